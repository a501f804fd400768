import { DEFAULT_SALES_YEAR } from '@portal/domain';
import type { Db } from '../../src/db/client';
import { scaleTickets } from '../../src/db/schema';
import { insertRows, unique } from './insert-rows';

type TicketRow = typeof scaleTickets.$inferInsert;
type TicketOverrides = Partial<TicketRow> & Pick<TicketRow, 'productionPlanId' | 'externalReferenceId'>;

const withDefaults = (overrides: TicketOverrides): TicketRow => ({
  scaleTicketNumber: unique('ST-'),
  scaleTicketDate: `${DEFAULT_SALES_YEAR}-10-20`,
  growerName: 'Test grower',
  billOfLandingNumber: 'BOL-1',
  grossQuantity: 100,
  netQuantity: 100,
  testWeight: 56,
  moisture: 15,
  damage: 0,
  foreignMaterial: 0,
  ...overrides,
});

/**
 * A scale ticket stored directly (arranging a state the API would refuse, e.g. a ticket of a voided contract): 100
 * bushels of good grain on October 20 of the sales year under a unique number, unless the overrides say otherwise.
 */
export const buildScaleTicket = async (db: Db, overrides: TicketOverrides) =>
  (await insertRows(db, scaleTickets, [withDefaults(overrides)]))[0]!;

/** Several tickets in one statement. */
export const buildScaleTickets = (db: Db, overrides: TicketOverrides[]) =>
  insertRows(db, scaleTickets, overrides.map(withDefaults));
