/** The default-year dialog offers 5 years starting 2 before the current sales year. */
export function defaultContractYearOptions(salesYear: number): number[] {
  return Array.from({ length: 5 }, (_, i) => salesYear - 2 + i);
}

/** Training video years: 3, from the sales year minus 1. */
export function trainingVideoYears(salesYear: number): number[] {
  return Array.from({ length: 3 }, (_, i) => salesYear - 1 + i);
}
