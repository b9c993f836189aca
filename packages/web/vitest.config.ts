import { defineProject } from 'vitest/config';
import { webShared, webTestShared } from './vitest.shared';

export default defineProject({
  ...webShared,
  test: {
    ...webTestShared,
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // *.node.test.* files install page globals by hand in Node: vitest.node.config.ts runs them.
    exclude: ['**/node_modules/**', 'src/**/*.node.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // One module graph per worker across files (src/test/setup.ts resets what files share): importing antd
    // and the app once per file was three quarters of this project's time (125 s alone, 49 s without).
    isolate: false,
  },
});
