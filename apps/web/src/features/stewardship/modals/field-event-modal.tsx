import { Alert, Button, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  eventDateDefault,
  fieldLostError,
  fieldLostPayload,
  openFields,
  plantedAcres,
  replantError,
  replantPayload,
  STEWARDSHIP_LIMITS as L,
  STEWARDSHIP_MESSAGES as M,
  TEXTS,
  type ActivityField,
  type ActivityView,
} from '@portal/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormActions } from '../../../components/form-actions';
import { QuantityInput } from '../../../components/quantity-input';
import { MutationModal } from '../../../components/mutation-modal';
import { ApiError } from '../../../lib/api';

export type FieldEventKind = 'replant' | 'fieldLost';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ActivityMutation = UseMutationResult<ActivityView, Error, any, unknown>;

const COPY = {
  replant: { title: 'Stewardship Replant', success: 'The replant is recorded.' },
  fieldLost: { title: 'Stewardship Field Lost', success: 'The field is marked as lost.' },
} as const;

/**
 * Replant and Field lost (spec 3, §4–5): pick a field, then the details; Save, loading, and after a
 * 200 the activity is refreshed (the write hook) and the modal closes after 2 seconds.
 */
export function FieldEventModal({
  kind,
  activity,
  mutation,
  onClose,
}: {
  kind: FieldEventKind;
  activity: ActivityView;
  mutation: ActivityMutation;
  onClose: () => void;
}) {
  const [fieldId, setFieldId] = useState<string | null>(null);
  const [step, setStep] = useState<'field' | 'details'>('field');
  const fields = openFields(activity.fields);
  const field = fields.find((f) => f.field_id === fieldId);

  // the latest close, so that re-renders while the data refreshes do not restart the timer
  const closeRef = useRef(() => {});
  closeRef.current = () => {
    mutation.reset();
    onClose();
  };
  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = setTimeout(() => closeRef.current(), L.modalCloseMs);
    return () => clearTimeout(timer);
  }, [mutation.isSuccess]);

  return (
    <MutationModal
      mutation={mutation}
      onClose={onClose}
      title={COPY[kind].title}
      loadingText="Saving..."
      successText={COPY[kind].success}
      failedText={(error) => (error instanceof ApiError ? error.message : TEXTS.somethingWentWrong)}
    >
      {(cancel) =>
        step === 'details' && field ? (
          <DetailsStep
            kind={kind}
            field={field}
            onBack={() => setStep('field')}
            onCancel={cancel}
            onSave={(input) =>
              mutation.mutate(
                kind === 'replant'
                  ? replantPayload(activity.stewardship_activity_id, field, input)
                  : fieldLostPayload(activity.stewardship_activity_id, field, input),
              )
            }
          />
        ) : (
          <FieldStep
            fields={fields}
            fieldId={fieldId}
            onPick={setFieldId}
            onCancel={cancel}
            onNext={() => setStep('details')}
          />
        )
      }
    </MutationModal>
  );
}

function FieldStep({
  fields,
  fieldId,
  onPick,
  onCancel,
  onNext,
}: {
  fields: ActivityField[];
  fieldId: string | null;
  onPick: (id: string) => void;
  onCancel: () => void;
  onNext: () => void;
}) {
  const picked = fields.find((f) => f.field_id === fieldId);
  const problem = picked ? fieldLostError(picked) : null;
  return (
    <Stack>
      {fields.length ? (
        <Radio.Group label="Field" value={fieldId} onChange={onPick} required>
          <Stack gap="xs" mt="xs">
            {fields.map((f) => (
              <Radio key={f.field_id} value={f.field_id} label={f.field_name} description={`${f.acres} acres`} />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Text c="dimmed">This activity has no fields.</Text>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onNext} disabled={!fieldId || Boolean(problem)}>
          Next
        </Button>
      </Group>
    </Stack>
  );
}

function DetailsStep({
  kind,
  field,
  onBack,
  onCancel,
  onSave,
}: {
  kind: FieldEventKind;
  field: ActivityField;
  onBack: () => void;
  onCancel: () => void;
  onSave: (input: { date: string; notes: string }) => void;
}) {
  const [date, setDate] = useState(() => eventDateDefault());
  const [acres, setAcres] = useState(kind === 'fieldLost' ? String(plantedAcres(field)) : '');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<{ date?: string; acres?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      date: date ? undefined : 'Please enter a date',
      acres: kind === 'replant' ? (replantError(field, acres) ?? undefined) : undefined,
    };
    setErrors(next);
    if (!next.date && !next.acres) onSave({ date, notes });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text fw={600}>
          {field.field_name} · {plantedAcres(field)} planted acres
        </Text>
        {kind === 'fieldLost' && (
          <Alert color="yellow" role="note">
            {M.fieldLostWarning}
          </Alert>
        )}
        <TextInput
          label={kind === 'replant' ? 'Replanted date' : 'Date lost'}
          type="date"
          required
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={errors.date}
        />
        <QuantityInput
          label={kind === 'replant' ? 'Acres replanted' : 'Acres lost'}
          required
          readOnly={kind === 'fieldLost'}
          value={acres}
          onValue={setAcres}
          error={errors.acres}
        />
        <Textarea
          label="Notes"
          rows={3}
          maxLength={2000}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack}>
            Back
          </Button>
          <FormActions onCancel={onCancel} submitLabel="Save" />
        </Group>
      </Stack>
    </form>
  );
}
