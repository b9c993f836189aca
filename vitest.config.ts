import { defineConfig } from 'vitest/config';

// One Vitest run for every package: each package is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/model', 'packages/sandbox', 'packages/server', 'packages/web'],
    coverage: {
      provider: 'v8',
      include: ['packages/model/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      thresholds: { lines: 95 },
    },
  },
});
