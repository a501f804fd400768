import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SCALE_TICKET_MESSAGES, TICKET_CONTRACT_STATES, type TicketContract } from '@portal/domain';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { MutationModal } from '../../../components/mutation-modal';
import { QUANTITY_NUMBER_INPUT_PROPS } from '../../../components/quantity-input';
import { useCreateScaleTickets } from '../api/save-scale-tickets';
import { TransferContractSearch, type TransferOrigin } from './transfer-contract-search';

const NUMBERS = [
  ['net_quantity', 'Net Qty'],
  ['gross_quantity', 'Gross Qty'],
  ['test_weight', 'Test Weight'],
  ['moisture', 'MST'],
  ['foreign_material', 'FM'],
  ['damage', 'DMG'],
] as const;
type NumberKey = (typeof NUMBERS)[number][0];

type Values = Record<NumberKey, number | string> & {
  target: string | null;
  scale_ticket_number: string;
  scale_ticket_date: string;
  bill_of_landing_number: string;
  rapid_visco_analyzer: string;
  notes: string;
};

const required = (label: string) => (value: unknown) => (value === '' || value == null ? `${label} is required` : null);

/**
 * Unplanned transfer (adjust-inventory): grain of another contract (found by the spec's search)
 * delivered against a contract of this plan; the ticket carries the original_* fields (spec 3, §3).
 */
export function UnplannedTransferModal({
  companyId,
  planId,
  salesYear,
  contracts,
  onClose,
}: {
  companyId: string;
  planId: string;
  salesYear: number;
  contracts: TicketContract[];
  onClose: () => void;
}) {
  const create = useCreateScaleTickets();
  const [origin, setOrigin] = useState<TransferOrigin | null>(null);
  const targets = contracts.filter((c) => (TICKET_CONTRACT_STATES as readonly string[]).includes(c.contract_state));
  const form = useForm<Values>({
    initialValues: {
      target: null,
      scale_ticket_number: '',
      scale_ticket_date: '',
      bill_of_landing_number: '',
      rapid_visco_analyzer: '1',
      notes: '',
      ...(Object.fromEntries(NUMBERS.map(([key]) => [key, ''])) as Record<NumberKey, string>),
    },
    validate: {
      target: required('Target contract'),
      scale_ticket_number: required('Ticket Number'),
      scale_ticket_date: required('Date'),
      bill_of_landing_number: required('BOL'),
      ...Object.fromEntries(NUMBERS.map(([key, label]) => [key, required(label)])),
    },
  });

  const submit = (values: Values) => {
    const target = targets.find((c) => c.contract_id === values.target);
    if (!origin || !target) return;
    const numbers = Object.fromEntries(NUMBERS.map(([key]) => [key, Number(values[key])])) as Record<NumberKey, number>;
    create.mutate({
      scale_tickets: [
        {
          ...numbers,
          grower_name: target.grower_name,
          original_new_contract_id: target.new_contract_id,
          scale_ticket_number: values.scale_ticket_number,
          scale_ticket_date: values.scale_ticket_date,
          bill_of_landing_number: values.bill_of_landing_number,
          rapid_visco_analyzer: values.rapid_visco_analyzer === '1' ? 1 : 0,
          gross_lbs: 0,
          tar_lbs: 0,
          net_lbs: 0,
          notes: values.notes || null,
          production_plan_id: planId,
          external_reference_id: companyId,
          original_production_plan_inventory_code: origin.contract.inventory_code,
          original_production_plan_id: origin.contract.production_plan_id,
          original_contract_id: origin.contract.contract_id,
          original_grower_name: origin.contract.grower_name,
          original_selected_type: origin.type,
        },
      ],
    });
  };

  return (
    <MutationModal
      mutation={create}
      form={form}
      dirty={form.isDirty()}
      onClose={onClose}
      title="Unplanned Transfer"
      size="xl"
      loadingText="Saving the transfer..."
      successText={SCALE_TICKET_MESSAGES.saved}
      failedText={SCALE_TICKET_MESSAGES.uploadFailed}
      failedDetail={(error) => error.message}
    >
      {(cancel) => (
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack>
            <TransferContractSearch salesYear={salesYear} value={origin} onChange={setOrigin} />
            <Select
              label="Target contract (this production plan)"
              placeholder="Choose the contract that receives the grain"
              data={targets.map((c) => ({ value: c.contract_id, label: `${c.grower_name} — ${c.new_contract_id}` }))}
              required
              {...form.getInputProps('target')}
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <TextInput label="Ticket Number" required {...form.getInputProps('scale_ticket_number')} />
              <TextInput label="Date" type="date" required {...form.getInputProps('scale_ticket_date')} />
              <TextInput label="BOL" required {...form.getInputProps('bill_of_landing_number')} />
              {NUMBERS.map(([key, label]) => (
                <NumberInput
                  key={key}
                  label={label}
                  required
                  {...QUANTITY_NUMBER_INPUT_PROPS}
                  {...form.getInputProps(key)}
                />
              ))}
              <Select
                label="RVA"
                data={[
                  { value: '1', label: 'Pass (1)' },
                  { value: '0', label: 'Fail (0)' },
                ]}
                allowDeselect={false}
                {...form.getInputProps('rapid_visco_analyzer')}
              />
            </SimpleGrid>
            <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
            <FormActions onCancel={cancel} submitLabel="Save transfer" disabled={!origin} />
          </Stack>
        </form>
      )}
    </MutationModal>
  );
}
