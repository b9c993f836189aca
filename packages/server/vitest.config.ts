import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@twincanvas/source'] },
  // Node-environment tests resolve through the SSR environment: without this they need a built dist.
  ssr: { resolve: { conditions: ['@twincanvas/source'], externalConditions: ['@twincanvas/source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Oracle's grammar (11 MB of generated parser) is loaded by Node itself, as in production, rather
    // than transformed by Vite in every test file that judges an Oracle query.
    server: { deps: { external: [/dt-sql-parser/, /antlr4ng/] } },
    // One module graph per worker across files: each file otherwise re-imports the whole app (≈2 s of
    // CPU). Tests share no module state by design: each builds its own app on its own database.
    isolate: false,
  },
});
