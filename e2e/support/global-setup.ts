import type { FullConfig } from '@playwright/test';
import { startServer } from './server';

/**
 * One server, with its own data folder, per parallel worker: tests of one worker share it as they did when
 * the suite ran on one worker, and no test sees another worker's users, projects or system settings.
 * playwright.config.ts hands each worker process its server by the worker's parallel index.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const servers = await Promise.all(Array.from({ length: config.workers }, () => startServer()));
  servers.forEach((server, i) => (process.env[`E2E_BASE_URL_${i}`] = server.url));
  process.env.E2E_BASE_URL = servers[0]!.url;
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
