import { Badge, Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { canUpdateCompany, formatPhone, orNA, regionLabel, type Company, companyTypeLabel } from '@portal/domain';
import { useState } from 'react';
import { LabeledValue } from '../../components/labeled-value';
import { useSession } from '../../session/session-context';
import { CompanyFormModal } from './company-form-modal';

/** Company information with Edit (update-company, or update-assigned-company here). */
export function CompanyInfoCard({ company }: { company: Company }) {
  const { access } = useSession();
  const [editing, setEditing] = useState(false);
  const canEdit = canUpdateCompany(access, company.company_id);
  const address = [company.address1, company.address2].filter(Boolean).join(', ');
  const place = [company.city, regionLabel(company.country, company.state), company.zipcode].filter(Boolean).join(', ');
  return (
    <Paper withBorder p="lg" component="section" aria-label="Company information">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Company information
          </Title>
          {canEdit && (
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <LabeledValue label="Company type">{companyTypeLabel(company.company_type)}</LabeledValue>
          <LabeledValue label="Phone">{formatPhone(company.phone)}</LabeledValue>
          <LabeledValue label="Address">{orNA(address)}</LabeledValue>
          <LabeledValue label="City, state, zip">{orNA(place)}</LabeledValue>
          <LabeledValue label="Country">{company.country}</LabeledValue>
          <LabeledValue label="SAP ID">{orNA(company.sap_id)}</LabeledValue>
          <LabeledValue label="SFDC ID">{orNA(company.salesforce_id)}</LabeledValue>
          {company.inventory_code && <LabeledValue label="Inventory code">{company.inventory_code}</LabeledValue>}
          <LabeledValue label="Languages">
            <Group gap={4}>
              {company.supported_languages.map((l) => (
                <Badge key={l} variant="outline" size="sm">
                  {l}
                </Badge>
              ))}
            </Group>
          </LabeledValue>
        </SimpleGrid>
      </Stack>
      {canEdit && <CompanyFormModal opened={editing} onClose={() => setEditing(false)} company={company} />}
    </Paper>
  );
}
