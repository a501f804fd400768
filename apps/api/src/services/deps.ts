import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Auth } from './auth/auth';
import type { Connector } from './connector';
import type { FileStorage } from './file-storage';
import type { Outbox } from './outbox';

/**
 * What app.ts builds once and hands to the features. Each area names the part it uses once,
 * `export type <Area>Deps = Pick<PortalDeps, ...>` (in its repository), for its routes.ts and services.
 */
export type PortalDeps = {
  config: Config;
  /** The database with its engine (the health check); features use `db`. */
  database: Database;
  db: Db;
  auth: Auth;
  outbox: Outbox;
  connector: Connector;
  files: FileStorage;
};
