import type { ColumnMapping } from '@portal/domain';
import type { Actor } from '../../plugins/actor';
import { notFound } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import { deleteColumnMapping, findColumnMapping, upsertColumnMapping } from './column-mapping-repository';
import { isCompanyVisible, type TicketDeps } from './repository';
import { assertTicketWrite } from './ticket-access';

/** The header mapping a company confirmed last ({} before its first upload). */
export function readColumnMapping(deps: TicketDeps, actor: Actor, companyId: string): Promise<ColumnMapping> {
  return deps.db.transaction(async (tx) => {
    if (!(await isCompanyVisible(tx, actor, companyId))) throw notFound('Company not found');
    return { company_id: companyId, mapping: await findColumnMapping(tx, companyId) };
  });
}

/** Remembers a company's confirmed mapping for its next upload (create-scale-ticket there). */
export function saveColumnMapping(deps: TicketDeps, actor: Actor, audit: Auditor, input: ColumnMapping) {
  return deps.db.transaction(async (tx) => {
    if (!(await isCompanyVisible(tx, actor, input.company_id))) throw notFound('Company not found');
    assertTicketWrite(actor, input.company_id, false);
    await upsertColumnMapping(tx, input.company_id, input.mapping);
    await audit(tx, { action: 'update', entity: 'scale_ticket_column_mapping', entityId: input.company_id });
    return input;
  });
}

/** Forgets a company's mapping (create-scale-ticket there): its next upload uses the standard column names only. */
export function resetColumnMapping(deps: TicketDeps, actor: Actor, audit: Auditor, companyId: string) {
  return deps.db.transaction(async (tx): Promise<ColumnMapping> => {
    if (!(await isCompanyVisible(tx, actor, companyId))) throw notFound('Company not found');
    assertTicketWrite(actor, companyId, false);
    if (await deleteColumnMapping(tx, companyId)) {
      await audit(tx, { action: 'delete', entity: 'scale_ticket_column_mapping', entityId: companyId });
    }
    return { company_id: companyId, mapping: {} };
  });
}
