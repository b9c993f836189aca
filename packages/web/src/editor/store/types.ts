import type { DocNode, HistoryMode, HistoryStore, Operation } from '@twincanvas/model';
import type { MapSlice } from '../map/mapSlice';
import type { SaveQueue, SaveStatus } from '../save/saveQueue';

export interface DocumentSlice {
  /** The project document, the model's tree; replaced only through applyOps. */
  doc: DocNode | null;
  projectId: string;
  projectFlag: string;
  loadDocument(doc: DocNode, revision: number): void;
  /**
   * THE local edit path: applies ops, records one history entry (operation name, ops) and queues the
   * save. Every edit, property changes included, goes through here.
   *
   * With `stateKey` the edit is a component-state update (docs/reference.md#saving, throttled at 600 ms): further
   * updates with the same key within 600 ms of the first join its history entry and its save, so a held
   * arrow key or a stepped number is a few undo steps and saves, not one per repeat.
   */
  commit(ops: Operation[], operation: string, select?: string[], stateKey?: string): boolean;
  /** Closes the open run of component-state updates (undo/redo: what follows is a new step). */
  endStateRun(): void;
  /**
   * Seam for live co-editing (issue item 6): ops another editor saved are applied to the document
   * without a history entry and without being saved again. Nothing subscribes to it yet.
   */
  applyRemoteOps(ops: Operation[], revision?: number): void;
  /**
   * An edit the server already stored through another call (the project size goes through `update
   * project size`): applied and recorded in history like a commit, but not saved again. Its undo and
   * redo are ordinary saves of the inverse ops.
   */
  commitSaved(ops: Operation[], operation: string, revision: number): void;
}

export interface SelectionSlice {
  /** Scene (or system scene) being edited: history is kept per scene. */
  sceneId: string;
  /** Owner of the 2D list being edited: a page, or the system scene itself. */
  pageId: string;
  /**
   * The layer marker of the page path (docs/reference.md#routes): the 2D UI layer or the 3D scene layer. History is
   * kept per scene per mode (docs/reference.md#history), so switching either shows that scene's and layer's own stacks.
   */
  mode: HistoryMode;
  setMode(mode: HistoryMode): void;
  /** Groups entered, outermost first (docs/reference.md#groups, levels 1 and 2). */
  groupPath: string[];
  selectedIds: string[];
  select(ids: string[]): void;
  openPage(sceneId: string, pageId: string): void;
  setGroupPath(path: string[]): void;
}

export interface ViewSlice {
  scale: number;
  panX: number;
  panY: number;
  viewportWidth: number;
  viewportHeight: number;
  guidesH: number[];
  guidesV: number[];
  helpOpen: boolean;
  setView(
    view: Partial<Pick<ViewSlice, 'scale' | 'panX' | 'panY' | 'viewportWidth' | 'viewportHeight'>>,
  ): void;
  setGuides(direction: 'h' | 'v', guides: number[]): void;
  setHelpOpen(open: boolean): void;
}

export interface HistorySlice {
  history: HistoryStore;
  /** Bumped on every history change so buttons re-render; the stacks themselves are not reactive. */
  historyVersion: number;
  undo(): void;
  redo(): void;
}

export interface SaveSlice {
  saveQueue: SaveQueue | null;
  saveStatus: SaveStatus;
  saveError: string | null;
  unsaved: number;
  revision: number;
  /** Pointer down: saves wait in the two-slot cache; up: they flush. */
  setPointerDown(down: boolean): void;
  /**
   * Saves wait in the two-slot cache while any reason holds them (docs/reference.md#saving): 'focus' while a panel field
   * is being typed in, or an extra lock a multi-step edit takes; the last release flushes them.
   */
  holdSaves(reason: string): void;
  releaseSaves(reason: string): void;
  retrySave(): void;
}

export type EditorState = DocumentSlice & SelectionSlice & ViewSlice & HistorySlice & SaveSlice & MapSlice;
