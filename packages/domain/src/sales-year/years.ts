/** The default-year dialog offers 5 years starting 2 before the current sales year. */
export function defaultContractYearOptions(salesYear: number): number[] {
  return Array.from({ length: 5 }, (_, i) => salesYear - 2 + i);
}

/** Training video years: 3, from the sales year minus 1. */
export function trainingVideoYears(salesYear: number): number[] {
  return Array.from({ length: 3 }, (_, i) => salesYear - 1 + i);
}

/** Default planting date June 15 and harvest date November 15 of the selected year (yyyy-mm-dd). */
export function defaultPlantingAndHarvestDates(selectedYear: number): { planting_date: string; harvest_date: string } {
  return { planting_date: `${selectedYear}-06-15`, harvest_date: `${selectedYear}-11-15` };
}
