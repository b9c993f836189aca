import { defineProject } from 'vitest/config';
import { webShared, webTestShared } from './vitest.shared';

/**
 * The web files that run in Node with a happy-dom window they install by hand (beside the real API
 * server, whose Blob, FormData and events must stay Node's). Each file keeps its own module graph:
 * testing-library and the session store bind to that file's globals when they load.
 */
export default defineProject({
  ...webShared,
  test: {
    ...webTestShared,
    name: 'web:node',
    environment: 'node',
    include: ['src/**/*.node.test.{ts,tsx}'],
  },
});
