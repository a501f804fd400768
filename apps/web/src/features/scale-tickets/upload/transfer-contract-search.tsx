import { Alert, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  SCALE_TICKET_LIMITS,
  SCALE_TICKET_MESSAGES,
  transferSearch,
  transferYears,
  type TicketContract,
  type TransferSearchType,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TransferTimeout, transferContractsQueryOptions } from '../api/get-ticket-contracts';

export type TransferOrigin = { contract: TicketContract; type: TransferSearchType };

const contractLabel = (c: TicketContract) =>
  `${c.grower_name} — ${c.new_contract_id} (${c.company_name}, ${c.inventory_code})`;

/**
 * The original contract of an unplanned transfer: a year (sales year minus 4 to the sales year) and a
 * search by grower name, contract id or SAP id (spec 3, §5), then one of the contracts found.
 */
export function TransferContractSearch({
  salesYear,
  value,
  onChange,
}: {
  salesYear: number;
  value: TransferOrigin | null;
  onChange: (origin: TransferOrigin | null) => void;
}) {
  const [year, setYear] = useState(salesYear);
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, SCALE_TICKET_LIMITS.transferDebounceMs);
  const search = transferSearch(debounced, year);
  const query = search && 'type' in search ? { ...search, year } : null;
  const found = useQuery({
    ...transferContractsQueryOptions(query ?? { term: '', type: 'grower_name', year }),
    enabled: Boolean(query),
  });
  const contracts = query ? (found.data ?? []) : [];

  let message: string | null = null;
  if (search && 'message' in search) message = search.message;
  else if (query && found.isError)
    message =
      found.error instanceof TransferTimeout
        ? SCALE_TICKET_MESSAGES.transferTimeout
        : SCALE_TICKET_MESSAGES.transferListFailed;
  else if (query && found.isSuccess && !contracts.length) message = SCALE_TICKET_MESSAGES.transferNoMatch;

  return (
    <Stack gap="xs">
      <Group grow align="flex-start">
        <Select
          label="Year"
          data={transferYears(salesYear).map(String)}
          value={String(year)}
          onChange={(v) => {
            setYear(Number(v ?? salesYear));
            onChange(null);
          }}
          allowDeselect={false}
          maw={140}
        />
        <TextInput
          label="Search grower name or contract ID"
          description="At least 3 characters"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          rightSection={query && found.isFetching ? <Loader size="xs" /> : null}
        />
      </Group>
      {message && (
        <Alert color="orange" role="alert" p="xs">
          <Text size="sm">{message}</Text>
        </Alert>
      )}
      <Select
        label="Original contract"
        placeholder={contracts.length ? 'Choose the contract the grain came from' : 'Search first'}
        data={contracts.map((c) => ({ value: c.contract_id, label: contractLabel(c) }))}
        value={value?.contract.contract_id ?? null}
        onChange={(id) => {
          const contract = contracts.find((c) => c.contract_id === id);
          onChange(contract && query ? { contract, type: query.type } : null);
        }}
        disabled={!contracts.length}
        required
      />
      {value && !contracts.some((c) => c.contract_id === value.contract.contract_id) && (
        <Text size="sm">Chosen: {contractLabel(value.contract)}</Text>
      )}
    </Stack>
  );
}
