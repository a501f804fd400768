import { Autocomplete, Loader, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LINK_COMPANY_MESSAGES, SEARCH_DEBOUNCE_MS, type Company, type CompanyListItem } from '@portal/domain';
import { useState } from 'react';
import { companyOptionLabel, useCompanySearch } from '../../api/company-search';
import { MutationModal } from '../../components/mutation-modal';
import { useLinkCompanies } from './api/link-companies';
import { FormActions } from '../../components/form-actions';

/** Link Company: a company picked by search ('Please provide a company'); LOADING, SUCCESS, FAIL. */
export function LinkCompanyModal({
  company,
  opened,
  onClose,
}: {
  company: Company;
  opened: boolean;
  onClose: () => void;
}) {
  const link = useLinkCompanies();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<CompanyListItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useCompanySearch(debounced, opened);
  const options = (found.data ?? []).filter((c) => c.company_id !== company.company_id);

  const close = () => {
    setSearch('');
    setPicked(null);
    setError(null);
    onClose();
  };
  function submit() {
    if (!picked) setError(LINK_COMPANY_MESSAGES.company);
    else link.mutate({ company_id_1: company.company_id, company_id_2: picked.company_id });
  }
  return (
    <MutationModal
      mutation={link}
      opened={opened}
      onClose={close}
      title="Link Company"
      loadingText={LINK_COMPANY_MESSAGES.loading}
      successText={LINK_COMPANY_MESSAGES.success}
      failedText={LINK_COMPANY_MESSAGES.failed}
      failedDetail={(failure) => failure.message}
    >
      {(cancel) => (
        <form
          noValidate
          aria-label="Link Company"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack>
            <Autocomplete
              label="Company"
              placeholder="Company name or SAP ID (3 characters or more)"
              required
              value={search}
              error={error}
              onChange={(value) => {
                setSearch(value);
                setError(null);
                setPicked(options.find((c) => companyOptionLabel(c) === value) ?? null);
              }}
              data={options.map(companyOptionLabel)}
              filter={({ options: all }) => all}
              rightSection={found.isFetching ? <Loader size="xs" /> : null}
            />
            <FormActions onCancel={cancel} submitLabel="Link" />
          </Stack>
        </form>
      )}
    </MutationModal>
  );
}
