import { z } from 'zod';

/** The sales year before an admin sets one (the seed stores it too). */
export const DEFAULT_SALES_YEAR = 2026;
export const SALES_YEAR_MIN = 2000;
export const SALES_YEAR_MAX = 2100;
export const YEAR_REQUIRED = 'Please select year';

/** A year picked in a form or sent in a query (sales year, planting dates). */
export const yearField = z.coerce
  .number(YEAR_REQUIRED)
  .int(YEAR_REQUIRED)
  .min(SALES_YEAR_MIN, YEAR_REQUIRED)
  .max(SALES_YEAR_MAX, YEAR_REQUIRED);

/** Set default contract year (PATCH /api/sales-year). */
export const salesYearSchema = z.object({ sales_year: yearField });

/** GET and PATCH /api/sales-year answer the current sales year. */
export const salesYearReply = z.object({ sales_year: z.number().int() });
export type SalesYearReply = z.infer<typeof salesYearReply>;
