import { z } from 'zod';
import { SHEET_FILE_LIMITS } from './upload-limits';

/**
 * The wire shapes every upload session shares (scale tickets, growers): POST …/uploads opens one
 * and answers its id and chunk size, PUT …/uploads/{upload_id}/chunks/{index} stages a chunk,
 * POST …/commit stores all of it or nothing, DELETE drops it. Each area adds its start and chunk bodies.
 */
export const uploadSessionSchema = z.object({
  upload_id: z.uuid(),
  total_rows: z.number(),
  chunk_rows: z.number(),
  expires_at: z.string(),
});
export type UploadSessionInfo = z.infer<typeof uploadSessionSchema>;
export const uploadParamsSchema = z.object({ upload_id: z.uuid() });
export const uploadChunkParamsSchema = z.object({
  upload_id: z.uuid(),
  index: z.coerce.number().int().min(0).max(SHEET_FILE_LIMITS.maxRows),
});
/** rows staged so far, of the announced total */
export const uploadChunkResponseSchema = z.object({ staged_rows: z.number(), total_rows: z.number() });
