import { Anchor, Autocomplete, Button, Group, Loader, Modal, Paper, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  COMPANY_TYPE_LABELS,
  hasGeneralAccess,
  LINK_COMPANY_MESSAGES,
  SEARCH_DEBOUNCE_MS,
  type Company,
  type CompanyListItem,
  type LinkedCompany,
  type SearchCompanyType,
} from '@portal/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../components/confirm-modal';
import { DataTable } from '../../components/data-table';
import { StatusView, type ModalStatus } from '../../components/status-view';
import { api } from '../../lib/api';
import { useSession } from '../../session/session-context';
import { companyOptionLabel, useCompanySearch } from '../../api/company-search';
import { useLinkedCompanies } from '../../api/linked-companies';
import { useReloadCompany } from './api';

/** Linked companies, with Link Companies and delete for general access (admins). */
export function LinkedCompaniesCard({ company }: { company: Company }) {
  const { access } = useSession();
  const admin = hasGeneralAccess(access);
  const links = useLinkedCompanies(company.company_id);
  const reload = useReloadCompany(company.company_id);
  const [linking, setLinking] = useState(false);
  const [unlinking, setUnlinking] = useState<LinkedCompany | null>(null);
  return (
    <Paper withBorder p="lg" component="section" aria-label="Linked companies">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Linked companies</Title>
          {admin && (
            <Button size="xs" onClick={() => setLinking(true)}>
              Link Companies
            </Button>
          )}
        </Group>
        <DataTable<LinkedCompany>
          caption="Linked companies"
          stackOnMobile
          loading={links.isPending}
          rows={links.data}
          rowKey={(l) => l.link_id}
          columns={[
            {
              key: 'name',
              header: 'Company name',
              render: (l) => (
                <Anchor component={Link} to={`/company/${l.company_id}`} fw={500}>
                  {l.company_name}
                </Anchor>
              ),
            },
            {
              key: 'type',
              header: 'Type',
              render: (l) => COMPANY_TYPE_LABELS[l.company_type as SearchCompanyType] ?? l.company_type,
            },
            { key: 'sap', header: 'SAP ID', render: (l) => l.sap_id ?? 'N/A' },
            {
              key: 'place',
              header: 'City, state',
              render: (l) => [l.city, l.state].filter(Boolean).join(', ') || 'N/A',
            },
            ...(admin
              ? [
                  {
                    key: 'delete',
                    header: <VisuallyHidden>Actions</VisuallyHidden>,
                    render: (l: LinkedCompany) => (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setUnlinking(l)}
                        aria-label={`Unlink ${l.company_name}`}
                      >
                        Delete
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Stack>
      {admin && (
        <>
          <LinkCompanyModal company={company} opened={linking} onClose={() => setLinking(false)} onLinked={reload} />
          <ConfirmModal
            opened={unlinking !== null}
            title="Delete linked company"
            confirmLabel="Delete"
            onClose={() => setUnlinking(null)}
            onConfirm={async () => {
              await api('/link', {
                method: 'DELETE',
                query: { company_id_1: company.company_id, company_id_2: unlinking!.company_id },
              });
              await reload();
            }}
          >
            {unlinking ? `Remove the link between ${company.company_name} and ${unlinking.company_name}?` : ''}
          </ConfirmModal>
        </>
      )}
    </Paper>
  );
}

/** Link Company: a company picked by search ('Please provide a company'); LOADING, SUCCESS, FAIL. */
function LinkCompanyModal({
  company,
  opened,
  onClose,
  onLinked,
}: {
  company: Company;
  opened: boolean;
  onClose: () => void;
  onLinked: () => unknown;
}) {
  const [status, setStatus] = useState<ModalStatus>('FORM');
  const [failure, setFailure] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<CompanyListItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useCompanySearch(debounced, opened);
  const options = (found.data ?? []).filter((c) => c.company_id !== company.company_id);

  const close = () => {
    setStatus('FORM');
    setSearch('');
    setPicked(null);
    setError(null);
    setFailure(null);
    onClose();
  };
  async function submit() {
    if (!picked) {
      setError(LINK_COMPANY_MESSAGES.company);
      return;
    }
    setStatus('LOADING');
    try {
      await api('/link', {
        method: 'POST',
        body: { company_id_1: company.company_id, company_id_2: picked.company_id },
      });
      await onLinked();
      setStatus('SUCCESS');
    } catch (e) {
      setFailure(e instanceof Error ? e.message : null);
      setStatus('FAILED');
    }
  }
  return (
    <Modal opened={opened} onClose={close} title="Link Company" centered>
      {status === 'FORM' ? (
        <form
          noValidate
          aria-label="Link Company"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
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
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit">Link</Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <StatusView
          status={status}
          loadingText={LINK_COMPANY_MESSAGES.loading}
          successText={LINK_COMPANY_MESSAGES.success}
          failedText={LINK_COMPANY_MESSAGES.failed}
          failedDetail={failure}
          onClose={close}
        />
      )}
    </Modal>
  );
}
