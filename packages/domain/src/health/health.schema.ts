import { z } from 'zod';

/** GET /api/health/live: the process answers. */
export const livenessReply = z.object({ status: z.literal('ok') });
/** GET /api/health and /api/health/ready: the process and its database answer. */
export const healthReply = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type HealthReply = z.infer<typeof healthReply>;
