import type { ColumnMapping } from '@portal/domain';
import { notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { deleteColumnMapping, findColumnMapping, upsertColumnMapping } from './column-mapping-repository';
import { isCompanyVisible, type TicketDeps } from './repository';
import { assertTicketWrite } from './ticket-access';

/** The header mapping a company confirmed last ({} before its first upload). */
export const readColumnMapping = (async (deps, { actor }, companyId) => {
  return deps.db.transaction(async (tx) => {
    if (!(await isCompanyVisible(tx, actor, companyId))) throw notFound('Company not found');
    return { company_id: companyId, mapping: await findColumnMapping(tx, companyId) };
  });
}) satisfies Service<TicketDeps, string, ColumnMapping>;

/** Remembers a company's confirmed mapping for its next upload (create-scale-ticket there). */
export const saveColumnMapping = (async (deps, { actor, audit }, input) => {
  return deps.db.transaction(async (tx) => {
    if (!(await isCompanyVisible(tx, actor, input.company_id))) throw notFound('Company not found');
    assertTicketWrite(actor, input.company_id, false);
    await upsertColumnMapping(tx, input.company_id, input.mapping);
    await audit(tx, { action: 'update', entity: 'scale_ticket_column_mapping', entityId: input.company_id });
    return input;
  });
}) satisfies Service<TicketDeps, ColumnMapping>;

/** Forgets a company's mapping (create-scale-ticket there): its next upload uses the standard column names only. */
export const resetColumnMapping = (async (deps, { actor, audit }, companyId) => {
  return deps.db.transaction(async (tx): Promise<ColumnMapping> => {
    if (!(await isCompanyVisible(tx, actor, companyId))) throw notFound('Company not found');
    assertTicketWrite(actor, companyId, false);
    if (await deleteColumnMapping(tx, companyId)) {
      await audit(tx, { action: 'delete', entity: 'scale_ticket_column_mapping', entityId: companyId });
    }
    return { company_id: companyId, mapping: {} };
  });
}) satisfies Service<TicketDeps, string>;
