import type { Service } from '../../services/service';
import { findExisting, type AccountLeadDeps } from './repository';

/** validate=true: which reseller SAP ids and e-mails exist ({ sap_ids, emails } found). */
export const checkAccountLeads = (async ({ db }, _ctx, input) => {
  return findExisting(db, input.reseller_sap_ids, input.new_account_lead_emails);
}) satisfies Service<AccountLeadDeps, { reseller_sap_ids: string[]; new_account_lead_emails: string[] }>;
