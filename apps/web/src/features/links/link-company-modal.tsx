import { Stack } from '@mantine/core';
import { LINK_COMPANY_MESSAGES, type Company } from '@portal/domain';
import { useState } from 'react';
import { CompanyPicker, type PickedCompany } from '../../components/company-picker';
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
  const [picked, setPicked] = useState<PickedCompany | null>(null);
  const [error, setError] = useState<string | null>(null);

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
            <CompanyPicker
              label="Company"
              placeholder="Company name or SAP ID (3 characters or more)"
              required
              text={search}
              onTextChange={(value) => {
                setSearch(value);
                setError(null);
              }}
              value={picked}
              onPick={setPicked}
              enabled={opened}
              exclude={(c) => c.company_id === company.company_id}
              error={error}
            />
            <FormActions onCancel={cancel} submitLabel="Link" />
          </Stack>
        </form>
      )}
    </MutationModal>
  );
}
