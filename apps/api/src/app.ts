import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAuthHandler } from './features/auth/auth-routes';
import { authRoutes } from './features/auth/routes';
import { assignmentRoutes } from './features/assignments/routes';
import { companyRoutes } from './features/companies/routes';
import { contractRoutes } from './features/contracts/routes';
import { growerRoutes } from './features/growers/routes';
import { linkRoutes } from './features/links/routes';
import { accountLeadRoutes } from './features/account-leads/routes';
import { adminRoutes } from './features/admin/routes';
import { plantingDateRoutes } from './features/planting-dates/routes';
import { programRoutes } from './features/programs/routes';
import { reportRoutes } from './features/reports/routes';
import { surveyCodeRoutes } from './features/survey-codes/routes';
import { trainingRoutes } from './features/training/routes';
import { eventRoutes } from './features/events/routes';
import { healthRoutes } from './features/health/routes';
import { languageRoutes } from './features/languages/routes';
import { outboxRoutes } from './features/outbox/routes';
import { productionPlanRoutes } from './features/production-plans/routes';
import { roleRoutes } from './features/roles/routes';
import { salesYearRoutes } from './features/sales-year/routes';
import { purgeDeletedTickets } from './features/scale-tickets/restore-scale-tickets';
import { scaleTicketRoutes } from './features/scale-tickets/routes';
import { searchRoutes } from './features/search/routes';
import { signingRoutes } from './features/signing/routes';
import { ssoRoutes } from './features/sso/routes';
import { stewardshipRoutes } from './features/stewardship/routes';
import { ssoAuthParts } from './features/sso/sso-plugin';
import { createSsoRegistry } from './features/sso/sso-registry';
import { userRoutes } from './features/users/routes';
import { signInLimiter } from './features/auth/sign-in-limits';
import { registerAccess } from './plugins/access';
import { loadActor } from './plugins/actor';
import { isApiRoute } from './plugins/api-route';
import { registerDatabaseGate } from './plugins/database-gate';
import { registerErrorHandling } from './plugins/errors';
import { registerUnstorableTextCheck } from './plugins/unstorable-text';
import { originPolicy, registerCrossSiteCheck } from './plugins/origins';
import { registerRateLimits } from './plugins/rate-limits';
import { registerRecordVersions } from './plugins/record-version';
import { registerReplySchemaCheck } from './plugins/reply-schema';
import { actorCache, sessionRevocations } from './plugins/session-cache';
import { createAuth } from './services/auth/auth';
import { createConnector } from './services/connector';
import { createFileStorage, namedFileKeys } from './services/file-storage';
import { redactingLogger } from './services/log-redaction';
import { broadcastRevocations } from './services/revocation-broadcast';
import { createOutbox, startOutboxSweeper } from './services/outbox';
import { rateCounter } from './services/rate-counter';

export const BODY_LIMIT = 1024 * 1024;

/** Builds the whole portal: API under /api and, when built, the web app beside it. */
export async function buildApp(config: Config, database: Database, logger: FastifyServerOptions['logger'] = true) {
  const app = Fastify({
    logger: redactingLogger(logger),
    bodyLimit: BODY_LIMIT,
    // Only the configured proxies may name the client in X-Forwarded-For (TRUST_PROXY).
    trustProxy: config.trustProxy,
    // Our own id for every request (logs, audit_log); a client's X-Request-Id is logged beside it.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request) => {
    const clientId = request.headers['x-request-id'];
    if (typeof clientId === 'string' && clientId)
      request.log = request.log.child({ clientRequestId: clientId.slice(0, 200) });
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const { db } = database;
  const outbox = createOutbox(config, db, app.log);
  const stopSweeper = startOutboxSweeper(outbox, app.log);
  app.addHook('onClose', async () => stopSweeper());
  const revocations = await broadcastRevocations(database, sessionRevocations(config.permissionCacheMs), app.log);
  const sso = createSsoRegistry(config, db);
  const auth = createAuth(config, db, outbox, revocations, ssoAuthParts(sso), app.log);
  const connector = createConnector(config, db, app.log);
  const files = createFileStorage(config, db);
  const startedAt = new Date();
  // In the background: files a killed process wrote before its commit are found only after a restart.
  app.addHook('onReady', async () => {
    void files
      .sweep(() => namedFileKeys(db), startedAt)
      .then((removed) => removed && app.log.warn({ removed }, 'removed files no record names'))
      .catch((err: unknown) => app.log.error({ err }, 'the sweep of unnamed files failed'));
    // Deleted scale tickets are restorable for 30 days; later ones are forgotten at each start.
    void purgeDeletedTickets(db, new Date())
      .then((purged) => purged && app.log.info({ purged }, 'purged scale tickets deleted over 30 days ago'))
      .catch((err: unknown) => app.log.error({ err }, 'the purge of deleted scale tickets failed'));
  });
  const deps = { config, database, db, auth, sso, outbox, connector, files };
  const counter = rateCounter(db);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        objectSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'self'"],
        mediaSrc: ["'self'", 'https:'],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.production,
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Enogen Portal API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandling(app);
  // Before the session is read: that is a query too.
  registerDatabaseGate(app, database);
  registerRecordVersions(app);
  registerUnstorableTextCheck(app);
  registerCrossSiteCheck(app, originPolicy(config));
  // The API's map is for the admin in production: it lists every route an attacker could try.
  registerAccess(app, {
    auth,
    actors: actorCache((userId) => loadActor(db, userId), config.permissionCacheMs),
    sessions: revocations,
    docs: config.production ? { admin: true } : { public: true },
    adminTwoFactor: config.adminTwoFactor,
  });
  registerReplySchemaCheck(app);
  await registerRateLimits(app, counter, config);
  registerAuthHandler(app, auth, signInLimiter({ counter, db, outbox, config }));

  await app.register(healthRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(userRoutes(deps));
  await app.register(outboxRoutes(deps));
  await app.register(eventRoutes());
  await app.register(salesYearRoutes(deps));
  await app.register(languageRoutes(deps));
  // Feature routes: add one line per feature here.
  await app.register(signingRoutes(deps));
  await app.register(contractRoutes(deps));
  await app.register(growerRoutes(deps));
  await app.register(productionPlanRoutes(deps));
  await app.register(scaleTicketRoutes(deps));
  await app.register(stewardshipRoutes(deps));
  await app.register(searchRoutes(deps));
  await app.register(companyRoutes(deps));
  await app.register(assignmentRoutes(deps));
  await app.register(linkRoutes(deps));
  await app.register(roleRoutes(deps));
  await app.register(adminRoutes(deps));
  await app.register(plantingDateRoutes(deps));
  await app.register(programRoutes(deps));
  await app.register(reportRoutes(deps));
  await app.register(trainingRoutes(deps));
  await app.register(accountLeadRoutes(deps));
  await app.register(surveyCodeRoutes(deps));
  await app.register(ssoRoutes(deps));

  registerWeb(app, config);
  return Object.assign(app, { deps });
}

/** Serves the built SPA; unknown non-API paths get index.html so client routes work on reload. */
function registerWeb(app: FastifyInstance, config: Config) {
  const dist = config.webDist;
  const hasWeb = dist && existsSync(join(dist, 'index.html'));
  if (hasWeb) app.register(fastifyStatic, { root: dist, wildcard: false, index: false, preCompressed: true });
  app.setNotFoundHandler((request, reply) => {
    if (isApiRoute(request.url) || request.method !== 'GET' || !hasWeb) {
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: `No route ${request.method} ${request.url}`, details: null } });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
