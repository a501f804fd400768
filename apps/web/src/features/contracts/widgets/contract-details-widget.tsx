import { Anchor, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  contractTypeLabel,
  DENIED_STATUS,
  formatAmount,
  formatPhone,
  languageLabel,
  orNA,
  type ContractLink,
  type ContractView,
} from '@portal/domain';
import { Link } from 'react-router';
import { formatDate } from '../contracts-table';
import { Info, Widget } from './widget';

const contractPath = (link: ContractLink) => `/company/${link.company_id}/contracts/${link.contract_id}`;

const dateOnly = (value: string | null) => (value ? formatDate(value.slice(0, 10)) : 'N/A');

export function ContractDetailsWidget({ contract }: { contract: ContractView | undefined }) {
  const details = contract?.contract_details;
  const grower = details?.grower_details;
  const display = details?.display_details;
  const fields = details?.fields ?? [];
  return (
    <Widget title="Contract details" loading={!contract}>
      {contract && details && (
        <Stack gap="md">
          {contract.contract_state === 'voided' && contract.voided_from && (
            <div role="note" aria-label="Void reason">
              <Text size="sm" fw={600} c="red">
                Voided: {contract.voided_from}
              </Text>
              <Text size="xs" c="dimmed">
                by {orNA(contract.contract_history.voided_user_info?.user_name)} on {formatDate(contract.voided_date)}
              </Text>
            </div>
          )}
          {contract.contract_status === DENIED_STATUS &&
            contract.contract_signers
              .filter((s) => s.declined_at)
              .map((s) => (
                <div role="note" aria-label="Decline" key={s.contract_signer_id}>
                  <Text size="sm" fw={600} c="red">
                    Denied by {[s.first_name, s.last_name].filter(Boolean).join(' ') || 'a signer'}
                    {s.decline_reason ? `: ${s.decline_reason}` : ''}
                  </Text>
                  <Text size="xs" c="dimmed">
                    on {formatDate(s.declined_at)} · nobody can sign until it is resent for signing
                  </Text>
                </div>
              ))}
          {(contract.amends || contract.amended_by) && (
            <Group gap="lg">
              {contract.amends && (
                <Text size="sm">
                  Amends{' '}
                  <Anchor component={Link} to={contractPath(contract.amends)}>
                    {contract.amends.new_contract_id}
                  </Anchor>
                </Text>
              )}
              {contract.amended_by && (
                <Text size="sm">
                  Amended by{' '}
                  <Anchor component={Link} to={contractPath(contract.amended_by)}>
                    {contract.amended_by.new_contract_id}
                  </Anchor>
                </Text>
              )}
            </Group>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Info label="Contract ID">{contract.new_contract_id}</Info>
            <Info label="Contract type">{contractTypeLabel(contract.contract_type)}</Info>
            <Info label="Contract year">{contract.contract_year}</Info>
            <Info label="Language">{languageLabel(contract.contract_language)}</Info>
            <Info label="Contract start">{dateOnly(contract.contract_start)}</Info>
            <Info label="Contract end">{dateOnly(contract.contract_end)}</Info>
            <Info label="Created">{formatDate(contract.created)}</Info>
            <Info label="Created by">
              {contract.user_info ? (
                <>
                  {orNA(contract.user_info.user_name)}
                  {contract.user_info.user_email ? ` (${contract.user_info.user_email})` : ''}
                </>
              ) : (
                'N/A'
              )}
            </Info>
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
