import { defaultPlantingAndHarvestDates, type PlantingAndHarvestDate } from '@portal/domain';
import type { Service } from '../../services/service';
import { findPlantingDates, type PlantingDateDeps } from './repository';

/** The window of a year; June 15 and November 15 of that year (id null) when none is stored. */
export const readPlantingDates = (async (deps, _ctx, year) => {
  return (
    (await findPlantingDates(deps.db, year)) ?? {
      planting_and_harvest_date_id: null,
      selected_year: year,
      ...defaultPlantingAndHarvestDates(year),
      version: null,
    }
  );
}) satisfies Service<PlantingDateDeps, number, PlantingAndHarvestDate>;
