import { CloseButton, TextInput } from '@mantine/core';
import { CONTRACT_MESSAGES, contractSearchFilter, type ContractSearchFilter } from '@portal/domain';
import { useUrlSearchText } from '../../lib/url-state';

export type ContractSearch = {
  /** What is typed. */
  value: string;
  setValue: (value: string) => void;
  /** The list's filter for the debounced term (in the URL). */
  filter: ContractSearchFilter;
  /** Whether a filter applies (an empty list then says that nothing matched). */
  active: boolean;
};

/**
 * The contract search box's state: typed text, debounced into the URL's contract_search (`commit`
 * writes it there, the page going back to its first), read back as the list's filter.
 */
export function useContractSearch(term: string, commit: (term: string) => void): ContractSearch {
  const [value, setValue] = useUrlSearchText(term, commit);
  const filter = contractSearchFilter(term);
  return { value, setValue, filter, active: Object.keys(filter).length > 0 };
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
