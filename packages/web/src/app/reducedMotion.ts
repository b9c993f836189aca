import { useSyncExternalStore } from 'react';

/**
 * The system's "reduce motion" setting: charts then draw without their entry animations and the
 * application's dialogs, menus and drawers open without zooming or sliding (App.tsx).
 */
const QUERY = '(prefers-reduced-motion: reduce)';

const media = (): MediaQueryList | null => (typeof matchMedia === 'function' ? matchMedia(QUERY) : null);

export const prefersReducedMotion = (): boolean => media()?.matches ?? false;

function subscribe(changed: () => void): () => void {
  const m = media();
  m?.addEventListener('change', changed);
  return () => m?.removeEventListener('change', changed);
}

/** The setting, followed live (a user may switch it while the page is open). */
export const useReducedMotion = (): boolean =>
  useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
