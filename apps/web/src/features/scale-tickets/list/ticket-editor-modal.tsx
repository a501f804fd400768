import { useState } from 'react';
import { Alert, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { SCALE_TICKET_FEEDBACK, type ScaleTicket } from '@portal/domain';
import { useLocation } from 'react-router';
import { FormActions } from '../../../components/form-actions';
import { MutationModal } from '../../../components/mutation-modal';
import { QUANTITY_NUMBER_INPUT_PROPS } from '../../../components/quantity-input';
import { applyEdits, useReloadKeepingEdits } from '../../../components/reload-keeping-edits';
import { useCreateScaleTickets, useUpdateScaleTicket } from '../api/save-scale-tickets';
import { useReadScaleTicket } from '../api/get-scale-tickets';
import { usePlanGrowers } from '../api/get-ticket-contracts';
import type { TicketPlan } from './ticket-plan';
import { saveFailureTitle, serverLines } from './save-error';
import {
  emptyTicketForm,
  TICKET_FIELD_LABELS as LABEL,
  ticketFieldsOf,
  ticketFormOf,
  validateTicketForm,
  type TicketFormValues,
} from './ticket-form';

type TicketForm = UseFormReturnType<TicketFormValues, TicketFormValues, typeof validateTicketForm>;

const RVA_OPTIONS = [
  { value: '1', label: 'Pass' },
  { value: '0', label: 'Fail' },
];

/**
 * Enter Single Ticket (no `ticket`) or Edit (a stored ticket): the form, then LOADING, then ERROR
 * (spec 3, §4) or, on success, the modal closes to the list (refreshed by the save's invalidation)
 * with a toast naming the ticket and a link to its detail. Ticket number, date and grower (and the
 * plan) are locked when editing.
 */
export function TicketEditorModal({
  companyId,
  plans,
  ticket,
  onClose,
}: {
  companyId: string;
  plans: TicketPlan[];
  ticket?: ScaleTicket;
  onClose: () => void;
}) {
  const editing = Boolean(ticket);
  const create = useCreateScaleTickets();
  const update = useUpdateScaleTicket();
  const form = useForm<TicketFormValues>({
    initialValues: ticket
      ? ticketFormOf(ticket)
      : emptyTicketForm(plans.length === 1 ? plans[0]!.production_plan_id : null),
    validate: (values) => validateTicketForm(values, ticket),
  });
  // The version the form was filled from; a conflict's Reload moves it to the newest, keeping the edits.
  const [version, setVersion] = useState(ticket?.version);
  const conflict = useReloadKeepingEdits(
    useReadScaleTicket(ticket?.scale_ticket_id),
    (fresh) => {
      const values = applyEdits(form.getInitialValues(), form.getValues(), ticketFormOf(fresh));
      setVersion(fresh.version);
      form.setInitialValues(ticketFormOf(fresh));
      form.setValues(values);
    },
    update.reset,
  );

  const submit = (values: TicketFormValues) => {
    const fields = ticketFieldsOf(values);
    const planId = values.production_plan_id!;
    if (ticket)
      update.mutate({
        ...fields,
        scale_ticket_id: ticket.scale_ticket_id,
        production_plan_id: planId,
        version: version ?? ticket.version,
      });
    else
      create.mutate({ scale_tickets: [{ ...fields, production_plan_id: planId, external_reference_id: companyId }] });
  };
  // the toast says which ticket was saved and opens its detail on the list
  const { pathname } = useLocation();
  const ticketNumber = ticket?.scale_ticket_number ?? form.values.scale_ticket_number;
  const savedId = ticket?.scale_ticket_id ?? create.data?.scale_ticket_ids[0];
  const number = (field: keyof TicketFormValues, required = true) => (
    <NumberInput
      label={LABEL[field]}
      required={required}
      decimalScale={4}
      hideControls
      {...QUANTITY_NUMBER_INPUT_PROPS}
      {...form.getInputProps(field)}
    />
  );

  return (
    <MutationModal
      mutation={ticket ? update : create}
      form={form}
      dirty={form.isDirty()}
      onClose={onClose}
      title={editing ? 'Edit scale ticket' : 'Enter Single Ticket'}
      size="xl"
      loadingText={editing ? 'Saving the scale ticket...' : 'Adding the scale ticket...'}
      successText={editing ? SCALE_TICKET_FEEDBACK.updated(ticketNumber) : SCALE_TICKET_FEEDBACK.added(ticketNumber)}
      successToast={savedId ? { label: SCALE_TICKET_FEEDBACK.viewTicket, to: `${pathname}?ticket=${savedId}` } : true}
      failedText={(error) => saveFailureTitle(error, editing)}
      failedDetail={(error) => serverLines(error).join('\n') || null}
      onReload={ticket ? conflict.reload : undefined}
      reloaded={conflict.reloaded}
    >
      {(cancel) => (
        <form
          onSubmit={form.onSubmit(submit)}
          noValidate
          aria-label={editing ? 'Edit scale ticket' : 'New scale ticket'}
        >
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={LABEL.production_plan_id}
                required
                disabled={editing}
                allowDeselect={false}
                data={plans.map((p) => ({
                  value: p.production_plan_id,
                  label: `${p.inventory_code} (${p.contract_year})`,
                }))}
                {...form.getInputProps('production_plan_id')}
                onChange={(value) => {
                  form.setFieldValue('production_plan_id', value);
                  form.setValues({ original_new_contract_id: null, grower_name: '' });
                }}
              />
              {editing ? (
                <TextInput label={LABEL.grower_name} required disabled value={form.values.grower_name} readOnly />
              ) : (
                <GrowerSelect form={form} />
              )}
              <TextInput
                label={LABEL.scale_ticket_number}
                required
                disabled={editing}
                {...form.getInputProps('scale_ticket_number')}
              />
              <TextInput
                label={LABEL.scale_ticket_date}
                type="date"
                required
                disabled={editing}
                {...form.getInputProps('scale_ticket_date')}
              />
              <TextInput
                label={LABEL.bill_of_landing_number}
                required
                {...form.getInputProps('bill_of_landing_number')}
              />
              <Select
                label={LABEL.rapid_visco_analyzer}
                required
                data={RVA_OPTIONS}
                {...form.getInputProps('rapid_visco_analyzer')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 2, sm: 3 }}>
              {number('gross_quantity')}
              {number('net_quantity')}
              {number('test_weight')}
              {number('moisture')}
              {number('damage')}
              {number('foreign_material')}
              {number('gross_lbs', false)}
              {number('tar_lbs', false)}
              {number('net_lbs', false)}
            </SimpleGrid>
            <Textarea label={LABEL.notes} rows={2} {...form.getInputProps('notes')} />
            <FormActions onCancel={cancel} submitLabel={editing ? 'Save' : 'Add ticket'} />
          </Stack>
        </form>
      )}
    </MutationModal>
  );
}

/** The growers of the chosen plan's completed and amendment_completed contracts; choosing one sets the grower name. */
function GrowerSelect({ form }: { form: TicketForm }) {
  const planId = form.values.production_plan_id;
  const growers = usePlanGrowers(planId);
  const contracts = growers.data ?? [];
  const props = form.getInputProps('original_new_contract_id');
  return (
    <Stack gap={4}>
      <Select
        label={LABEL.original_new_contract_id}
        required
        searchable
        disabled={!planId || growers.isPending}
        placeholder={!planId ? 'Choose the plan first' : growers.isPending ? 'Loading growers…' : undefined}
        nothingFoundMessage="No grower with a completed contract"
        data={contracts.map((c) => ({ value: c.new_contract_id, label: `${c.grower_name} (${c.new_contract_id})` }))}
        {...props}
        onChange={(value) => {
          const contract = contracts.find((c) => c.new_contract_id === value);
          form.setValues({ original_new_contract_id: value, grower_name: contract?.grower_name ?? '' });
        }}
      />
      {growers.isError && (
        <Alert color="red" role="alert" p="xs">
          <Text size="sm">The growers of this plan could not be loaded.</Text>
        </Alert>
      )}
      {planId && growers.isSuccess && !contracts.length && (
        <Text size="sm" c="dimmed">
          This plan has no completed contract to deliver against.
        </Text>
      )}
    </Stack>
  );
}
