import { storedLanguage } from './language';

/** How long a code chunk may take before the page counts it as failed (docs/first-use.md). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * A dynamic import that fails as a ChunkLoadError when the chunk is missing (a deploy replaced it, the
 * network dropped) or has not arrived within the timeout; the caller shows the reload page.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`loading a code chunk took more than ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    load().then(
      (m) => {
        clearTimeout(timer);
        resolve(m);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(e instanceof Error ? e.message : String(e)));
      },
    );
  });
}

export function isChunkLoadError(e: unknown): boolean {
  return (
    e instanceof ChunkLoadError ||
    (e instanceof Error &&
      (e.name === 'ChunkLoadError' ||
        /dynamically imported module|Importing a module script failed/i.test(e.message)))
  );
}

export const CHUNK_TEXT = {
  zh: {
    title: '页面加载失败',
    body: '部分页面代码未能加载（网络中断，或系统刚刚更新）。请重新加载页面。',
    reload: '重新加载',
  },
  en: {
    title: 'The page could not be loaded',
    body: 'Part of the page code did not arrive (the network dropped, or the system was just updated). Please reload.',
    reload: 'Reload',
  },
};

/**
 * The reload page in plain DOM: it must work when the chunk that failed is the app itself (antd, React
 * components), so it depends on nothing that is loaded lazily.
 */
export function renderChunkError(root: HTMLElement): void {
  const t = CHUNK_TEXT[storedLanguage() === 'en' ? 'en' : 'zh'];
  root.innerHTML = '';
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.dataset.testid = 'chunk-error';
  box.style.cssText =
    'max-width:440px;margin:20vh auto;padding:32px;font-family:system-ui,sans-serif;text-align:center;color:#1f2328';
  const h = document.createElement('h1');
  h.textContent = t.title;
  h.style.cssText = 'font-size:22px;margin:0 0 12px';
  const p = document.createElement('p');
  p.textContent = t.body;
  p.style.cssText = 'color:#57606a;line-height:1.6';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = t.reload;
  button.style.cssText =
    'margin-top:16px;padding:8px 20px;font-size:15px;border:0;border-radius:6px;background:#1f6feb;color:#fff;cursor:pointer';
  button.addEventListener('click', () => window.location.reload());
  box.append(h, p, button);
  root.append(box);
}
