import { Anchor, Badge, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { COMPANY_TYPE_LABELS, hasGeneralAccess, type Company, type SearchCompanyType } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '../../components/confirm-modal';
import { PageLoader } from '../../components/page-loader';
import { QueryError } from '../../components/query-error';
import { api } from '../../lib/api';
import { CompanyContractsSection } from '../contracts/company-contracts-section';
import { CompanyPlansSection } from '../production-plans/company-plans-section';
import { ProgramsCard } from '../programs/programs-card';
import { TrainingCard } from '../training/training-card';
import { useAccess, useSession } from '../../session/session-context';
import { COMPANY_API, companyKeys, useCompany, useCompanyPeople, useReloadCompany } from './api';
import { CompanyDetailsCard } from './company-details-card';
import { CompanyInfoCard } from './company-info-card';
import { LinkedCompaniesCard } from './linked-companies-card';
import { NonEnogenContractsCard } from './non-enogen-contracts-card';
import { PeopleCard } from './people-card';
import { SyncCompanyButton } from './sync-company-button';

/**
 * /company/{company_id}. Main column: people, linked companies and the sections other features
 * add; side column: the company's own data and switches. One column under the md breakpoint.
 */
export function CompanyPage() {
  const { companyId = '' } = useParams();
  const company = useCompany(companyId);
  if (company.isPending) return <PageLoader />;
  if (company.isError)
    return (
      <QueryError error={company.error} notFoundText="Company not found" header={<BackLink />}>
        <Anchor component={Link} to="/company">
          Back to the companies
        </Anchor>
      </QueryError>
    );
  return <CompanyView company={company.data} />;
}

function BackLink() {
  return (
    <Anchor component={Link} to="/company" size="sm">
      ← Companies
    </Anchor>
  );
}

function CompanyView({ company }: { company: Company }) {
  const companyId = company.company_id;
  const { access } = useSession();
  const people = useCompanyPeople(companyId);
  const reload = useReloadCompany(companyId);
  const canSync = useAccess(companyId, 'sync-company') === 'success';
  const admin = hasGeneralAccess(access);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <BackLink />
          <Title order={2}>{company.company_name}</Title>
          <Group gap="xs">
            <Badge variant="light">
              {COMPANY_TYPE_LABELS[company.company_type as SearchCompanyType] ?? company.company_type}
            </Badge>
            {company.enogen_dealer && <Badge color="yellow">Enogen Dealer</Badge>}
            {company.sap_id && (
              <Text size="sm" c="dimmed">
                SAP ID {company.sap_id}
              </Text>
            )}
          </Group>
        </Stack>
        <Group gap="sm">
          {canSync && <SyncCompanyButton sapId={company.sap_id} onSynced={reload} />}
          {admin && <DeleteCompanyButton company={company} />}
        </Group>
      </Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <PeopleCard company={company} kind="contacts" people={people.data} loading={people.isPending} />
            <PeopleCard company={company} kind="employees" people={people.data} loading={people.isPending} />
            <LinkedCompaniesCard company={company} />
            <CompanyContractsSection companyId={company.company_id} />
            {/* scale tickets, grain-receiver and 3PO companies only (grain operations) */}
            <CompanyPlansSection companyId={companyId} companyType={company.company_type} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <CompanyInfoCard company={company} />
            <CompanyDetailsCard company={company} />
            <TrainingCard companyId={companyId} sapId={company.sap_id} companyName={company.company_name} />
            <ProgramsCard companyId={companyId} />
            <NonEnogenContractsCard company={company} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Delete company (general access), after a confirmation; then /dashboard. */
function DeleteCompanyButton({ company }: { company: Company }) {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <>
      <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
        Delete company
      </Button>
      <ConfirmModal
        opened={confirming}
        title="Delete company"
        confirmLabel="Delete company"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await api(COMPANY_API, { method: 'DELETE', query: { company_id: company.company_id } });
          queryClient.removeQueries({ queryKey: companyKeys.one(company.company_id) });
          await queryClient.invalidateQueries({ queryKey: companyKeys.all });
          navigate('/dashboard');
        }}
      >
        Delete {company.company_name}? It disappears from every list.
      </ConfirmModal>
    </>
  );
}
