import type { PlantingAndHarvestDate } from '@portal/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { plantingAndHarvestDates } from '../../db/schema';
import type { PortalDeps } from '../../services/deps';
import { versionOf, type VersionedRecord } from '../../services/record-version';

export type PlantingDateDeps = Pick<PortalDeps, 'db'>;

const columns = {
  planting_and_harvest_date_id: plantingAndHarvestDates.plantingAndHarvestDateId,
  selected_year: plantingAndHarvestDates.selectedYear,
  planting_date: plantingAndHarvestDates.plantingDate,
  harvest_date: plantingAndHarvestDates.harvestDate,
  version: versionOf(plantingAndHarvestDates),
};

/** A year's window is edited on the version its row had when read. */
export const PLANTING_DATES_RECORD: VersionedRecord = {
  table: plantingAndHarvestDates,
  id: plantingAndHarvestDates.plantingAndHarvestDateId,
  entity: 'planting_and_harvest_date',
};

type Window = { selected_year: number; planting_date: string; harvest_date: string };

export async function findPlantingDates(tx: Tx, year: number): Promise<PlantingAndHarvestDate | undefined> {
  const [row] = await tx
    .select(columns)
    .from(plantingAndHarvestDates)
    .where(eq(plantingAndHarvestDates.selectedYear, year));
  return row;
}

/** The stored window, or undefined when the year has one already. */
export async function insertPlantingDates(tx: Tx, input: Window): Promise<PlantingAndHarvestDate | undefined> {
  const [row] = await tx
    .insert(plantingAndHarvestDates)
    .values({ selectedYear: input.selected_year, plantingDate: input.planting_date, harvestDate: input.harvest_date })
    .onConflictDoNothing()
    .returning(columns);
  return row;
}

/** Whether another stored window than this id has the year. */
export async function yearTakenByOther(tx: Tx, year: number, id: string): Promise<boolean> {
  const [other] = await tx
    .select({ id: plantingAndHarvestDates.plantingAndHarvestDateId })
    .from(plantingAndHarvestDates)
    .where(
      and(eq(plantingAndHarvestDates.selectedYear, year), ne(plantingAndHarvestDates.plantingAndHarvestDateId, id)),
    );
  return Boolean(other);
}

export async function updatePlantingDates(
  tx: Tx,
  id: string,
  input: Window,
): Promise<PlantingAndHarvestDate | undefined> {
  const [row] = await tx
    .update(plantingAndHarvestDates)
    .set({ selectedYear: input.selected_year, plantingDate: input.planting_date, harvestDate: input.harvest_date })
    .where(eq(plantingAndHarvestDates.plantingAndHarvestDateId, id))
    .returning(columns);
  return row;
}
