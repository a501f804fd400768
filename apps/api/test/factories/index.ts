/**
 * One factory per table a test arranges: `buildX(db, overrides)` inserts a row with defaults for the columns
 * the test leaves out and returns it. Re-exported by `@portal/api/testing` for the browser tests.
 */
export { buildCompanies, buildCompany, buildLink } from './companies';
export { buildContract, buildContracts } from './contracts';
export { buildGrower } from './growers';
export { buildPlan, buildProgramAssignment } from './plans';
export { buildScaleTicket, buildScaleTickets } from './scale-tickets';
