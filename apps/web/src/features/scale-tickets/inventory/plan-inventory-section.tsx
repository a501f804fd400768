import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatAmount, type ContractInventory } from '@portal/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { useInventory } from '../api/get-ticket-contracts';
import { InventoryBody, isHidden } from './inventory-states';
import { InventoryMonthsTable } from './inventory-months-table';
import { ZeroOutButton } from './zero-out-button';
import { Dialog } from '../../../components/dialog';

const sum = (contracts: ContractInventory[], key: 'harvested' | 'delivered' | 'inventory') =>
  contracts.reduce((total, c) => total + c[key], 0);

/**
 * The plan view's Inventory: one row per contract of the plan, its months in a modal, Zero out per
 * row, and a link to the company's scale tickets of the plan's year.
 */
export function PlanInventorySection({
  planId,
  companyId,
  planYear,
}: {
  planId: string;
  companyId: string;
  planYear: number;
}) {
  const query = useInventory({ production_plan_id: planId });
  const [monthsOf, setMonthsOf] = useState<string | null>(null);
  if (isHidden(query)) return null;
  const months = query.data?.find((c) => c.contract_id === monthsOf) ?? null;
  return (
    <Paper withBorder p="lg" component="section" aria-label="Inventory">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            Inventory
          </Title>
          <Anchor component={Link} to={`/company/${companyId}/scale-tickets/${planYear}`} size="sm">
            Scale tickets {planYear}
          </Anchor>
        </Group>
        <InventoryBody query={query}>
          {(contracts) => (
            <>
              <DataTable
                caption="Inventory by contract"
                rowKey={(c) => c.contract_id}
                rows={contracts}
                loading={false}
                columns={[
                  {
                    key: 'contract',
                    header: 'Contract ID',
                    render: (c) => (
                      <Anchor component={Link} to={`/company/${companyId}/contracts/${c.contract_id}`}>
                        {c.new_contract_id}
                      </Anchor>
                    ),
                  },
                  { key: 'grower', header: 'Grower', render: (c) => c.grower_name },
                  { key: 'harvested', header: 'Harvested (bu)', render: (c) => formatAmount(c.harvested) },
                  { key: 'delivered', header: 'Delivered (bu)', render: (c) => formatAmount(c.delivered) },
                  { key: 'inventory', header: 'Inventory (bu)', render: (c) => formatAmount(c.inventory) },
                  {
                    key: 'actions',
                    header: '',
                    render: (c) => (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="light"
                          onClick={() => setMonthsOf(c.contract_id)}
                          aria-label={`Months of ${c.new_contract_id}`}
                        >
                          Months
                        </Button>
                        <ZeroOutButton contract={c} />
                      </Group>
                    ),
                  },
                ]}
              />
              <Text size="sm" fw={600}>
                Total: harvested {formatAmount(sum(contracts, 'harvested'))} bu · delivered{' '}
                {formatAmount(sum(contracts, 'delivered'))} bu · inventory {formatAmount(sum(contracts, 'inventory'))}{' '}
                bu
              </Text>
            </>
          )}
        </InventoryBody>
      </Stack>
      <Dialog
        opened={months !== null}
        onClose={() => setMonthsOf(null)}
        title={months ? `Inventory of ${months.new_contract_id} (${months.grower_name})` : ''}
        size="lg"
        centered
      >
        {months && <InventoryMonthsTable contract={months} label={`Inventory of ${months.new_contract_id} by month`} />}
      </Dialog>
    </Paper>
  );
}
