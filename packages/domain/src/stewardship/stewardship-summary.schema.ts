import { z } from 'zod';

const level = z.enum(['empty', 'partial', 'complete']);
const count = z.number().int().min(0);

/**
 * The contract page's stewardship summary (spec 2, §3 "Stewardship summary"): the activity id, the
 * planting, harvest, cleanout and storage data (each location's cleanout_date and capacity) and the
 * completion levels its circles show. Part of GET /api/grower-contracts/v1?contract_id= (null without
 * an activity).
 */
export const stewardshipSummarySchema = z.object({
  stewardship_activity_id: z.string(),
  completeness: z.object({ planting: level, harvest: level, storage: level, planting_cleanout: level }),
  /** live fields, and of them those whose planting (4 values) or harvest (6 values) is all filled; lost fields */
  fields: z.object({ total: count, planted: count, harvested: count, lost: count }),
  storage_locations: z.array(
    z.object({ location_name: z.string(), capacity: z.number().nullable(), cleanout_date: z.string().nullable() }),
  ),
  cleanout: z.object({
    planting_equipment: z.boolean().nullable(),
    seed_return: z.boolean().nullable(),
    harvest_equipment: z.boolean().nullable(),
  }),
});
export type StewardshipSummary = z.infer<typeof stewardshipSummarySchema>;
