import { Anchor, Badge, Center, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  deliveryMonthLabel,
  formatAmount,
  formatPhone,
  orNA,
  signerPhoneLabel,
  unitLabel,
  type ContractView,
  type HistoryUserInfo,
  type SignerContactField,
} from '@portal/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from './contracts-table';
import { StewardshipIndicator, type StewardshipStages } from './stewardship-indicator';

/** A detail widget: LOADING, EMPTY (with its text) or its data. */
export function Widget({
  title,
  loading,
  empty,
  emptyText,
  children,
  action,
}: {
  title: string;
  loading: boolean;
  empty?: boolean;
  emptyText?: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {loading ? (
        <Center p="md" role="status" aria-label={`Loading ${title}`}>
          <Loader size="sm" />
        </Center>
      ) : empty ? (
        <Text c="dimmed">{emptyText ?? 'No data'}</Text>
      ) : (
        children
      )}
    </Paper>
  );
}

export function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm">
        {children}
      </Text>
    </div>
  );
}

const dateOnly = (value: string | null) => (value ? formatDate(`${value.slice(0, 10)}T12:00:00`) : 'N/A');

export function ContractDetailsWidget({ contract }: { contract: ContractView | undefined }) {
  const details = contract?.contract_details;
  const grower = details?.grower_details;
  const display = details?.display_details;
  const fields = details?.fields ?? [];
  return (
    <Widget title="Contract details" loading={!contract}>
      {contract && details && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Info label="Contract ID">{contract.new_contract_id}</Info>
            <Info label="Contract type">{contract.contract_type}</Info>
            <Info label="Contract year">{contract.contract_year}</Info>
            <Info label="Language">{contract.contract_language}</Info>
            <Info label="Contract start">{dateOnly(contract.contract_start)}</Info>
            <Info label="Contract end">{dateOnly(contract.contract_end)}</Info>
            <Info label="Created">{formatDate(contract.created)}</Info>
            <Info label="Modified">{formatDate(contract.modified)}</Info>
            {contract.contract_state === 'voided' && (
              <Info label="Voided date">{formatDate(contract.voided_date)}</Info>
            )}
            <Info label="Inventory code">{orNA(display?.production_plan_inventory_code)}</Info>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Info label="Grower">
              <Text size="sm" fw={600}>
                {grower?.grower_name ?? 'N/A'}
              </Text>
              <Text size="sm">SAP ID: {orNA(grower?.sap_id)}</Text>
              <Text size="sm">
                {[grower?.address, grower?.address2, grower?.city, grower?.state, grower?.zipcode]
                  .filter(Boolean)
                  .join(', ') || 'N/A'}
              </Text>
              <Text size="sm">Phone: {formatPhone(grower?.phone)}</Text>
              <Text size="sm">Email: {orNA(grower?.email)}</Text>
            </Info>
            <Stack gap="sm">
              <Info label="Reseller">
                {details.reseller_details.reseller_id ? (
                  <Anchor component={Link} to={`/company/${details.reseller_details.reseller_id}`}>
                    {details.reseller_details.reseller_name ?? 'N/A'}
                  </Anchor>
                ) : (
                  'N/A'
                )}
              </Info>
              <Info label="Grain receiver">
                <Anchor component={Link} to={`/company/${details.grain_receiver_details.grain_receiver_id}`}>
                  {details.grain_receiver_details.grain_receiver_name}
                </Anchor>
              </Info>
              {details.third_party_operator_details && (
                <Info label="Third-party operator">
                  <Anchor
                    component={Link}
                    to={`/company/${details.third_party_operator_details.third_party_operator_id}`}
                  >
                    {details.third_party_operator_details.company_name}
                  </Anchor>
                </Info>
              )}
            </Stack>
          </SimpleGrid>
          {display && (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Info label="Total acres">{display.total_acres.toFixed(2)}</Info>
              <Info label="Units needed">{formatAmount(display.units_needed)}</Info>
              <Info label="Avg planting rate">{formatAmount(display.weighted_planting_rate)}</Info>
              <Info label="Total yield">{formatAmount(display.total_yield)}</Info>
            </SimpleGrid>
          )}
          {details.cattle_info?.cattle_type && (
            <Info label="Cattle">
              {details.cattle_info.cattle_type}, {orNA(details.cattle_info.unit_count)} head
            </Info>
          )}
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
              Fields
            </Text>
            {fields.length ? (
              <Table.ScrollContainer minWidth={520}>
                <Table striped aria-label="Contract fields" fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Field</Table.Th>
                      <Table.Th>Farm</Table.Th>
                      <Table.Th ta="right">Acres</Table.Th>
                      <Table.Th ta="right">Planting rate</Table.Th>
                      <Table.Th ta="right">APH</Table.Th>
                      <Table.Th>Border rows</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {fields.map((field) => (
                      <Table.Tr key={field.field_id}>
                        <Table.Td>{field.is_total ? 'Total Enogen acres' : field.field_name}</Table.Td>
                        <Table.Td>{orNA(field.farm_name)}</Table.Td>
                        <Table.Td ta="right">{formatAmount(field.acres)}</Table.Td>
                        <Table.Td ta="right">{formatAmount(field.planting_rate)}</Table.Td>
                        <Table.Td ta="right">{formatAmount(field.average_yield)}</Table.Td>
                        <Table.Td>{field.border_rows ? 'Yes' : 'No'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Text size="sm" c="dimmed">
                No fields.
              </Text>
            )}
          </div>
        </Stack>
      )}
    </Widget>
  );
}

export function DeliveryWidget({ contract }: { contract: ContractView | undefined }) {
  const rows = contract?.contract_details.delivery_schedule ?? [];
  const harvested = new Map(
    (contract?.committed_units ?? []).map((u) => [
      `${u.delivery_type}-${u.delivery_year}-${u.delivery_month}`,
      u.harvest_bushels,
    ]),
  );
  return (
    <Widget title="Delivery" loading={!contract} empty={!rows.length} emptyText="No delivery schedule.">
      <Table.ScrollContainer minWidth={420}>
        <Table striped aria-label="Delivery schedule" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Month</Table.Th>
              <Table.Th>Delivery type</Table.Th>
              <Table.Th ta="right">Acres</Table.Th>
              <Table.Th ta="right">Units</Table.Th>
              <Table.Th ta="right">Delivered</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const key = `${row.delivery_type}-${row.delivery_year}-${row.delivery_month}`;
              return (
                <Table.Tr key={key}>
                  <Table.Td>{deliveryMonthLabel(row.delivery_month, row.delivery_year)}</Table.Td>
                  <Table.Td>{row.delivery_type}</Table.Td>
                  <Table.Td ta="right">{formatAmount(row.contract_acres)}</Table.Td>
                  <Table.Td ta="right">
                    {formatAmount(row.contract_units)} {unitLabel(row.delivery_type)}
                  </Table.Td>
                  <Table.Td ta="right">{formatAmount(harvested.get(key) ?? 0)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Widget>
  );
}

const CONTACT_LABELS: Record<SignerContactField, string> = {
  email: 'email',
  phone: 'phone',
  delivery_choice: 'delivery',
};
const contactValue = (field: SignerContactField, value: string | null) =>
  field === 'phone' ? signerPhoneLabel(value) : orNA(value);

const HISTORY_BLOCKS = [
  ['created_user_info', 'Created'],
  ['voided_user_info', 'Voided'],
  ['amended_user_info', 'Amended'],
  ['deleted_user_info', 'Deleted'],
  ['assign_fields_user_info', 'Fields assigned'],
] as const;

export function ContractHistoryWidget({
  contract,
  companyId,
  canReadUsers,
}: {
  contract: ContractView | undefined;
  companyId: string;
  canReadUsers: boolean;
}) {
  const history = contract?.contract_history;
  const blocks = history ? HISTORY_BLOCKS.filter(([key]) => history[key]) : [];
  const stewardship = history?.stewardship_history ?? [];
  const contactChanges = history?.signer_contact_changes ?? [];
  const userName = (info: { user_id?: string | null; user_name: string | null; user_email: string | null }) => {
    const name = info.user_name || info.user_email || 'N/A';
    return canReadUsers && info.user_id ? (
      <Anchor component={Link} to={`/company/${companyId}/user/${info.user_id}`}>
        {name}
      </Anchor>
    ) : (
      name
    );
  };
  return (
    <Widget
      title="Contract history"
      loading={!contract}
      empty={!blocks.length && !stewardship.length && !contactChanges.length}
      emptyText="No history."
    >
      <Stack gap="sm">
        {blocks.map(([key, label]) => {
          const info = history![key] as HistoryUserInfo;
          return (
            <Info key={key} label={label}>
              {userName(info)}
              {info.user_email && info.user_name ? ` (${info.user_email})` : ''} · {formatDate(info.date)} ·{' '}
              {info.system_name}
            </Info>
          );
        })}
        {contactChanges.length > 0 && (
          <Info label="Signer contact changes">
            <Stack gap={2}>
              {contactChanges.map((entry, index) => (
                <Text size="sm" key={`${entry.date}-${index}`}>
                  {entry.signer_name}
                  {entry.role ? ` (${entry.role})` : ''}:{' '}
                  {entry.changes
                    .map(
                      (c) =>
                        `${CONTACT_LABELS[c.field]} ${contactValue(c.field, c.from)} → ${contactValue(c.field, c.to)}`,
                    )
                    .join(', ')}{' '}
                  · {userName(entry)} · {formatDate(entry.date)}
                </Text>
              ))}
            </Stack>
          </Info>
        )}
        {stewardship.length > 0 && (
          <Info label="Stewardship history">
            <Stack gap={2}>
              {stewardship.map((entry, index) => (
                <Text size="sm" key={`${entry.edit_date_time}-${index}`}>
                  {entry.action} · {entry.user_name || entry.user_email || 'N/A'} · {formatDate(entry.edit_date_time)}
                </Text>
              ))}
            </Stack>
          </Info>
        )}
      </Stack>
    </Widget>
  );
}

export function SignersWidget({ contract }: { contract: ContractView | undefined }) {
  const signers = contract?.contract_signers ?? [];
  return (
    <Widget title="Signers" loading={!contract} empty={!signers.length} emptyText="Not sent for signing yet.">
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {signers.map((signer) => (
          <li key={signer.contract_signer_id}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {[signer.first_name, signer.last_name].filter(Boolean).join(' ') || 'N/A'}
                </Text>
                <Text size="sm" c="dimmed">
                  {[
                    signer.title ?? signer.role,
                    signer.delivery_choice === 'phone' ? signerPhoneLabel(signer.phone) : orNA(signer.email),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {signer.approval_timestamp && (
                  <Text size="xs" c="dimmed">
                    Signed {new Date(signer.approval_timestamp).toLocaleString('en-US')}
                  </Text>
                )}
              </div>
              <Badge
                color={signer.contract_status === 'signed' ? 'green' : 'yellow.4'}
                c={signer.contract_status === 'signed' ? 'white' : 'dark.8'}
                tt="none"
                style={{ flexShrink: 0, maxWidth: 'none' }}
              >
                {signer.contract_status}
              </Badge>
            </Group>
          </li>
        ))}
      </Stack>
    </Widget>
  );
}

export function StorageWidget({ contract }: { contract: ContractView | undefined }) {
  const storage = contract?.contract_details.storage ?? [];
  return (
    <Widget title="Storage locations" loading={!contract} empty={!storage.length} emptyText="No storage locations.">
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {storage.map((location, index) => (
          <li key={location.storage_location_id ?? index}>
            <Text size="sm" fw={600}>
              {location.storage_name}
            </Text>
            <Text size="sm" c="dimmed">
              {location.storage_type} · capacity {formatAmount(location.storage_capacity)} · {location.storage_latitude}
              , {location.storage_longitude}
            </Text>
          </li>
        ))}
      </Stack>
    </Widget>
  );
}

export function StewardshipWidget({
  contract,
  companyId,
  stages,
  loadingStages,
}: {
  contract: ContractView | undefined;
  companyId: string;
  stages: StewardshipStages | null;
  loadingStages: boolean;
}) {
  const activityId = contract?.stewardship_activity_id;
  return (
    <Widget
      title="Stewardship summary"
      loading={!contract || (Boolean(activityId) && loadingStages)}
      empty={!activityId}
      emptyText="No stewardship activity yet."
    >
      <Stack gap="sm">
        <StewardshipIndicator stages={stages} withLabels />
        <Anchor component={Link} to={`/company/${companyId}/stewardship/${activityId}`} size="sm">
          Open the stewardship activity
        </Anchor>
      </Stack>
    </Widget>
  );
}
