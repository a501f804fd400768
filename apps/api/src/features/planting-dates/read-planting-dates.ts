import { defaultPlantingAndHarvestDates, type PlantingAndHarvestDate } from '@portal/domain';
import { findPlantingDates, type PlantingDateDeps } from './repository';

/** The window of a year; June 15 and November 15 of that year (id null) when none is stored. */
export async function readPlantingDates(deps: PlantingDateDeps, year: number): Promise<PlantingAndHarvestDate> {
  return (
    (await findPlantingDates(deps.db, year)) ?? {
      planting_and_harvest_date_id: null,
      selected_year: year,
      ...defaultPlantingAndHarvestDates(year),
      version: null,
    }
  );
}
