import type { PlantingAndHarvestDateInput } from '@portal/domain';
import { conflict } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { insertPlantingDates, type PlantingDateDeps } from './repository';

/** Stores a year's window (409 when the year has one). */
export const createPlantingDates = (async (deps, { audit }, input) => {
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
}) satisfies Service<PlantingDateDeps, PlantingAndHarvestDateInput>;
