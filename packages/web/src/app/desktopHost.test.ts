import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_UA_MARKER, desktopHost, isDesktopHost, openWindow } from './desktopHost';

const plain = { navigator: { userAgent: 'Mozilla/5.0 Chrome/140' } };

describe('desktop host', () => {
  afterEach(() => {
    delete (window as { TwinCanvasHost?: unknown }).TwinCanvasHost;
    vi.restoreAllMocks();
  });

  it('a plain browser is no host; links use window.open', () => {
    expect(isDesktopHost(plain)).toBe(false);
    expect(desktopHost(plain)).toBeNull();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openWindow('https://example.com/a', 'noopener');
    expect(open).toHaveBeenCalledWith('https://example.com/a', '_blank', 'noopener');
  });

  it('a host object takes the link (made absolute), window.open is not used', () => {
    const openUrl = vi.fn();
    (window as { TwinCanvasHost?: unknown }).TwinCanvasHost = { openUrl };
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openWindow('/preview/p1');
    expect(openUrl).toHaveBeenCalledWith(new URL('/preview/p1', window.location.href).href);
    expect(open).not.toHaveBeenCalled();
  });

  it('WebView2 with the user-agent marker gets an openUrl message; the marker alone is recognised', () => {
    const postMessage = vi.fn();
    const w = {
      navigator: { userAgent: `Mozilla/5.0 ${DESKTOP_UA_MARKER}/1.0` },
      chrome: { webview: { postMessage } },
    };
    desktopHost(w)!.openUrl('https://example.com/');
    expect(postMessage).toHaveBeenCalledWith({ type: 'openUrl', url: 'https://example.com/' });
    expect(isDesktopHost({ navigator: w.navigator })).toBe(true);
    expect(desktopHost({ navigator: w.navigator })).toBeNull();
    // WebView2 without the marker is some other app's embedding: not ours to talk to.
    expect(desktopHost({ ...plain, chrome: { webview: { postMessage } } })).toBeNull();
  });
});
