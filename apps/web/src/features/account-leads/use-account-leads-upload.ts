import {
  ACCOUNT_LEAD_HEADERS,
  ACCOUNT_LEAD_LABELS,
  ACCOUNT_LEAD_SAVE_DELAY_MS,
  batches,
  checkAccountLeadRows,
  mapHeaders,
  rowsToRecords,
  type AccountLeadCheck,
  type AccountLeadPair,
} from '@portal/domain';
import { useState } from 'react';
import { api } from '../../lib/api';
import { readSheet } from '../../lib/read-sheet';

export type Parsed = AccountLeadCheck & { fileName: string; missingColumns: string[] };
export type VerifyState =
  { status: 'idle' | 'loading' | 'success' | 'error' } | { status: 'not-found'; emails: string[]; sapIds: string[] };
export type SaveState =
  | { status: 'idle' | 'success' | 'error' }
  | { status: 'saving'; done: number; total: number }
  | { status: 'failures'; failures: AccountLeadPair[] };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The upload's state machine: choose file → parse → issues or ready → verify → save in batches of 10. */
export function useAccountLeadsUpload() {
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [parsing, setParsing] = useState(false);
  const [verify, setVerify] = useState<VerifyState>({ status: 'idle' });
  const [save, setSave] = useState<SaveState>({ status: 'idle' });

  function reset() {
    setParsed(null);
    setVerify({ status: 'idle' });
    setSave({ status: 'idle' });
  }

  async function choose(file: File) {
    reset();
    setParsing(true);
    try {
      const sheet = await readSheet(file);
      const mapping = mapHeaders(ACCOUNT_LEAD_HEADERS, sheet.header);
      const check = checkAccountLeadRows(rowsToRecords(mapping, sheet.rows));
      const missingColumns = mapping.missing
        .filter((key) => key === 'new_account_lead_email' || key === 'reseller_sap_id')
        .map((key) => ACCOUNT_LEAD_LABELS[key]);
      const result: Parsed = { ...check, fileName: file.name, missingColumns };
      setParsed(result);
      return result;
    } catch {
      setParsed({
        rows: [],
        missing: [],
        duplicates: [],
        issueCount: 0,
        fileName: file.name,
        missingColumns: [ACCOUNT_LEAD_LABELS.new_account_lead_email, ACCOUNT_LEAD_LABELS.reseller_sap_id],
      });
      return null;
    } finally {
      setParsing(false);
    }
  }

  const leads = parsed?.rows.map((r) => r.lead) ?? [];
  const ready = Boolean(parsed && parsed.rows.length && parsed.issueCount === 0 && !parsed.missingColumns.length);

  async function runVerify() {
    setVerify({ status: 'loading' });
    setSave({ status: 'idle' });
    const sapIds = [...new Set(leads.map((l) => l.reseller_sap_id))];
    const emails = [...new Set(leads.map((l) => l.new_account_lead_email))];
    try {
      const found = await api<{ sap_ids: string[]; emails: string[] }>('/update-eal-accounts', {
        method: 'POST',
        query: { validate: 'true' },
        body: { reseller_sap_ids: sapIds, new_account_lead_emails: emails },
      });
      const unknownSap = sapIds.filter((id) => !found.sap_ids.includes(id));
      const unknownEmail = emails.filter((e) => !found.emails.includes(e));
      setVerify(
        unknownSap.length || unknownEmail.length
          ? { status: 'not-found', emails: unknownEmail, sapIds: unknownSap }
          : { status: 'success' },
      );
    } catch {
      setVerify({ status: 'error' });
    }
  }

  async function runSave() {
    const groups = batches(leads);
    setSave({ status: 'saving', done: 0, total: groups.length });
    await wait(ACCOUNT_LEAD_SAVE_DELAY_MS);
    const failures: AccountLeadPair[] = [];
    try {
      for (const [index, group] of groups.entries()) {
        const reply = await api<{ success_assignments: AccountLeadPair[]; failuer_assignments: AccountLeadPair[] }>(
          '/update-eal-accounts',
          {
            method: 'POST',
            query: { submit: 'true' },
            body: { assignment_list: group },
          },
        );
        failures.push(...reply.failuer_assignments);
        setSave({ status: 'saving', done: index + 1, total: groups.length });
      }
      setSave(failures.length ? { status: 'failures', failures } : { status: 'success' });
    } catch {
      setSave({ status: 'error' });
    }
  }

  return { parsed, parsing, verify, save, ready, choose, reset, runVerify, runSave };
}
