import { Anchor, Button, Group, Paper, Stack, Title, VisuallyHidden } from '@mantine/core';
import {
  COMPANY_TYPE_LABELS,
  hasGeneralAccess,
  type Company,
  type LinkedCompany,
  type SearchCompanyType,
} from '@portal/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../components/confirm-modal';
import { DataTable } from '../../components/data-table';
import { useLinkedCompanies } from '../../api/linked-companies';
import { useSession } from '../../session/session-context';
import { useUnlinkCompanies } from './api/link-companies';
import { LinkCompanyModal } from './link-company-modal';

/** Linked companies, with Link Companies and Unlink for general access (admins). */
export function LinkedCompaniesCard({ company }: { company: Company }) {
  const { access } = useSession();
  const admin = hasGeneralAccess(access);
  const links = useLinkedCompanies(company.company_id);
  const unlink = useUnlinkCompanies();
  const [linking, setLinking] = useState(false);
  const [unlinking, setUnlinking] = useState<LinkedCompany | null>(null);
  return (
    <Paper withBorder p="lg" component="section" aria-label="Linked companies">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Linked companies
          </Title>
          {admin && (
            <Button size="xs" onClick={() => setLinking(true)}>
              Link Companies
            </Button>
          )}
        </Group>
        <DataTable<LinkedCompany>
          caption="Linked companies list"
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
                    key: 'unlink',
                    header: <VisuallyHidden>Actions</VisuallyHidden>,
                    render: (l: LinkedCompany) => (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setUnlinking(l)}
                        aria-label={`Unlink ${l.company_name}`}
                      >
                        Unlink
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
          <LinkCompanyModal company={company} opened={linking} onClose={() => setLinking(false)} />
          <ConfirmModal
            opened={unlinking !== null}
            title="Unlink company"
            confirmLabel="Unlink"
            onClose={() => setUnlinking(null)}
            mutation={unlink}
            variables={{ company_id_1: company.company_id, company_id_2: unlinking?.company_id ?? '' }}
          >
            {unlinking
              ? `Unlink ${unlinking.company_name} from ${company.company_name}? Both companies stay; only the link goes.`
              : ''}
          </ConfirmModal>
        </>
      )}
    </Paper>
  );
}
