/**
 * Adds a kind's keyframes and classes once per document. Renderers animate with CSS (compositor-driven
 * transforms), never by re-rendering React per frame, so their CSS ships with their lazy chunk.
 */
export function ensureStyle(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const el = document.createElement('style');
  el.id = id;
  el.textContent = css;
  document.head.appendChild(el);
}
