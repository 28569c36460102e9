import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { demoAdmin } from './db/seed';

const clientDir = fileURLToPath(new URL('../../build/client', import.meta.url));

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config, clientDir: config.serveClient ? clientDir : undefined });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, finishing in-flight requests`);
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const database =
    app.database.kind === 'postgres' ? 'PostgreSQL server' : `PGlite at ${config.dataDir}`;
  app.log.info(`Bahama Garden Villas on ${config.publicUrl} (database: ${database})`);
  if (config.demoMode) {
    app.log.info(
      `Demo mode: staff sign-in at ${config.publicUrl}/admin/login as ${demoAdmin.username} / ${demoAdmin.password}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
