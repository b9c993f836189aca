import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { UserWorkspaceConfig } from 'vitest/config';

/** What the web's two test projects share (vitest.config.ts: `web`, vitest.node.config.ts: `web:node`). */
export const webShared = {
  plugins: [react()],
  resolve: {
    conditions: ['@twincanvas/source'],
    // Stores made in tests are recorded so each file starts from fresh ones (src/test/zustand.ts).
    alias: [
      { find: /^zustand$/, replacement: fileURLToPath(new URL('src/test/zustand.ts', import.meta.url)) },
    ],
  },
  // Node-environment files (the transport's tests run the real API server) resolve through SSR.
  ssr: { resolve: { conditions: ['@twincanvas/source'], externalConditions: ['@twincanvas/source'] } },
} satisfies UserWorkspaceConfig;

export const webTestShared = {
  // Vitest's 5 s default fails tests on a busy 2-core machine although nothing is wrong; no test here
  // waits on time, so a generous ceiling costs nothing when all is well.
  testTimeout: 60_000,
  // Building the API server on a fresh database (transport tests) takes a while on a busy machine.
  hookTimeout: 120_000,
  server: { deps: { external: [/dt-sql-parser/, /antlr4ng/] } },
} satisfies UserWorkspaceConfig['test'];
