import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { requireActor } from '../plugins/access';
import type { Actor } from '../plugins/actor';
import { auditFor, type Auditor } from './audit';

/** Who acts, how their changes are recorded, and where to log: one per request, from contextOf. */
export type ServiceContext = { actor: Actor; audit: Auditor; log: FastifyBaseLogger };

/**
 * A service a signed-in route calls: `(deps, ctx, input)`, several values in one input object.
 * Declare it `export const verbNoun = (async (deps, ctx, input) => …) satisfies Service<AreaDeps, Input>`,
 * so that another order fails to compile; the reply type stays inferred.
 */
export type Service<Deps, Input = void, Output = unknown> = (
  deps: Deps,
  ctx: ServiceContext,
  input: Input,
) => Promise<Output>;

/** A service a public route calls (no signed-in user: signing and login links): `(deps, input)`. */
export type PublicService<Deps, Input = void, Output = unknown> = (deps: Deps, input: Input) => Promise<Output>;

/** The context of a signed-in request (401 without a session); the acting user is the session's, never the body's. */
export function contextOf(request: FastifyRequest): ServiceContext {
  return { actor: requireActor(request), audit: auditFor(request), log: request.log };
}

/** An edit made on the version the client read (its If-Match header). */
export type Versioned<Change> = { change: Change; version: string | undefined };
