import { Alert, Button, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  dataLossMessage,
  fieldsLosingData,
  STEWARDSHIP_MESSAGES as M,
  TEXTS,
  type DataLoss,
  type ActivityView,
  type AssignFields,
  type GrowerFarm,
  type GrowerField,
} from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DataTable } from '../../../components/data-table';
import { useUnsavedGuard } from '../../../components/unsaved-guard';
import { FormActions } from '../../../components/form-actions';
import { QuantityInput } from '../../../components/quantity-input';
import { useGrowerFields } from '../api/get-grower-fields';
import {
  assignPayload,
  choose,
  editChoice,
  initialChoice,
  toggleFarm,
  totalAcres,
  unchoose,
  type Chosen,
} from './assign-fields-state';
import { Dialog } from '../../../components/dialog';

/** The grower's farm/field checklist and the table of chosen fields (border rows, remove, total acres). */
export function AssignFieldsForm({
  activity,
  onCancel,
  onSave,
}: {
  activity: ActivityView;
  onCancel: () => void;
  onSave: (body: AssignFields) => void;
}) {
  const growerFields = useGrowerFields(activity.display_details.grower_sap_id, true);
  const [chosen, setChosen] = useState<Chosen>(() => initialChoice(activity));
  // every change makes a new choice: a changed choice asks before the page is left
  const [pristine] = useState(chosen);
  useUnsavedGuard(chosen !== pristine);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState(false);
  const [losing, setLosing] = useState<{ body: AssignFields; losses: DataLoss[] } | null>(null);
  const fields = growerFields.data?.fields ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = assignPayload(activity, fields, chosen);
    if ('error' in result) return setError(result.error);
    // Removing a field deletes what was recorded on it: ask first, naming it.
    const losses = fieldsLosingData(
      activity.fields,
      result.body.fields.map((f) => f.field_id),
    );
    if (losses.length) setLosing({ body: result.body, losses });
    else onSave(result.body);
  }

  if (growerFields.isPending && activity.display_details.grower_sap_id)
    return (
      <Group justify="center" py="lg" role="status" aria-label="Loading">
        <Loader size="sm" />
      </Group>
    );
  const problem = growerFields.isError ? TEXTS.somethingWentWrong : !fields.length ? M.noFields : null;
  if (problem)
    return (
      <Stack>
        <Alert color={growerFields.isError ? 'red' : 'yellow'} role="alert">
          {problem}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Close
          </Button>
        </Group>
      </Stack>
    );

  const rows = fields.filter((field) => chosen[field.field_id]);
  const update = (next: Chosen) => {
    setChosen(next);
    setError(null);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FarmChecklist
          farms={growerFields.data!.farmArray}
          chosen={chosen}
          onToggleField={(field) =>
            update(chosen[field.field_id] ? unchoose(chosen, field.field_id) : choose(chosen, field))
          }
          onToggleFarm={(farm) => update(toggleFarm(chosen, farm.fields))}
        />
        <DataTable<GrowerField>
          caption="Chosen fields"
          stackOnMobile
          loading={false}
          rows={rows}
          rowKey={(field) => field.field_id}
          emptyText="No field chosen yet."
          columns={[
            { key: 'field', header: 'Field', render: (field) => field.field_name },
            { key: 'farm', header: 'Farm', render: (field) => field.farm_name },
            {
              key: 'acres',
              header: 'Acres',
              render: (field) => (
                <QuantityInput
                  aria-label={`Acres of ${field.field_name}`}
                  w={110}
                  value={chosen[field.field_id]!.acres}
                  onValue={(acres) => update(editChoice(chosen, field.field_id, { acres }))}
                />
              ),
            },
            {
              key: 'border',
              header: 'Border rows',
              render: (field) => (
                <Checkbox
                  aria-label={`Border rows of ${field.field_name}`}
                  checked={chosen[field.field_id]!.border_rows}
                  onChange={(e) => update(editChoice(chosen, field.field_id, { border_rows: e.currentTarget.checked }))}
                />
              ),
            },
            {
              key: 'remove',
              header: 'Remove',
              render: (field) => (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  aria-label={`Remove ${field.field_name}`}
                  onClick={() => update(unchoose(chosen, field.field_id))}
                >
                  Remove
                </Button>
              ),
            },
          ]}
        />
        <Group justify="space-between">
          <Text fw={600} aria-live="polite">
            Total acres: {totalAcres(chosen)}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => setInfo(true)}>
            About border rows
          </Button>
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <FormActions onCancel={onCancel} submitLabel="Save" />
      </Stack>
      <ConfirmModal
        opened={losing !== null}
        title="Remove fields with recorded data"
        confirmLabel="Remove and delete the data"
        onConfirm={() => losing && onSave({ ...losing.body, confirm_data_loss: true })}
        onClose={() => setLosing(null)}
      >
        {losing && dataLossMessage(losing.losses)}
      </ConfirmModal>
      <Dialog opened={info} onClose={() => setInfo(false)} title="Border rows" centered>
        <Text>{M.borderRows}</Text>
      </Dialog>
    </form>
  );
}

function FarmChecklist({
  farms,
  chosen,
  onToggleField,
  onToggleFarm,
}: {
  farms: GrowerFarm[];
  chosen: Chosen;
  onToggleField: (field: GrowerField) => void;
  onToggleFarm: (farm: GrowerFarm) => void;
}) {
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={4} component="legend" mb="xs">
        Farms and fields
      </Title>
      {farms.map((farm) => {
        const picked = farm.fields.filter((field) => chosen[field.field_id]).length;
        return (
          <Stack key={farm.farm_id} gap={6}>
            <Checkbox
              label={farm.farm_name}
              fw={600}
              checked={picked > 0 && picked === farm.fields.length}
              indeterminate={picked > 0 && picked < farm.fields.length}
              onChange={() => onToggleFarm(farm)}
            />
            <Stack gap={6} pl="lg">
              {farm.fields.map((field) => (
                <Checkbox
                  key={field.field_id}
                  label={`${field.field_name} (${field.acres} acres)`}
                  checked={Boolean(chosen[field.field_id])}
                  onChange={() => onToggleField(field)}
                />
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}
