import { canReadAllCompanies, checkAccess } from '@portal/domain';
import type { Tx } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { forbidden } from '../../plugins/errors';
import { companySightOf, liveCompaniesBySapId } from './repository';

/** Company-training at the live company owning each SAP id (admins: any SAP id, e.g. of an upload). */
export async function assertTrainingWritable(tx: Tx, actor: Actor, sapIds: string[]) {
  if (actor.roleType === 'admin') return;
  const owners = await liveCompaniesBySapId(tx, [...new Set(sapIds)]);
  const allowed = (sapId: string) =>
    owners.some((o) => o.sapId === sapId && checkAccess(actor.access, o.companyId, 'company-training') === 'success');
  if (!sapIds.every(allowed)) throw forbidden();
}

/**
 * How much of a company's training record (by SAP id) the actor may read: all of it for a company they
 * see, the status only for a company linked to theirs (a grain receiver checks its reseller before a
 * contract), nothing otherwise.
 */
export async function trainingReadScope(tx: Tx, actor: Actor, sapId: string): Promise<'all' | 'status' | 'none'> {
  if (canReadAllCompanies(actor.access)) return 'all';
  const sight = await companySightOf(tx, actor, sapId);
  return sight === 'visible' ? 'all' : sight === 'linked' ? 'status' : 'none';
}
