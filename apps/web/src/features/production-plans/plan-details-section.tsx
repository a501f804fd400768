import { Box, Paper, SegmentedControl, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  contractTypeLabel,
  formatPremium,
  hasPremiumToggle,
  parseNumericInput,
  planInventoryCode,
  type ContractTypeOption,
  type PlanCompany,
} from '@portal/domain';
import { QuantityInput } from '../../components/quantity-input';
import type { PlanFormValues } from './plan-form-state';
import type { PlanForm } from './use-plan-form';

/** The form's "Plan" section: year, inventory code, APH and totals, contract type, unit and premium. */
export function PlanDetailsSection({
  form,
  company,
  contractTypes,
}: {
  form: PlanForm;
  company: PlanCompany;
  contractTypes: ContractTypeOption[];
}) {
  const { values, patch, fieldError, setTotal } = form;
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h4">
          Plan
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Contract year"
            placeholder="Select year"
            required
            data={form.yearOptions.map(String)}
            value={values.contract_year}
            onChange={(value) => patch({ contract_year: value })}
            error={form.yearError ?? fieldError('contract_year')}
          />
          <TextInput
            label="Inventory code"
            readOnly
            value={planInventoryCode(form.year, company) ?? ''}
            description="Built from the contract year and the company"
            error={fieldError('inventory_code')}
          />
          <QuantityInput
            label="APH"
            required
            value={values.aph}
            onValue={(v) => setTotal('aph', v)}
            error={fieldError('aph')}
          />
          <Select
            label="Contract type"
            placeholder="Select contract type"
            data={contractTypes.map((t) => ({
              value: t.contract_type_id,
              label: contractTypeLabel(t.contract_type_name),
            }))}
            value={values.contract_type_id}
            onChange={(value) => {
              const name = contractTypes.find((t) => t.contract_type_id === value)?.contract_type_name;
              patch({
                contract_type_id: value,
                premium_type: hasPremiumToggle(name) ? values.premium_type : 'bushels',
              });
            }}
            error={fieldError('production_plan_extra.contract_type_id')}
          />
          <QuantityInput
            label="Total acres"
            required
            value={values.total_acres}
            onValue={(v) => setTotal('total_acres', v)}
            error={fieldError('total_acres')}
          />
          <QuantityInput
            label="Total Bushels"
            required
            value={values.total_units}
            onValue={(v) => setTotal('total_units', v)}
            error={fieldError('total_units')}
          />
          <Select
            label="Unit type"
            data={[
              { value: 'bushels', label: 'Bushels' },
              { value: 'acres', label: 'Acres' },
            ]}
            value={values.unit_type}
            allowDeselect={false}
            onChange={(value) => value && patch({ unit_type: value as PlanFormValues['unit_type'] })}
          />
          <Box>
            <QuantityInput
              label={`Premium (per ${values.premium_type === 'acres' ? 'acre' : 'bushel'})`}
              leftSection="$"
              value={values.premium}
              onValue={(v) => patch({ premium: v })}
              onBlur={() => patch({ premium: formatPremium(parseNumericInput(values.premium)) })}
            />
            {hasPremiumToggle(form.contractTypeName) && (
              <SegmentedControl
                mt={6}
                size="xs"
                aria-label="Premium per"
                data={[
                  { value: 'acres', label: 'Per acre' },
                  { value: 'bushels', label: 'Per bushel' },
                ]}
                value={values.premium_type}
                onChange={(value) => patch({ premium_type: value as PlanFormValues['premium_type'] })}
              />
            )}
          </Box>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
