import type { ClipboardData } from './actions/types';

/** The clipboard lives in localStorage so copies survive page changes and reach other projects and tabs. */
const KEY = 'tc-editor-clipboard';

export function readClipboard(): ClipboardData | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const data = JSON.parse(raw) as ClipboardData;
    return data.version === 1 && Array.isArray(data.items) ? data : null;
  } catch {
    return null;
  }
}

export function writeClipboard(data: ClipboardData): void {
  localStorage.setItem(KEY, JSON.stringify(data));
}
