import type { Box, Component2D, DocNode, Message, Operation } from '@twincanvas/model';

/** What the clipboard (localStorage) holds: copied components and where they came from. */
export interface ClipboardData {
  version: 1;
  projectFlag: string;
  pageId: string;
  items: Component2D[];
}

/** Everything an action may read: a plain snapshot, so actions are pure and unit tested without React. */
export interface ActionState {
  doc: DocNode;
  projectFlag: string;
  sceneId: string;
  /** Owner of the edited 2D list: a page or the system scene. */
  pageId: string;
  groupPath: readonly string[];
  selectedIds: readonly string[];
  canvas: { width: number; height: number };
  /** The visible part of the canvas, in canvas coordinates (paste placement). */
  view: Box;
  clipboard: ClipboardData | null;
  /** Pastes made on this page so far (offset 5 + 5 per paste). */
  earlierPastes: number;
  canUndo: boolean;
  canRedo: boolean;
  /** A map editing context is open (no maps yet: always false, kept for the spec's rules). */
  mapOpen: boolean;
}

export interface ActionInput {
  shift: boolean;
  /** A page picked by its tab (switchDynamicPage). */
  pageIndex?: number;
}

/** What running an action asks the editor to do; the executor carries it out. */
export interface ActionOutcome {
  ops?: Operation[];
  /** History operation name (editor spec 4.7), e.g. update2D, createGroup. */
  operation?: string;
  select?: string[];
  clipboard?: ClipboardData;
  history?: 'undo' | 'redo';
  groupPath?: string[];
  refusal?: Message;
  /**
   * A component-state update (editor spec 4.5, throttled at 600 ms): repeats with the same key inside
   * the window fold into one history entry and one save.
   */
  stateKey?: string;
  /** The paste counter of the page moves on. */
  pasted?: boolean;
}

/** One edit: its id, label key, key bindings, when it applies and what it does. */
export interface EditorAction {
  id: string;
  /** i18n key under `editor.actions`. */
  label: string;
  /** Bindings like 'Mod+C', 'Shift+ArrowLeft', 'Delete' (Mod = Ctrl or Cmd). */
  keys: readonly string[];
  predicate(state: ActionState): boolean;
  run(state: ActionState, input?: ActionInput): ActionOutcome;
}
