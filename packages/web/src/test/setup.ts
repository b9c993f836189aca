import { afterAll, beforeAll, vi } from 'vitest';
import { LANGUAGE_KEY } from '../app/language';
import { resetStores } from './zustand';

/*
 * The files of one worker share their modules (vitest.config.ts `isolate: false`), so what one file leaves
 * behind in module state must not reach the next: the stores, the language, fake timers, spies.
 */
beforeAll(async () => {
  resetStores();
  await resetLanguage();
});

/*
 * React's scheduler runs queued renders from a setImmediate. When a file's last test leaves one queued
 * (antd effects, a settled request), it used to run after happy-dom had removed `window`, failing the whole
 * run with "window is not defined" on a loaded machine. Letting queued work run before teardown avoids it.
 */
afterAll(async () => {
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  await new Promise((resolve) => setTimeout(resolve, 50));
});

/**
 * Every file starts in Chinese, the product's first language, whichever file ran before it in this
 * worker: the stored choice the app's i18n reads when it loads, and the shared i18next instance once loaded.
 */
async function resetLanguage(): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, 'zh-CN');
  const { default: i18n } = await import('i18next');
  if (i18n.isInitialized && i18n.language !== 'zh-CN') await i18n.changeLanguage('zh-CN');
}
