import type { CompanyTrainingStatus } from '@portal/domain';
import type { Service } from '../../services/service';
import { findCompanyTraining, type TrainingDeps } from './repository';
import { trainingReadScope } from './training-access';

/**
 * The training status of a company (by SAP id) for a year: { success, active } plus the contact.
 * A SAP id of no company the actor may see answers like one without a record, so the
 * answer does not reveal which SAP ids exist.
 */
export const readCompanyTraining = (async (deps, { actor }, query) => {
  const { company_sap_id, training_year } = query;
  const none = { success: false, active: false, training_year, company_sap_id };
  const scope = await trainingReadScope(deps.db, actor, company_sap_id);
  if (scope === 'none') return none;
  const row = await findCompanyTraining(deps.db, company_sap_id, training_year);
  if (row && scope === 'status') return { success: true, active: row.active, training_year, company_sap_id };
  return row ? { success: true, ...row } : none;
}) satisfies Service<TrainingDeps, { company_sap_id: string; training_year: number }, CompanyTrainingStatus>;
