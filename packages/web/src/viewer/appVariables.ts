/**
 * The app's variables (`^{name}` in link templates, docs/reference.md#conditions): what the app or page showing the
 * dashboard hands in. Two ways in: the address's own query parameters (beside the viewer's own, which
 * are not variables), and a message from the embedding page:
 * `frame.contentWindow.postMessage({ type: 'twincanvas:appVariables', values: { user: 'alice' } }, '*')`.
 */
const VIEWER_PARAMS = new Set(['scene', 'page', 'scale', 'caseFlag', 'pass', 'lang']);
export const APP_VARIABLES_MESSAGE = 'twincanvas:appVariables';

const plain = (v: unknown): v is string | number | boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

export function appVariablesFromUrl(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) if (!VIEWER_PARAMS.has(key)) out[key] = value;
  return out;
}

/**
 * Merges the embedding page's messages into `into` (the same object the interaction runner reads); only
 * plain values are taken, and only from the window that embeds this one. Returns the unsubscribe.
 */
export function listenAppVariables(into: Record<string, unknown>): () => void {
  const onMessage = (e: MessageEvent) => {
    if (e.source !== window.parent || e.source === window) return;
    const data = e.data as { type?: unknown; values?: unknown } | null;
    if (!data || data.type !== APP_VARIABLES_MESSAGE || typeof data.values !== 'object' || !data.values)
      return;
    for (const [key, value] of Object.entries(data.values)) if (plain(value)) into[key] = value;
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
