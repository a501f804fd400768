import { batches, type AccountLeadPair, type AccountLeadRow, type AccountLeadsSaved } from '@portal/domain';
import { api } from '../../../lib/api';

/** Some pairs were not saved: the 'Failure Account Lead list'. */
export class AccountLeadFailures extends Error {
  constructor(readonly failures: AccountLeadPair[]) {
    super('Some account leads were not saved');
  }
}

/** Saves the leads in batches of 10, reporting the rows saved; throws AccountLeadFailures when pairs failed. */
export async function saveAccountLeads(
  leads: readonly AccountLeadRow[],
  progress: (done: number, total: number) => void,
): Promise<void> {
  const groups = batches(leads);
  const failures: AccountLeadPair[] = [];
  let done = 0;
  progress(0, leads.length);
  for (const group of groups) {
    const reply = await api<AccountLeadsSaved>('/update-eal-accounts', {
      method: 'POST',
      query: { submit: 'true' },
      body: { assignment_list: group },
    });
    failures.push(...reply.failuer_assignments);
    done += group.length;
    progress(done, leads.length);
  }
  if (failures.length) throw new AccountLeadFailures(failures);
}
