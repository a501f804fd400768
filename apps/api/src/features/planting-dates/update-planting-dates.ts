import type { PlantingAndHarvestDatePatch } from '@portal/domain';
import { conflict, notFound } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import { updatePlantingDates as storePlantingDates, yearTakenByOther, type PlantingDateDeps } from './repository';

/** Changes a stored window; its year must not be another window's (409). */
export function updatePlantingDates(deps: PlantingDateDeps, audit: Auditor, input: PlantingAndHarvestDatePatch) {
  const { planting_and_harvest_date_id: id, ...window } = input;
  return deps.db.transaction(async (tx) => {
    if (await yearTakenByOther(tx, window.selected_year, id))
      throw conflict(`Planting and harvest dates for ${window.selected_year} already exist.`);
    const row = await storePlantingDates(tx, id, window);
    if (!row) throw notFound('Planting and harvest dates not found');
    await audit(tx, { action: 'update', entity: 'planting_and_harvest_date', entityId: id, details: input });
    return row;
  });
}
