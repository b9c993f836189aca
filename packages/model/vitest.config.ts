import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@twincanvas/source'] },
  // A generous ceiling: property tests take seconds on a busy 2-core machine; none waits on time.
  test: { name: 'model', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
