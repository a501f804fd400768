import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import type { ContractInventory } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api';

export const NO_HARVEST = 'No harvest recorded.';
const LOAD_FAILED = 'Inventory could not be loaded.';

/** The contract states that carry inventory (tickets are delivered against them only). */
export const INVENTORY_STATES: readonly string[] = ['completed', 'amendment_completed'];

/** Nothing harvested and nothing delivered: the empty state. */
export const isEmpty = (contracts: ContractInventory[]) =>
  contracts.every((c) => c.harvested === 0 && c.delivered === 0 && c.inventory === 0);

/** An inventory read refused to this user (403, or 404 for a plan's company out of sight): no section. */
export const isHidden = (query: UseQueryResult<ContractInventory[]>) =>
  query.error instanceof ApiError && (query.error.status === 403 || query.error.status === 404);

/** The loader, the error view (with Retry), the empty text, or the inventory itself. */
export function InventoryBody({
  query,
  children,
}: {
  query: UseQueryResult<ContractInventory[]>;
  children: (contracts: ContractInventory[]) => ReactNode;
}) {
  if (query.isError)
    return (
      <Alert color="red" role="alert" title={LOAD_FAILED}>
        <Button size="compact-sm" variant="light" color="red" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  if (!query.data)
    return (
      <Center p="md" role="status" aria-label="Loading inventory">
        <Loader size="sm" />
      </Center>
    );
  if (isEmpty(query.data)) return <Text c="dimmed">{NO_HARVEST}</Text>;
  return children(query.data);
}
