import { Anchor, Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { companyTypeLabel, hasGeneralAccess, type Company } from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { HistoryButton } from '../../components/history-panel';
import { ConfirmModal } from '../../components/confirm-modal';
import { PageLoader } from '../../components/page-loader';
import { QueryError } from '../../components/query-error';
import { useAccess, useSession } from '../../session/session-context';
import { useCompany, useCompanyPeople } from './api/companies';
import { useDeleteCompany } from './api/delete-company';
import { useReloadCompany } from './api/sync-company';
import { CompanyDetailsCard } from './company-details-card';
import { CompanyInfoCard } from './company-info-card';
import { NonEnogenContractsCard } from './non-enogen-contracts-card';
import { PeopleCard } from './people-card';
import { SyncCompanyButton } from './sync-company-button';
import { usePageTitle } from '../../lib/page-title';

/** The other areas' parts of the page, given the company (app/ composes them in). */
type Sections = { main: (company: Company) => ReactNode; side: (company: Company) => ReactNode };

/**
 * /company/{company_id}. Main column: people and the sections other features add (linked companies,
 * contracts, plans); side column: the company's own data, other features' cards, then the non
 * Enogen switch. One column under the md breakpoint.
 */
export function CompanyPage(sections: Sections) {
  const { companyId = '' } = useParams();
  const company = useCompany(companyId);
  if (company.isPending) return <PageLoader />;
  if (company.isError)
    return (
      <QueryError
        error={company.error}
        notFoundText="Company not found"
        header={<BackLink />}
        onRetry={() => void company.refetch()}
      >
        <Anchor component={Link} to="/company">
          Back to the companies
        </Anchor>
      </QueryError>
    );
  return <CompanyView company={company.data} {...sections} />;
}

function BackLink() {
  return (
    <Anchor component={Link} to="/company" size="sm">
      ← Companies
    </Anchor>
  );
}

function CompanyView({ company, main, side }: { company: Company } & Sections) {
  const companyId = company.company_id;
  const { access } = useSession();
  const people = useCompanyPeople(companyId);
  const reload = useReloadCompany(companyId);
  const canSync = useAccess(companyId, 'sync-company') === 'success';
  const admin = hasGeneralAccess(access);
  usePageTitle(company.company_name);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <BackLink />
          <Title order={1} size="h2">
            {company.company_name}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{companyTypeLabel(company.company_type)}</Badge>
            {company.enogen_dealer && <Badge color="yellow">Enogen Dealer</Badge>}
            {company.sap_id && (
              <Text size="sm" c="dimmed">
                SAP ID {company.sap_id}
              </Text>
            )}
          </Group>
        </Stack>
        <Group gap="sm">
          <HistoryButton kind="company" id={companyId} size="sm" />
          {canSync && <SyncCompanyButton sapId={company.sap_id} onSynced={reload} />}
        </Group>
      </Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <PeopleCard company={company} kind="contacts" people={people.data} loading={people.isPending} />
            <PeopleCard company={company} kind="employees" people={people.data} loading={people.isPending} />
            {main(company)}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <CompanyInfoCard company={company} />
            <CompanyDetailsCard company={company} />
            {side(company)}
            <NonEnogenContractsCard company={company} />
          </Stack>
        </Grid.Col>
      </Grid>
      {admin && <DeleteCompanyButton company={company} />}
    </Stack>
  );
}

/** Delete company (general access), at the page's end away from everyday actions, after a confirmation; then /dashboard. */
function DeleteCompanyButton({ company }: { company: Company }) {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteCompany();
  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      aria-label="Danger zone"
      style={{ borderColor: 'var(--mantine-color-red-3)' }}
    >
      <Group justify="space-between" gap="sm">
        <div>
          <Title order={2} size="h4">
            Danger zone
          </Title>
          <Text size="sm" c="dimmed">
            Deleting the company removes it from every list.
          </Text>
        </div>
        <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
          Delete company
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title="Delete company"
        confirmLabel="Delete company"
        onClose={() => setConfirming(false)}
        mutation={remove}
        variables={company.company_id}
        onDone={() => navigate('/dashboard')}
      >
        Delete {company.company_name}? It disappears from every list.
      </ConfirmModal>
    </Paper>
  );
}
