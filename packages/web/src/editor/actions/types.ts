import type { Box, Component2D, Component3D, DocNode, Message, Operation } from '@twincanvas/model';

/** What the clipboard (localStorage) holds: copied components and where they came from. */
export interface ClipboardData {
  version: 1;
  projectFlag: string;
  pageId: string;
  items: Component2D[];
  /** Cut, not copied: the paste moves the components, so their names stay as they were. */
  cut?: boolean;
  /** Copied map items (the map editing context's copy): pasted only into an open map. */
  mapItems?: Component2D[];
  /** Copied 3D components (the scene layer's copy3D): pasted only into the scene layer. */
  components3D?: Component3D[];
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
  /** A map editing context is open (combine, 2D copy and alignment refuse then). */
  mapOpen: boolean;
  /** The map container open in the map editing context (tMapId), or null. */
  mapId: string | null;
  /** Which layer is edited: the UI layer (2D) or the scene layer (3D); absent reads as 2D. */
  mode?: '2D' | '3D';
}

export interface ActionInput {
  shift: boolean;
  /** A page picked by its tab (switchDynamicPage). */
  pageIndex?: number;
}

/** What running an action asks the editor to do; the executor carries it out. */
export interface ActionOutcome {
  ops?: Operation[];
  /** History operation name (docs/reference.md#history), e.g. update2D, createGroup. */
  operation?: string;
  select?: string[];
  clipboard?: ClipboardData;
  history?: 'undo' | 'redo';
  groupPath?: string[];
  refusal?: Message;
  /**
   * A component-state update (docs/reference.md#saving, throttled at 600 ms): repeats with the same key inside
   * the window fold into one history entry and one save.
   */
  stateKey?: string;
  /** The paste counter of the page moves on. */
  pasted?: boolean;
  /** Opens a map editing context (its container id) or closes it (null). */
  openMap?: string | null;
  /** Opens a page after the ops are committed (a page or scene just added or copied). */
  openPage?: { sceneId: string; pageId: string };
  /** A refusal worded by the editor's own texts: an i18n key (the model's refusals come as `refusal`). */
  refusalKey?: string;
  /** The path point a point edit leaves selected (editor/components3d's point editing). */
  pointIndex?: number;
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

/**
 * An edit that takes its arguments from the UI calling it (a property field, a layer-list drag, the
 * palette, the scene tree): pure like EditorAction, with no key binding or predicate. `perform` in
 * ../execute.ts runs it against the store and carries out its outcome.
 */
export interface EditorEdit<Args extends unknown[]> {
  id: string;
  run(state: ActionState, ...args: Args): ActionOutcome;
}

export const defineEdit = <Args extends unknown[]>(
  id: string,
  run: (state: ActionState, ...args: Args) => ActionOutcome,
): EditorEdit<Args> => ({ id, run });
