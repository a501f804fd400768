import type { AccountLeadRow, AccountLeadsFound } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The e-mails and reseller SAP ids of the file that the server does not know. */
export type UnknownAccountLeads = { emails: string[]; sapIds: string[] };

export async function verifyAccountLeads(leads: readonly AccountLeadRow[]): Promise<UnknownAccountLeads> {
  const sapIds = [...new Set(leads.map((l) => l.reseller_sap_id))];
  const emails = [...new Set(leads.map((l) => l.new_account_lead_email))];
  const found = await api<AccountLeadsFound>('/update-eal-accounts', {
    method: 'POST',
    query: { validate: 'true' },
    body: { reseller_sap_ids: sapIds, new_account_lead_emails: emails },
  });
  return {
    emails: emails.filter((e) => !found.emails.includes(e)),
    sapIds: sapIds.filter((id) => !found.sap_ids.includes(id)),
  };
}

/** Verify: every e-mail and reseller SAP id must exist (spec 1, §5). */
export function useVerifyAccountLeadsMutation() {
  return useMutation({ mutationFn: verifyAccountLeads });
}
