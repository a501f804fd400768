import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  canUpdateCompany,
  COMPANY_TYPE_LABELS,
  formatPhone,
  orNA,
  regionLabel,
  type Company,
  type SearchCompanyType,
} from '@portal/domain';
import { useState } from 'react';
import { useSession } from '../../session/session-context';
import { CompanyFormModal } from './company-form-modal';

export function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
    </div>
  );
}

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
          <Title order={4}>Company information</Title>
          {canEdit && (
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <Field
            label="Company type"
            value={COMPANY_TYPE_LABELS[company.company_type as SearchCompanyType] ?? company.company_type}
          />
          <Field label="Phone" value={formatPhone(company.phone)} />
          <Field label="Address" value={orNA(address)} />
          <Field label="City, state, zip" value={orNA(place)} />
          <Field label="Country" value={company.country} />
          <Field label="SAP ID" value={orNA(company.sap_id)} />
          <Field label="SFDC ID" value={orNA(company.salesforce_id)} />
          {company.inventory_code && <Field label="Inventory code" value={company.inventory_code} />}
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Languages
            </Text>
            <Group gap={4}>
              {company.supported_languages.map((l) => (
                <Badge key={l} variant="outline" size="sm">
                  {l}
                </Badge>
              ))}
            </Group>
          </div>
        </SimpleGrid>
      </Stack>
      {canEdit && <CompanyFormModal opened={editing} onClose={() => setEditing(false)} company={company} />}
    </Paper>
  );
}
