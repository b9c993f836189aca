import { connect } from 'node:net';
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
      projects: [
        'packages/model',
        'packages/sandbox',
        'packages/server',
        ...(pg
          ? [
              {
                extends: './packages/server/vitest.config.ts',
                test: { name: 'server:postgres', env: { TEST_DB: 'postgres' } },
              },
            ]
          : []),
        'packages/web',
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
