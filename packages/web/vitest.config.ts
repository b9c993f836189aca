import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['@twincanvas/source'] },
  // The transport's tests run the real API server in a Node-environment file, which resolves through SSR.
  ssr: { resolve: { conditions: ['@twincanvas/source'], externalConditions: ['@twincanvas/source'] } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Vitest's 5 s default fails tests on a busy 2-core machine although nothing is wrong; no test here
    // waits on time, so a generous ceiling costs nothing when all is well.
    testTimeout: 60_000,
    // Building the API server on a fresh database (transport tests) takes a while on a busy machine.
    hookTimeout: 120_000,
    server: { deps: { external: [/dt-sql-parser/, /antlr4ng/] } },
  },
});
