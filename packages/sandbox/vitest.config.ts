import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@twincanvas/source'] },
  test: { name: 'sandbox', environment: 'node', include: ['src/**/*.test.ts'] },
});
