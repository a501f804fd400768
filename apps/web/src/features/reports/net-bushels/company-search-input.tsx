import { Loader } from '@mantine/core';
import { REPORT_LIMITS } from '@portal/domain';
import { useState } from 'react';
import { CompanyPicker, type PickedCompany } from '../../../components/company-picker';
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
  const [picked, setPicked] = useState<PickedCompany | null>(null);
  const name = useCompanyName(companyId);
  // a bookmarked filter shows its company's name once read
  const [named, setNamed] = useState<string | undefined>();
  if (name.data && named !== companyId) {
    setNamed(companyId);
    if (!text && companyId) {
      setText(name.data);
      setPicked({ company_id: companyId, company_name: name.data, sap_id: null });
    }
  }

  return (
    <CompanyPicker
      label="Company"
      placeholder="Company name or SAP ID"
      text={text}
      onTextChange={(value) => {
        setText(value);
        if (!value.trim() && companyId) onChange(undefined);
      }}
      value={picked}
      onPick={(company) => {
        setPicked(company);
        if (company) onChange(company.company_id);
      }}
      debounceMs={REPORT_LIMITS.searchDebounceMs}
      fetching={<Loader size="xs" aria-label="Searching" />}
      clearable
    />
  );
}
