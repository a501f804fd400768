import {
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINT_MOBILE_PX, CONTRACT_MESSAGES } from '@portal/domain';
import { QuantityInput } from '../../components/quantity-input';
import { TableScroll } from '../../components/table-scroll';
import type { FieldEntry, FormState, TotalEntry } from './contract-form-state';

export type FieldsState = 'WAITING' | 'LOADING' | 'EMPTY' | 'LOADED';

/** Fields: the generic type's total row, or the grower's fields by farm with their editable values. */
export function ContractFieldsSection({
  form,
  setForm,
  state,
  onAdd,
}: {
  form: FormState;
  setForm: (update: (form: FormState) => FormState) => void;
  state: FieldsState;
  /** Opens Add grower and fields (with a reseller chosen, when creating). */
  onAdd?: () => void;
}) {
  const setTotal = (key: keyof TotalEntry, value: string) =>
    setForm((f) => ({ ...f, total: { ...f.total, [key]: value } }));
  const setField = (fieldId: string, patch: Partial<FieldEntry>) =>
    setForm((f) => ({
      ...f,
      fields: f.fields.map((field) => (field.field_id === fieldId ? { ...field, ...patch } : field)),
    }));

  let body;
  if (!form.contract_type) body = <Text c="dimmed">{CONTRACT_MESSAGES.selectTypeAndYear}</Text>;
  else if (state === 'WAITING') body = <Text c="dimmed">Select a grower to view and select their fields.</Text>;
  else if (state === 'LOADING')
    body = (
      <Center p="md" role="status" aria-label="Loading fields">
        <Loader size="sm" />
      </Center>
    );
  else if (state === 'EMPTY') body = <Text c="dimmed">{CONTRACT_MESSAGES.noFields}</Text>;
  else if (form.contract_type === 'generic')
    body = (
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <QuantityInput
          label="Total Enogen acres"
          value={form.total.acres}
          onValue={(value) => setTotal('acres', value)}
        />
        <QuantityInput
          label="Planting rate"
          description="Seeds per acre, 100,000–180,000"
          whole
          value={form.total.planting_rate}
          onValue={(value) => setTotal('planting_rate', value)}
        />
        <QuantityInput
          label="Average yield (APH)"
          description="Bushels per acre, 50–300"
          whole
          value={form.total.average_yield}
          onValue={(value) => setTotal('average_yield', value)}
        />
      </SimpleGrid>
    );
  else body = <FieldTable fields={form.fields} setField={setField} />;

  return (
    <Paper withBorder p="lg" component="section" aria-label="Fields">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3">
          Fields
        </Title>
        {onAdd && (
          <Button variant="light" size="xs" onClick={onAdd}>
            {form.grower ? 'Add fields' : 'Add grower and fields'}
          </Button>
        )}
      </Group>
      {body}
    </Paper>
  );
}

function FieldTable({
  fields,
  setField,
}: {
  fields: FieldEntry[];
  setField: (fieldId: string, patch: Partial<FieldEntry>) => void;
}) {
  const phone = useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE_PX - 1}px)`);
  const farms = new Map<string, FieldEntry[]>();
  for (const field of fields) {
    const farm = field.farm_name ?? 'Other fields';
    farms.set(farm, [...(farms.get(farm) ?? []), field]);
  }
  return (
    <Stack gap="md">
      {[...farms.entries()].map(([farm, rows]) => (
        <div key={farm}>
          <Text fw={700} mb={4}>
            {farm}
          </Text>
          {phone ? (
            <FieldCards farm={farm} fields={rows} setField={setField} />
          ) : (
            <TableScroll>
              <Table miw={640} verticalSpacing={6} aria-label={`Fields of ${farm}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40}>
                      <VisuallyHidden>Selected</VisuallyHidden>
                    </Table.Th>
                    <Table.Th className="table-sticky-start">Field</Table.Th>
                    <Table.Th w={110}>Acres</Table.Th>
                    <Table.Th w={130}>Planting rate</Table.Th>
                    <Table.Th w={100}>APH</Table.Th>
                    <Table.Th w={100}>Border rows</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((field) => (
                    <Table.Tr key={field.field_id} bg={field.selected ? 'green.0' : undefined}>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Select ${field.field_name}`}
                          checked={field.selected}
                          onChange={(e) => setField(field.field_id, { selected: e.currentTarget.checked })}
                        />
                      </Table.Td>
                      <Table.Td className="table-sticky-start">{field.field_name}</Table.Td>
                      <Table.Td>
                        <QuantityInput
                          aria-label={`Acres for ${field.field_name}`}
                          size="xs"
                          value={field.acres}
                          disabled={!field.selected}
                          onValue={(acres) => setField(field.field_id, { acres })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <QuantityInput
                          aria-label={`Planting rate for ${field.field_name}`}
                          whole
                          size="xs"
                          value={field.planting_rate}
                          disabled={!field.selected}
                          onValue={(planting_rate) => setField(field.field_id, { planting_rate })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <QuantityInput
                          aria-label={`APH for ${field.field_name}`}
                          whole
                          size="xs"
                          value={field.average_yield}
                          disabled={!field.selected}
                          onValue={(average_yield) => setField(field.field_id, { average_yield })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Border rows for ${field.field_name}`}
                          checked={field.border_rows}
                          disabled={!field.selected}
                          onChange={(e) => setField(field.field_id, { border_rows: e.currentTarget.checked })}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
        </div>
      ))}
      <Text size="xs" c="dimmed">
        Border rows need 30 feet of spatial isolation.
      </Text>
    </Stack>
  );
}

/** A phone's fields: a card per field, its checkbox in a 44 px target and every value labelled and in reach. */
function FieldCards({
  farm,
  fields,
  setField,
}: {
  farm: string;
  fields: FieldEntry[];
  setField: (fieldId: string, patch: Partial<FieldEntry>) => void;
}) {
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label={`Fields of ${farm}`}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {fields.map((field) => (
        <Paper key={field.field_id} component="li" withBorder p="xs" bg={field.selected ? 'green.0' : undefined}>
          <Checkbox
            size="md"
            label={field.field_name}
            aria-label={`Select ${field.field_name}`}
            checked={field.selected}
            onChange={(e) => setField(field.field_id, { selected: e.currentTarget.checked })}
            styles={{ body: { minHeight: 44, alignItems: 'center' } }}
          />
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} mt={4}>
            <QuantityInput
              label="Acres"
              aria-label={`Acres for ${field.field_name}`}
              value={field.acres}
              disabled={!field.selected}
              onValue={(acres) => setField(field.field_id, { acres })}
            />
            <QuantityInput
              label="Planting rate"
              aria-label={`Planting rate for ${field.field_name}`}
              whole
              value={field.planting_rate}
              disabled={!field.selected}
              onValue={(planting_rate) => setField(field.field_id, { planting_rate })}
            />
            <QuantityInput
              label="APH"
              aria-label={`APH for ${field.field_name}`}
              whole
              value={field.average_yield}
              disabled={!field.selected}
              onValue={(average_yield) => setField(field.field_id, { average_yield })}
            />
            <Checkbox
              mt={24}
              label="Border rows"
              aria-label={`Border rows for ${field.field_name}`}
              checked={field.border_rows}
              disabled={!field.selected}
              onChange={(e) => setField(field.field_id, { border_rows: e.currentTarget.checked })}
              styles={{ body: { minHeight: 36, alignItems: 'center' } }}
            />
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
