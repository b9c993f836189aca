import { useSyncExternalStore } from 'react';
import { theme as antdTheme, type ThemeConfig } from 'antd';

/**
 * The editor's colour theme: dark by default (big-screen design tools are dark around the stage), light
 * when the user picks it. The choice is remembered in this browser.
 */
export type EditorTheme = 'dark' | 'light';

const KEY = 'tc-editor-theme';
const listeners = new Set<() => void>();

function read(): EditorTheme {
  try {
    return localStorage.getItem(KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark'; // storage blocked: the default, not remembered
  }
}

export function setEditorTheme(next: EditorTheme): void {
  try {
    localStorage.setItem(KEY, next);
  } catch {
    // Storage blocked: the choice still applies until the tab closes.
  }
  current = next;
  listeners.forEach((l) => l());
}

let current: EditorTheme | null = null;

export function useEditorTheme(): EditorTheme {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => (current ??= read()),
  );
}

/** antd's algorithm for the theme, merged with the editor's own component settings. */
export function antdThemeFor(theme: EditorTheme, base: ThemeConfig): ThemeConfig {
  return {
    ...base,
    algorithm: theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
  };
}
