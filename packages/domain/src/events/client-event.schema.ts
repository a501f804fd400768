import { z } from 'zod';

/** POST /api/events: a page that failed to render. */
export const clientEventSchema = z.object({
  event: z.literal('failed_to_load'),
  path: z.string().max(500),
  message: z.string().max(2000).optional(),
});
export type ClientEvent = z.infer<typeof clientEventSchema>;
