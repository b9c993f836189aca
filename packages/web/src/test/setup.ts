import { afterAll } from 'vitest';

/*
 * React's scheduler runs queued renders from a setImmediate. When a file's last test leaves one queued
 * (antd effects, a settled request), it used to run after happy-dom had removed `window`, failing the whole
 * run with "window is not defined" on a loaded machine. Letting queued work run before teardown avoids it.
 */
afterAll(async () => {
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
});
