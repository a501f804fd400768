import {
  uploadChunkParamsSchema,
  uploadChunkResponseSchema,
  uploadParamsSchema,
  uploadSessionSchema,
  type UploadSessionInfo,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from './access';

type Staged = z.infer<typeof uploadChunkResponseSchema>;
type Ids = { upload_id: string; index: number };

export type UploadSessionRoutes<Start extends z.ZodType, Chunk extends z.ZodType> = {
  /** e.g. /api/growers/uploads */
  path: string;
  tags: string[];
  access: Access;
  /** what the rows are and where they end up, for the documentation */
  describe: { start: string; chunk: string; commit: string };
  start: { body: Start; run: (request: FastifyRequest, body: z.output<Start>) => Promise<UploadSessionInfo> };
  chunk: {
    body: Chunk;
    bodyLimit: number;
    run: (request: FastifyRequest, ids: Ids, body: z.output<Chunk>) => Promise<Staged>;
  };
  commit: { response: z.ZodType; run: (request: FastifyRequest, uploadId: string) => Promise<unknown> };
  cancel: (request: FastifyRequest, uploadId: string) => Promise<{ deleted: number }>;
};

/**
 * The four routes of an upload session (start, stage a chunk, commit, cancel), each with the area's
 * access; the area's service checks the permission again where it depends on the rows.
 */
export function uploadSessionRoutes<Start extends z.ZodType, Chunk extends z.ZodType>(
  app: FastifyInstance,
  o: UploadSessionRoutes<Start, Chunk>,
) {
  const zod = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: o.access };
  zod.post(
    o.path,
    {
      config,
      schema: {
        tags: o.tags,
        description: o.describe.start,
        body: o.start.body,
        response: { 200: uploadSessionSchema },
      },
    },
    async (request) => o.start.run(request, request.body as z.output<Start>),
  );
  zod.put(
    `${o.path}/:upload_id/chunks/:index`,
    {
      config,
      bodyLimit: o.chunk.bodyLimit,
      schema: {
        tags: o.tags,
        description: o.describe.chunk,
        params: uploadChunkParamsSchema,
        body: o.chunk.body,
        response: { 200: uploadChunkResponseSchema },
      },
    },
    async (request) => o.chunk.run(request, request.params, request.body as z.output<Chunk>),
  );
  zod.post(
    `${o.path}/:upload_id/commit`,
    {
      config,
      schema: {
        tags: o.tags,
        description: o.describe.commit,
        params: uploadParamsSchema,
        response: { 200: o.commit.response },
      },
    },
    async (request) => o.commit.run(request, request.params.upload_id),
  );
  zod.delete(
    `${o.path}/:upload_id`,
    {
      config,
      schema: {
        tags: o.tags,
        description: "Drops the caller's upload and its staged rows.",
        params: uploadParamsSchema,
        response: { 200: z.object({ deleted: z.number() }) },
      },
    },
    async (request) => o.cancel(request, request.params.upload_id),
  );
}
