import { Badge, Group, Paper, Select, SimpleGrid, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import {
  CATTLE_TYPES,
  CONTRACT_MESSAGES,
  DELIVERY_TYPES,
  deliveryMonths,
  END_PRODUCT_LABELS,
  fedOnFarmBushels,
  formatAmount,
  unitLabel,
  type DeliveryType,
  type MonthlyUnit,
} from '@portal/domain';
import { useState } from 'react';
import { QuantityInput } from '../../components/quantity-input';
import { TableScroll } from '../../components/table-scroll';
import { cellKey, planHasMonth, type DeliveryCell, type FormState } from './contract-form-state';

/**
 * Delivery: the 13 months from September of the contract year, one tab per delivery type; months
 * the production plan has no room in are disabled. Typing acres fills the units from the fields'
 * average yield (units stay editable). Fed-on-farm adds the cattle and the estimated bushels.
 */
export function ContractDeliverySection({
  form,
  setForm,
  year,
  planUnits,
  averageYield,
  remaining,
}: {
  form: FormState;
  setForm: (update: (form: FormState) => FormState) => void;
  year: number | null;
  planUnits: MonthlyUnit[];
  averageYield: number;
  remaining: number;
}) {
  const firstWithRoom = DELIVERY_TYPES.find((type) => planUnits.some((u) => u.end_product_type === type)) ?? 'grain';
  const [tab, setTab] = useState<string | null>(firstWithRoom);
  const fedOnFarm = form.contract_type === 'fed-on-farm';
  const setCell = (key: string, patch: Partial<DeliveryCell>) =>
    setForm((f) => {
      const cell = { acres: '', units: '', ...f.delivery[key], ...patch };
      return { ...f, delivery: { ...f.delivery, [key]: cell } };
    });

  if (!form.contract_type || !year)
    return (
      <Paper withBorder p="lg" component="section" aria-label="Delivery">
        <Title order={2} size="h3" mb="md">
          Delivery
        </Title>
        <Text c="dimmed">{CONTRACT_MESSAGES.selectTypeAndYear}</Text>
      </Paper>
    );

  const months = deliveryMonths(year);
  const filledOf = (type: DeliveryType) =>
    months.filter((m) => {
      const cell = form.delivery[cellKey(type, m.month, m.year)];
      return cell && (Number(cell.acres) > 0 || Number(cell.units) > 0);
    }).length;

  return (
    <Paper withBorder p="lg" component="section" aria-label="Delivery">
      <Title order={2} size="h3" mb="md">
        Delivery
      </Title>
      <Stack gap="md">
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            {DELIVERY_TYPES.map((type) => (
              <Tabs.Tab
                key={type}
                value={type}
                rightSection={filledOf(type) ? <Badge size="xs">{filledOf(type)}</Badge> : null}
              >
                {END_PRODUCT_LABELS[type]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {DELIVERY_TYPES.map((type) => (
            <Tabs.Panel key={type} value={type} pt="sm">
              <TableScroll>
                <Table
                  verticalSpacing={4}
                  horizontalSpacing={6}
                  aria-label={`${END_PRODUCT_LABELS[type]} delivery schedule`}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th className="table-sticky-start">Month</Table.Th>
                      <Table.Th ta="right">Plan available acres</Table.Th>
                      <Table.Th miw={76} w={130}>
                        Contract acres
                      </Table.Th>
                      <Table.Th miw={76} w={150}>
                        Units ({unitLabel(type)})
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {months.map((m) => {
                      const key = cellKey(type, m.month, m.year);
                      const cell = form.delivery[key] ?? { acres: '', units: '' };
                      const open = planHasMonth(planUnits, type, m.month, m.year);
                      const available = planUnits.find(
                        (u) => u.end_product_type === type && u.month === m.month && u.year === m.year,
                      );
                      return (
                        <Table.Tr key={key} c={open ? undefined : 'dimmed'}>
                          <Table.Td className="table-sticky-start">{m.label}</Table.Td>
                          <Table.Td ta="right">
                            {open ? formatAmount(available?.available_acres ?? 0) : 'Not in plan'}
                          </Table.Td>
                          <Table.Td>
                            <QuantityInput
                              size="xs"
                              aria-label={`${END_PRODUCT_LABELS[type]} acres ${m.label}`}
                              disabled={!open}
                              value={cell.acres}
                              onValue={(acres) => {
                                const units =
                                  acres && averageYield ? String(Math.round(Number(acres) * averageYield)) : '';
                                setCell(key, { acres, units });
                              }}
                            />
                          </Table.Td>
                          <Table.Td>
                            <QuantityInput
                              size="xs"
                              whole
                              aria-label={`${END_PRODUCT_LABELS[type]} units ${m.label}`}
                              disabled={!open}
                              value={cell.units}
                              onValue={(units) => setCell(key, { units })}
                            />
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            </Tabs.Panel>
          ))}
        </Tabs>
        {fedOnFarm ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Cattle type"
              placeholder="Beef or dairy"
              data={CATTLE_TYPES.map((type) => ({ value: type, label: type === 'beef' ? 'Beef' : 'Dairy' }))}
              value={form.cattle_type}
              onChange={(cattle_type) => setForm((f) => ({ ...f, cattle_type }))}
            />
            <QuantityInput
              label="Head count"
              whole
              value={form.unit_count}
              onValue={(unit_count) => setForm((f) => ({ ...f, unit_count }))}
            />
            <div>
              <Text size="sm" fw={500}>
                Estimated bushels
              </Text>
              <Text size="lg" fw={700} aria-label="Estimated bushels">
                {form.cattle_type && form.unit_count
                  ? formatAmount(fedOnFarmBushels(form.cattle_type, Number(form.unit_count)))
                  : '—'}
              </Text>
            </div>
          </SimpleGrid>
        ) : (
          <Group gap="xs">
            <Text fw={500}>Remaining bushels:</Text>
            <Text fw={700} c={remaining === 0 ? 'green.8' : 'red.8'} aria-label="Remaining bushels">
              {formatAmount(remaining)}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
