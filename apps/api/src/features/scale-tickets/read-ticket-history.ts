import type { z } from 'zod';
import type { RecordHistoryPage, scaleTicketHistoryQuerySchema } from '@portal/domain';
import { notFound } from '../../plugins/errors';
import { readRecordHistory, rowsAbout, rowsOf } from '../../services/record-history';
import type { Service } from '../../services/service';
import { findPlans, findTicket, isCompanyVisible, type TicketDeps } from './repository';

/**
 * A ticket's history, read as the ticket is (its plan's company among those the actor sees; else
 * not found): its edits, and the deletes and restores of batches it was part of.
 */
export const readTicketHistory = (async ({ db }, { actor }, query) => {
  const ticket = await findTicket(db, query.scale_ticket_id);
  const [plan] = ticket ? await findPlans(db, [ticket.production_plan_id]) : [];
  if (!ticket || !plan || !(await isCompanyVisible(db, actor, plan.company_id)))
    throw notFound('Scale ticket not found');
  const id = ticket.scale_ticket_id;
  return readRecordHistory(db, [rowsOf('scale_ticket', id), rowsAbout('scale_ticket', id)], query.page);
}) satisfies Service<TicketDeps, z.output<typeof scaleTicketHistoryQuerySchema>, RecordHistoryPage>;
