import { z } from 'zod';
import { yearField } from '../sales-year/sales-year.schema';

const isoDate = z.iso.date('Please provide a date (yyyy-mm-dd)');

/** Planting and harvest dates (POST/PATCH /api/planting-and-harvest-date). */
export const plantingAndHarvestDateSchema = z.object({
  selected_year: yearField,
  planting_date: isoDate,
  harvest_date: isoDate,
});
export const plantingAndHarvestDatePatchSchema = plantingAndHarvestDateSchema.extend({
  planting_and_harvest_date_id: z.uuid(),
});
export type PlantingAndHarvestDateInput = z.infer<typeof plantingAndHarvestDateSchema>;
export type PlantingAndHarvestDatePatch = z.infer<typeof plantingAndHarvestDatePatchSchema>;
export const plantingAndHarvestDateQuery = z.object({ selected_year: yearField });

/** The stored window of a year, or the defaults with planting_and_harvest_date_id null. */
export const plantingAndHarvestDateReply = z.object({
  planting_and_harvest_date_id: z.string().nullable(),
  selected_year: z.number(),
  planting_date: z.string(),
  harvest_date: z.string(),
  /** the version a PATCH sends back as If-Match (record-version.ts); null for the defaults (nothing stored) */
  version: z.string().nullable(),
});
export type PlantingAndHarvestDate = z.infer<typeof plantingAndHarvestDateReply>;

/** Default planting date June 15 and harvest date November 15 of the selected year (yyyy-mm-dd). */
export function defaultPlantingAndHarvestDates(selectedYear: number): { planting_date: string; harvest_date: string } {
  return { planting_date: `${selectedYear}-06-15`, harvest_date: `${selectedYear}-11-15` };
}
