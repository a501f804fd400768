import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { REPORT_LIMITS } from '@portal/domain';
import { useState } from 'react';
import { companyOptionLabel, useCompanySearch } from '../../../api/company-search';
import { useCompanyName } from '../api/get-net-bushels';

/**
 * The Net Bushels company filter: a search by name or SAP id from 3 characters, 300 ms after the last
 * key; picking a hit filters by its id, clearing the box removes the filter.
 */
export function CompanySearchInput({
  companyId,
  onChange,
}: {
  companyId: string | undefined;
  onChange: (companyId: string | undefined) => void;
}) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const name = useCompanyName(companyId);
  // a bookmarked filter shows its company's name once read
  const [named, setNamed] = useState<string | undefined>();
  if (name.data && named !== companyId) {
    setNamed(companyId);
    if (!text) {
      setText(name.data);
      setPicked(name.data);
    }
  }
  const [term] = useDebouncedValue(text.trim(), REPORT_LIMITS.searchDebounceMs);
  const found = useCompanySearch(term, term !== picked);
  const hits = found.data ?? [];
  const labels = [...new Set(hits.map(companyOptionLabel))];

  return (
    <Autocomplete
      label="Company"
      placeholder="Company name or SAP ID"
      value={text}
      onChange={(value) => {
        setText(value);
        if (!value.trim() && companyId) onChange(undefined);
      }}
      onOptionSubmit={(label) => {
        const company = hits.find((c) => companyOptionLabel(c) === label);
        if (!company) return;
        setPicked(label);
        onChange(company.company_id);
      }}
      data={labels}
      filter={({ options }) => options}
      rightSection={found.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
      clearable
    />
  );
}
