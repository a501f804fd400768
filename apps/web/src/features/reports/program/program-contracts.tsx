import { Stack } from '@mantine/core';
import {
  contractTypeLabel,
  REPORT_MESSAGES,
  type ContractListItem,
  type ContractState,
  formatDate,
} from '@portal/domain';
import { ContractStatusBadge } from '../../../components/contract-status-badge';
import { DataTable } from '../../../components/data-table';
import { LoadMore } from '../../../components/load-more';
import { useProgramContracts } from '../api/get-program-report';
import { ReportError } from '../report-status';

/**
 * The plan's contracts, 20 at a time: the next page loads when Load more scrolls into view or is
 * pressed. On a phone each contract is a card (seven columns do not fit 390 px).
 */
export function ProgramContracts({ planId, state }: { planId: string; state: ContractState | undefined }) {
  const contracts = useProgramContracts(planId, state);
  if (contracts.isError) return <ReportError error={contracts.error} />;
  const rows = contracts.data?.pages.flatMap((page) => page.items);
  return (
    <Stack>
      <DataTable<ContractListItem>
        caption="Program contracts"
        loading={contracts.isPending}
        rows={rows}
        rowKey={(c) => c.contract_id}
        emptyText={REPORT_MESSAGES.noContracts}
        stackOnMobile
        columns={[
          { key: 'id', header: 'Contract ID', render: (c) => c.new_contract_id },
          { key: 'grower', header: 'Grower', render: (c) => c.grower_name },
          { key: 'reseller', header: 'Reseller', render: (c) => c.reseller ?? '—' },
          { key: 'receiver', header: 'Grain Receiver', render: (c) => c.grain_receiver_name },
          { key: 'type', header: 'Contract Type', render: (c) => contractTypeLabel(c.contract_type) },
          { key: 'status', header: 'Status', render: (c) => <ContractStatusBadge state={c.contract_status} /> },
          { key: 'created', header: 'Created', render: (c) => formatDate(c.created) },
        ]}
      />
      <LoadMore
        hasMore={Boolean(contracts.hasNextPage)}
        loading={contracts.isFetchingNextPage}
        onLoad={() => void contracts.fetchNextPage()}
      />
    </Stack>
  );
}
