/**
 * The desktop-embedded browser of docs/reference.md#product: when the app runs inside a desktop host, links that
 * would open a browser window are handed to the host instead (an embedded view has no tabs of its own).
 * A host is recognised by its host object (`window.TwinCanvasHost.openUrl`), by WebView2's message
 * channel (`window.chrome.webview.postMessage`) together with the user-agent marker, or by the marker
 * alone (then nothing can be handed over and the browser's own window.open is used).
 */
export const DESKTOP_UA_MARKER = 'TwinCanvasDesktop';

interface HostWindow {
  TwinCanvasHost?: { openUrl?: unknown };
  chrome?: { webview?: { postMessage?: unknown } };
  navigator: { userAgent: string };
}

export interface DesktopHost {
  openUrl(url: string): void;
}

export function isDesktopHost(w: HostWindow = window as unknown as HostWindow): boolean {
  return w.navigator.userAgent.includes(DESKTOP_UA_MARKER) || typeof w.TwinCanvasHost?.openUrl === 'function';
}

export function desktopHost(w: HostWindow = window as unknown as HostWindow): DesktopHost | null {
  const obj = w.TwinCanvasHost;
  if (obj && typeof obj.openUrl === 'function') {
    const open = obj.openUrl as (url: string) => void;
    return { openUrl: (url) => open.call(obj, url) };
  }
  const post = w.chrome?.webview?.postMessage;
  if (typeof post === 'function' && w.navigator.userAgent.includes(DESKTOP_UA_MARKER)) {
    const webview = w.chrome!.webview!;
    return { openUrl: (url) => (post as (m: unknown) => void).call(webview, { type: 'openUrl', url }) };
  }
  return null;
}

/** Opens a URL in a new window: through the desktop host when there is one, else window.open. */
export function openWindow(url: string, features?: string): void {
  const host = desktopHost();
  if (host) host.openUrl(new URL(url, window.location.href).href);
  else window.open(url, '_blank', features);
}
