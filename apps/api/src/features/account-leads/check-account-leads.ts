import type { Db } from '../../db/client';
import { findExisting } from './repository';

/** validate=true: which reseller SAP ids and e-mails exist ({ sap_ids, emails } found). */
export function checkAccountLeads(db: Db, input: { reseller_sap_ids: string[]; new_account_lead_emails: string[] }) {
  return findExisting(db, input.reseller_sap_ids, input.new_account_lead_emails);
}
