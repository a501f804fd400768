import pg from 'pg';

/** The migrated and seeded database the global setup prepares once per run (see global-setup.ts). */
export type PortalTemplate = {
  /** DATA_DIR of the template: the PGlite folder (embedded) and stored files. */
  dataDir: string;
  /** The template database on the DATABASE_URL server, when there is one. */
  databaseName?: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    portalTemplate: PortalTemplate;
  }
}

/** Runs `work` on a short-lived connection to the server (CREATE / DROP DATABASE). */
export async function withServer(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
