import type { PlantingAndHarvestDatePatch } from '@portal/domain';
import { conflict, notFound } from '../../plugins/errors';
import { claimVersion } from '../../services/record-version';
import type { Service, Versioned } from '../../services/service';
import {
  PLANTING_DATES_RECORD,
  updatePlantingDates as storePlantingDates,
  yearTakenByOther,
  type PlantingDateDeps,
} from './repository';

/** Changes a stored window on the version read (If-Match); its year must not be another window's (409). */
export const updatePlantingDates = (async (deps, { audit }, { change: input, version }) => {
  const { planting_and_harvest_date_id: id, ...window } = input;
  return deps.db.transaction(async (tx) => {
    await claimVersion(tx, PLANTING_DATES_RECORD, id, version, 'Planting and harvest dates not found');
    if (await yearTakenByOther(tx, window.selected_year, id))
      throw conflict(`Planting and harvest dates for ${window.selected_year} already exist.`);
    const row = await storePlantingDates(tx, id, window);
    if (!row) throw notFound('Planting and harvest dates not found');
    await audit(tx, { action: 'update', entity: 'planting_and_harvest_date', entityId: id, details: input });
    return row;
  });
}) satisfies Service<PlantingDateDeps, Versioned<PlantingAndHarvestDatePatch>>;
