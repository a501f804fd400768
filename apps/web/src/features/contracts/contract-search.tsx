import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CONTRACT_MESSAGES, contractSearchFilter, SEARCH_DEBOUNCE_MS, type ContractSearchFilter } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The URL query parameter that keeps the search, so Back to the list restores it. */
export const CONTRACT_SEARCH_PARAM = 'contract_search';

export type ContractSearch = {
  /** What is typed. */
  value: string;
  setValue: (value: string) => void;
  /** The list's filter for the debounced term (in the URL). */
  filter: ContractSearchFilter;
  /** Whether a filter applies (an empty list then says that nothing matched). */
  active: boolean;
  /** Changes when the applied term changes (for resetting the page). */
  term: string;
};

/** The contract search box's state: typed text, debounced into the URL, read back as the list's filter. */
export function useContractSearch(): ContractSearch {
  const [params, setParams] = useSearchParams();
  const term = params.get(CONTRACT_SEARCH_PARAM) ?? '';
  const [value, setValue] = useState(term);
  const [debounced] = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced === term) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced) next.set(CONTRACT_SEARCH_PARAM, debounced);
        else next.delete(CONTRACT_SEARCH_PARAM);
        return next;
      },
      { replace: true },
    );
    // Only the typed term drives the URL; a changed URL (Back) remounts the list with its own term.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const filter = contractSearchFilter(term);
  return { value, setValue, filter, active: Object.keys(filter).length > 0, term };
}

/** Spec 2 §5 "Contract search input": a contract id, a grower SAP id or a grower name. */
export function ContractSearchInput({ search }: { search: ContractSearch }) {
  return (
    <TextInput
      label="Search contracts"
      placeholder="Contract ID, grower SAP ID or grower name"
      value={search.value}
      onChange={(event) => search.setValue(event.currentTarget.value)}
      rightSection={
        search.value ? <CloseButton aria-label="Clear search" onClick={() => search.setValue('')} /> : undefined
      }
    />
  );
}

/** What the contracts table says when it is empty: nothing matched a search, or no contracts. */
export const emptyTextFor = (search: ContractSearch) =>
  search.active ? CONTRACT_MESSAGES.noContractsMatch : CONTRACT_MESSAGES.noContracts;
