import { setFlagsFromString } from 'node:v8';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo';
import { startPortal } from './server';

// Between full collections the old generation grows by half its live size, not by up to 4×: under
// 50 concurrent requests the default let the API's memory pass 300 MB for ~70 MB of live objects,
// and the extra collections cost no measurable throughput (npm run bench:load).
setFlagsFromString('--heap-growing-percent=50');

try {
  const config = loadConfig();
  const { app, seeded, database } = await startPortal(config, { level: config.logLevel });
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  const lines = [
    `Enogen portal on ${config.publicUrl} (database: ${database.engine}; listening on ${config.host}:${config.port})`,
    seeded.seededDemo ? 'Seeded the demo programme.' : '',
    config.seedDemo ? `Demo sign-ins (password ${DEMO_PASSWORD}):` : '',
    ...(config.seedDemo ? DEMO_USERS.map((u) => `  ${u.email.padEnd(24)} ${u.who}`) : []),
  ];
  console.log(lines.filter(Boolean).join('\n'));
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
