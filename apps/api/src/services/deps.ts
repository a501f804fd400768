import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Auth } from './auth/auth';
import type { Connector } from './connector';
import type { FileStorage } from './file-storage';
import type { Outbox } from './outbox';

/**
 * What app.ts builds once and hands to the features: a route file types its deps as
 * `Pick<PortalDeps, ...>` of the parts it passes on, so it never names the database itself.
 */
export type PortalDeps = {
  config: Config;
  db: Db;
  auth: Auth;
  outbox: Outbox;
  connector: Connector;
  files: FileStorage;
};
