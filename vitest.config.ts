import { readFileSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const PG_HOST = process.env.TEST_PG_HOST ?? '127.0.0.1';
const PG_PORT = Number(process.env.TEST_PG_PORT ?? 5432);

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect({ host, port, timeout: 1500 });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
}

/** React's scheduler touching `window` with none of our frames on the stack. */
function isReactAfterTeardown(error: { message?: string; stack?: string }): boolean {
  const stack = String(error.stack ?? '');
  return (
    /window is not defined/.test(String(error.message)) &&
    /node_modules\/(react-dom|scheduler)\//.test(stack) &&
    !/packages\/[a-z]+\/src\//.test(stack)
  );
}

/**
 * The server's test files that never open the database the tests are given (pure functions, parsers,
 * settings, servers started on their own embedded database): the PostgreSQL run would repeat them to the
 * letter, so it leaves them out. A file takes part when it uses the test harness, reads TEST_DB or
 * imports the database layer.
 */
function serverFilesWithoutDatabase(): string[] {
  const root = 'packages/server';
  const uses = /test\/harness|TEST_DB|from '[./]*(db|\.\.\/db)\//;
  return readdirSync(`${root}/src`, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .filter((f) => !uses.test(readFileSync(path.join(root, 'src', f), 'utf8')))
    .map((f) => `src/${f}`);
}

/**
 * One Vitest run for every package. The server's API tests run twice: on embedded PGlite always, and on
 * the machine's PostgreSQL when it answers (REQUIRE_SERVICES=1 turns its absence into a failure).
 */
export default defineConfig(async () => {
  const pg = await reachable(PG_HOST, PG_PORT);
  if (!pg && process.env.REQUIRE_SERVICES === '1') {
    throw new Error(`REQUIRE_SERVICES=1 but PostgreSQL is not reachable at ${PG_HOST}:${PG_PORT}`);
  }
  if (!pg)
    console.warn(
      `[vitest] PostgreSQL not reachable at ${PG_HOST}:${PG_PORT}: skipping the server:postgres run`,
    );
  return {
    test: {
      // Vitest's default on a 2-core machine is one worker, leaving a core idle while a file imports or
      // waits on a database; two keep both busy. Files share nothing (each builds its own app on its own
      // database), so they may run side by side.
      maxWorkers: 2,
      // React finishing a tree's passive effects from its scheduler after a web test file's happy-dom
      // window was torn down (the tree is already unmounted by src/test/setup.ts): nothing of ours runs
      // there, yet it failed whole green runs on a loaded machine. Only that exact error is ignored.
      onUnhandledError: (error) => !isReactAfterTeardown(error),
      projects: [
        'packages/model',
        'packages/sandbox',
        'packages/server',
        ...(pg
          ? [
              {
                extends: './packages/server/vitest.config.ts',
                test: {
                  name: 'server:postgres',
                  root: './packages/server',
                  env: { TEST_DB: 'postgres' },
                  exclude: ['**/node_modules/**', ...serverFilesWithoutDatabase()],
                },
              },
            ]
          : []),
        'packages/web',
        'packages/web/vitest.node.config.ts',
      ],
      coverage: {
        provider: 'v8' as const,
        include: ['packages/model/src/**/*.ts'],
        exclude: ['**/*.test.ts', '**/*.fixture.ts'],
        reporter: ['text-summary', 'json-summary'],
        reportsDirectory: 'coverage',
        thresholds: { lines: 95 },
      },
    },
  };
});
