import { HISTORY_DEPTH } from '../constants.js';
import { invertOps } from '../ops/invert.js';
import type { HistoryEntry } from '../types/history.js';
import type { Operation } from '../types/operation.js';

export type HistoryMode = '2D' | '3D';

/** Operations that are replayed on undo/redo but never saved again (docs/reference.md#history). */
export const UNSAVED_ON_REPLAY: ReadonlySet<string> = new Set([
  'switchDynamicPage',
  'cameraMoveDone',
  'switchTencentMap',
]);
/** Changing a scene's 3D model replaces its pages, so their history no longer applies. */
export const RESET_OPERATION = 'change3DScene';
export const UNDO_PREFIX = 'un_';
export const REDO_PREFIX = 're_';

export interface HistoryStep {
  /** 'un_<operation>' or 're_<operation>'. */
  operation: string;
  /** Ops to apply now: the inverse of the entry on undo, the entry's own ops on redo. */
  opts: Operation[];
  /** False for the operations that must not be sent as a save again. */
  save: boolean;
  entry: HistoryEntry;
}

interface Stacks {
  past: HistoryEntry[];
  future: HistoryEntry[];
}

/** Undo/redo stacks per scene per 2D/3D mode, holding operations (never document copies). */
export class HistoryStore {
  private readonly stacks = new Map<string, Stacks>();

  constructor(private readonly depth: number = HISTORY_DEPTH) {}

  private key(sceneId: string, mode: HistoryMode): string {
    return `${mode}\u0000${sceneId}`;
  }

  private get(sceneId: string, mode: HistoryMode): Stacks {
    const key = this.key(sceneId, mode);
    let stacks = this.stacks.get(key);
    if (!stacks) {
      stacks = { past: [], future: [] };
      this.stacks.set(key, stacks);
    }
    return stacks;
  }

  /**
   * Appends an entry (keeping the last `depth`) and clears the future. A change3DScene entry instead
   * resets the scene's history in both modes.
   */
  push(sceneId: string, mode: HistoryMode, entry: HistoryEntry): void {
    if (entry.operation === RESET_OPERATION) {
      this.reset(sceneId);
      return;
    }
    const stacks = this.get(sceneId, mode);
    stacks.past.push(entry);
    if (stacks.past.length > this.depth) stacks.past.splice(0, stacks.past.length - this.depth);
    stacks.future = [];
  }

  /** Pops the last entry into the future and returns its inverse ops; null when there is nothing to undo. */
  undo(sceneId: string, mode: HistoryMode): HistoryStep | null {
    const stacks = this.get(sceneId, mode);
    const entry = stacks.past.at(-1);
    if (!entry) return null;
    const opts = invertOps(entry.opts);
    stacks.past.pop();
    stacks.future.push(entry);
    return {
      operation: UNDO_PREFIX + entry.operation,
      opts,
      save: !UNSAVED_ON_REPLAY.has(entry.operation),
      entry,
    };
  }

  /** Moves the next future entry back to the past and returns its ops; null when there is nothing to redo. */
  redo(sceneId: string, mode: HistoryMode): HistoryStep | null {
    const stacks = this.get(sceneId, mode);
    const entry = stacks.future.pop();
    if (!entry) return null;
    stacks.past.push(entry);
    return {
      operation: REDO_PREFIX + entry.operation,
      opts: [...entry.opts],
      save: !UNSAVED_ON_REPLAY.has(entry.operation),
      entry,
    };
  }

  canUndo(sceneId: string, mode: HistoryMode): boolean {
    return (this.stacks.get(this.key(sceneId, mode))?.past.length ?? 0) > 0;
  }

  canRedo(sceneId: string, mode: HistoryMode): boolean {
    return (this.stacks.get(this.key(sceneId, mode))?.future.length ?? 0) > 0;
  }

  /** Clears a scene's history for one mode, or for both when no mode is given. */
  reset(sceneId: string, mode?: HistoryMode): void {
    for (const m of mode ? [mode] : (['2D', '3D'] as const)) this.stacks.delete(this.key(sceneId, m));
  }
}
