import { z } from 'zod';

/** A grower's field as GET /grower-fields/v1 returns it (the contract form's field table). */
export const growerFieldSchema = z.object({
  field_id: z.string(),
  field_name: z.string(),
  farm_id: z.string(),
  farm_name: z.string(),
  planting_rate: z.number().nullable(),
  average_yield: z.number().nullable(),
  border_rows: z.boolean(),
  acres: z.number(),
  crop_year: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Always false here; the form adds its own total rows. */
  is_total: z.literal(false),
});
export type GrowerField = z.infer<typeof growerFieldSchema>;

export const growerFarmSchema = z.object({
  farm_id: z.string(),
  farm_name: z.string(),
  fields: z.array(growerFieldSchema),
});
export type GrowerFarm = z.infer<typeof growerFarmSchema>;

/** GET /grower-fields/v1: the fields flat and grouped by farm. */
export const growerFieldsResponseSchema = z.object({
  farmArray: z.array(growerFarmSchema),
  fields: z.array(growerFieldSchema),
});
export type GrowerFieldsResponse = z.infer<typeof growerFieldsResponseSchema>;
