import type { AddressInfo } from 'node:net';
import { Window } from 'happy-dom';
import { populateGlobal } from 'vitest/runtime';
import type { TestApp } from '../../../server/src/test/harness';

/**
 * The app's page at a real API server for web tests that talk to it (no stub of our own server): the
 * server listens on loopback, and a happy-dom window opens at its origin with the base-path meta the
 * web code reads. What goes on Node's global object:
 * - 'transport': the document, storages, navigator, XHR and FormData (the session store and transport);
 * - 'page': every page global happy-dom has, keeping the ones Node has already (React trees need the
 *   whole page; the server in the same worker needs Node's own Blob, Event and the like).
 * Import the app's modules after this: the session store binds to localStorage when it loads.
 */
export async function pageAt(
  t: TestApp,
  globals: 'transport' | 'page' = 'transport',
): Promise<{ base: string; win: Window }> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/`;
  const win = new Window({ url: base });
  const meta = win.document.createElement('meta');
  meta.name = 'tc-base-path';
  meta.content = base;
  win.document.head.append(meta);
  if (globals === 'page') {
    const g = globalThis as Record<string, unknown>;
    const nodes = new Map(
      Object.getOwnPropertyNames(g).map((k) => [k, Object.getOwnPropertyDescriptor(g, k)!] as const),
    );
    populateGlobal(g, win, { bindFunctions: true });
    for (const [k, d] of nodes)
      if (!['window', 'self', 'top', 'parent'].includes(k)) Object.defineProperty(g, k, d);
  } else
    Object.assign(globalThis, {
      document: win.document,
      localStorage: win.localStorage,
      sessionStorage: win.sessionStorage,
      navigator: win.navigator,
      XMLHttpRequest: win.XMLHttpRequest,
      FormData: win.FormData,
    });
  return { base, win };
}
