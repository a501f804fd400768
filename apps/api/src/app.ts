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
import { createAuth } from './features/auth/auth';
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
import { surveyCodeRoutes } from './features/survey-codes/routes';
import { trainingRoutes } from './features/training/routes';
import { eventRoutes } from './features/events/routes';
import { healthRoutes } from './features/health/routes';
import { languageRoutes } from './features/languages/routes';
import { outboxRoutes } from './features/outbox/routes';
import { productionPlanRoutes } from './features/production-plans/routes';
import { roleRoutes } from './features/roles/routes';
import { salesYearRoutes } from './features/sales-year/routes';
import { searchRoutes } from './features/search/routes';
import { signingRoutes } from './features/signing/routes';
import { ssoRoutes } from './features/sso/routes';
import { userRoutes } from './features/users/routes';
import { isApiRoute, registerAccess } from './plugins/access';
import { registerErrorHandling } from './plugins/errors';
import { createConnector } from './services/connector';
import { createFileStorage } from './services/file-storage';
import { createOutbox } from './services/outbox';

export const BODY_LIMIT = 1024 * 1024;

/** Builds the whole portal: API under /api and, when built, the web app beside it. */
export async function buildApp(config: Config, database: Database, logger: FastifyServerOptions['logger'] = true) {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.production,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const { db } = database;
  const outbox = createOutbox(config, db, app.log);
  const auth = createAuth(config, db, outbox);
  const connector = createConnector(config, db, app.log);
  const files = createFileStorage(config);
  const deps = { config, database, db, auth, outbox, connector, files };

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
  registerAccess(app, { auth, db });
  registerAuthHandler(app, auth);

  await app.register(healthRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(userRoutes(deps));
  await app.register(outboxRoutes(deps));
  await app.register(eventRoutes(deps));
  await app.register(salesYearRoutes(deps));
  await app.register(languageRoutes(deps));
  // Feature routes: add one line per feature here.
  await app.register(signingRoutes(deps));
  await app.register(contractRoutes(deps));
  await app.register(growerRoutes(deps));
  await app.register(productionPlanRoutes(deps));
  await app.register(searchRoutes(deps));
  await app.register(companyRoutes(deps));
  await app.register(assignmentRoutes(deps));
  await app.register(linkRoutes(deps));
  await app.register(roleRoutes(deps));
  await app.register(adminRoutes(deps));
  await app.register(plantingDateRoutes(deps));
  await app.register(programRoutes(deps));
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
