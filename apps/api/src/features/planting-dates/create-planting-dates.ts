import type { PlantingAndHarvestDateInput } from '@portal/domain';
import { conflict } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import { insertPlantingDates, type PlantingDateDeps } from './repository';

/** Stores a year's window (409 when the year has one). */
export function createPlantingDates(deps: PlantingDateDeps, audit: Auditor, input: PlantingAndHarvestDateInput) {
  return deps.db.transaction(async (tx) => {
    const row = await insertPlantingDates(tx, input);
    if (!row) throw conflict(`Planting and harvest dates for ${input.selected_year} already exist.`);
    await audit(tx, {
      action: 'create',
      entity: 'planting_and_harvest_date',
      entityId: row.planting_and_harvest_date_id,
      details: input,
    });
    return row;
  });
}
