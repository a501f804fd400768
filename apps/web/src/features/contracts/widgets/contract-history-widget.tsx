import { Anchor, Stack, Text } from '@mantine/core';
import {
  orNA,
  signerPhoneLabel,
  type ContractView,
  type HistoryUserInfo,
  type SignerContactField,
} from '@portal/domain';
import { Link } from 'react-router';
import { formatDate } from '../contracts-table';
import { Info, Widget } from './widget';

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
  const declines = history?.signer_declines ?? [];
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
      empty={!blocks.length && !stewardship.length && !contactChanges.length && !declines.length}
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
        {declines.length > 0 && (
          <Info label="Declined">
            <Stack gap={2}>
              {declines.map((entry, index) => (
                <Text size="sm" key={`${entry.date}-${index}`}>
                  {entry.signer_name}
                  {entry.role ? ` (${entry.role})` : ''} · {formatDate(entry.date)}
                  {entry.reason ? ` · ${entry.reason}` : ''}
                </Text>
              ))}
            </Stack>
          </Info>
        )}
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
