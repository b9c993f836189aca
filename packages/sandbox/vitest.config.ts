import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@twincanvas/source'] },
  // Node-environment tests resolve through the SSR environment: without this they need a built dist.
  ssr: { resolve: { conditions: ['@twincanvas/source'], externalConditions: ['@twincanvas/source'] } },
  // Property tests run hundreds of QuickJS cases: 5 s is too tight on a loaded 2-core machine.
  test: { name: 'sandbox', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
