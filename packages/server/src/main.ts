import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { openControlSocket } from './db/control.js';
import { migrate } from './db/migrate.js';
import { bootstrapAdmin } from './modules/users/index.js';
import path from 'node:path';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  await migrate(database);
  const app = await buildApp({ config, database });
  const first = await bootstrapAdmin(database.db, {
    account: config.adminAccount,
    password: config.adminPassword,
    log: app.log,
  });
  if (first.generatedPassword) {
    // Printed once, on the console only: it is not stored anywhere in clear.
    process.stdout.write(
      `\n  First administrator created.\n  account:  ${first.account}\n  password: ${first.generatedPassword}\n  (set ADMIN_PASSWORD to choose it yourself)\n\n`,
    );
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // `npm run backup` asks the running server for a consistent snapshot of the embedded database.
  const control = await openControlSocket(config.dataDir, database, app.log).catch((err: unknown) => {
    app.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'no control socket');
    return null;
  });
  app.addHook('onClose', async () => {
    control?.close();
  });

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `TwinCanvas failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
