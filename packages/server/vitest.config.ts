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
  },
});
