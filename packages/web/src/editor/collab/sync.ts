import {
  applyOps,
  listMoveOp,
  movePaths,
  parseOpPath,
  pathsOverlap,
  type DocNode,
  type Operation,
} from '@twincanvas/model';

/** What the sync needs from the editor (the store in the app, a plain object in tests). */
export interface SyncHost {
  doc(): DocNode | null;
  /** Applies ops another editor saved, without history or saving (the store's applyRemoteOps seam). */
  apply(ops: Operation[], revision: number): void;
  /** Fetches the server's document (after a gap). */
  load(): Promise<{ doc: DocNode; revision: number }>;
  /** Replaces the local document (keeping page and selection where they still exist). */
  replace(doc: DocNode, revision: number): void;
}

export interface RemoteEvent {
  revision: number;
  ops: unknown[];
}

/** How long a revision gap may last before the document is reloaded (a missed event, not a late one). */
export const GAP_RELOAD_MS = 1500;

/**
 * Keeps one editor converging to the server's document while others edit (ARCHITECTURE section 3).
 *
 * The server applies saves in revision order; this tab sees its own edits at once (optimistically) and
 * the others' as `project_event`s, possibly out of order with the answers to its own saves. `base` is
 * the revision up to which every save is in the local document. Remote events are applied in revision
 * order; this tab's own saves (known from the save answers) fill their slots. An edit of this tab that
 * the server ordered after a remote one must still win locally, so after applying remote ops the later
 * local updates of the same paths are applied again — the same result the server has. A gap that does
 * not fill within GAP_RELOAD_MS (an event lost while disconnected) reloads the document.
 */
export class CollabSync {
  private base: number;
  /** Revisions of this tab's acknowledged saves above base, with their ops. */
  private readonly own = new Map<number, Operation[]>();
  /** Ops applied locally and not yet acknowledged, in the order they will be saved. */
  private unconfirmed: Operation[] = [];
  private readonly buffer = new Map<number, RemoteEvent>();
  /** Revisions of this tab's recent saves (kept after they are merged, to recognise overwritten edits). */
  private readonly saved: number[] = [];
  /** Highest revision the server is known to have (from a join answer). */
  private known: number;
  private gapTimer: ReturnType<typeof setTimeout> | null = null;
  private reloading = false;
  private stopped = false;

  constructor(
    private readonly host: SyncHost,
    revision: number,
    private readonly gapMs = GAP_RELOAD_MS,
  ) {
    this.base = revision;
    this.known = revision;
  }

  get revision(): number {
    return this.base;
  }

  /** A local edit entered the save queue (already applied to the local document). */
  localPushed(ops: readonly Operation[]): void {
    this.unconfirmed.push(...ops);
  }

  /** The server saved the first `count` unconfirmed ops as `revision`. */
  acknowledged(count: number, revision: number): void {
    const ops = this.unconfirmed.splice(0, count);
    if (revision > this.base) this.own.set(revision, ops);
    this.saved.push(revision);
    if (this.saved.length > 200) this.saved.shift();
    this.drain();
  }

  /** Whether `revision` is one of this tab's own saves. */
  savedHere(revision: number): boolean {
    return this.saved.includes(revision);
  }

  remote(event: RemoteEvent): void {
    if (this.stopped || event.revision <= this.base || this.own.has(event.revision)) return;
    this.buffer.set(event.revision, event);
    this.drain();
  }

  /** The server's revision after a (re)join: anything below it that never arrives means a reload. */
  serverAt(revision: number): void {
    this.known = Math.max(this.known, revision);
    this.drain();
  }

  stop(): void {
    this.stopped = true;
    if (this.gapTimer) clearTimeout(this.gapTimer);
    this.gapTimer = null;
  }

  private drain(): void {
    for (;;) {
      const next = this.base + 1;
      if (this.own.delete(next)) {
        this.base = next;
        continue;
      }
      const event = this.buffer.get(next);
      if (!event) break;
      this.buffer.delete(next);
      this.applyRemote(event);
      this.base = next;
    }
    const highest = Math.max(this.known, ...this.buffer.keys(), ...this.own.keys());
    if (highest > this.base) this.armGapTimer();
    else if (this.gapTimer) {
      clearTimeout(this.gapTimer);
      this.gapTimer = null;
    }
  }

  /** Local ops the server applies after `revision`: own saves above it, then the unconfirmed ones. */
  private laterThan(revision: number): Operation[] {
    const own = [...this.own.entries()].filter(([r]) => r > revision).sort(([a], [b]) => a - b);
    return [...own.flatMap(([, ops]) => ops), ...this.unconfirmed];
  }

  private applyRemote(event: RemoteEvent): void {
    const remote = event.ops as Operation[];
    const again = reapplied(this.laterThan(event.revision), remote);
    try {
      this.host.apply([...remote, ...again], event.revision);
      return;
    } catch {
      // Some op does not fit the local document (e.g. it updates a node deleted here): apply what fits.
    }
    let doc = this.host.doc();
    if (!doc) return;
    const fitting: Operation[] = [];
    let refused = 0;
    for (const op of [...remote, ...again]) {
      try {
        doc = applyOps(doc, [op]);
        fitting.push(op);
      } catch {
        refused += 1;
      }
    }
    this.host.apply(fitting, event.revision);
    // A refused remote op is expected only when a local edit not yet on the server explains it.
    if (refused > 0 && this.laterThan(event.revision).length === 0) void this.reload();
  }

  private armGapTimer(): void {
    if (this.gapTimer || this.stopped) return;
    this.gapTimer = setTimeout(() => {
      this.gapTimer = null;
      const highest = Math.max(this.known, ...this.buffer.keys(), ...this.own.keys());
      if (highest <= this.base || this.stopped) return;
      // Own saves still in flight will fill their slots: wait for them rather than reload under them.
      if (this.unconfirmed.length > 0) this.armGapTimer();
      else void this.reload();
    }, this.gapMs);
  }

  private async reload(): Promise<void> {
    if (this.reloading || this.stopped) return;
    this.reloading = true;
    try {
      const loaded = await this.host.load();
      const revision = loaded.revision;
      // Local edits the loaded document does not have yet: applied again, as the server will.
      let doc = loaded.doc;
      for (const op of this.laterThan(revision)) {
        try {
          doc = applyOps(doc, [op]);
        } catch {
          // The server will refuse it too (its node is gone): the save queue reports that.
        }
      }
      this.host.replace(doc, revision);
      this.base = revision;
      this.known = Math.max(this.known, revision);
      for (const r of [...this.own.keys()]) if (r <= this.base) this.own.delete(r);
      for (const r of [...this.buffer.keys()]) if (r <= this.base) this.buffer.delete(r);
    } finally {
      this.reloading = false;
    }
    this.drain();
  }
}

/**
 * The local ops to apply again after remote ones so that the local document ends as the server's will
 * (the server applies the local ops after them). An update is applied again when a remote op changed its
 * path (a remote update or move of it would otherwise replace it). A move adds to positions, so it
 * commutes with remote moves; but a remote update that set a moved position outright dropped the local
 * offset there: the move is applied again to those components and axes only.
 */
export function reapplied(local: readonly Operation[], remote: readonly Operation[]): Operation[] {
  const changed = remote.flatMap((op) =>
    op.command === 'move' && Array.isArray(op.records?.ids) ? movePaths(op.records) : [op.path],
  );
  // Paths remote updates set outright, by node.
  const set = new Map<string, string[]>();
  for (const op of remote) {
    if (op.command !== 'update') continue;
    const { nodeId } = parseOpPath(op.path);
    set.set(nodeId, [...(set.get(nodeId) ?? []), op.path]);
  }
  return local.flatMap((op): Operation[] => {
    if (op.command === 'update') return changed.some((p) => pathsOverlap(p, op.path)) ? [op] : [];
    if (op.command !== 'move' || set.size === 0) return [];
    const axes = { both: [] as string[], x: [] as string[], y: [] as string[] };
    for (const id of op.records.ids) {
      const paths = set.get(id) ?? [];
      const x = paths.some((p) => pathsOverlap(p, `${id}.componentRect.componentLeft`));
      const y = paths.some((p) => pathsOverlap(p, `${id}.componentRect.componentTop`));
      if (x && y) axes.both.push(id);
      else if (x) axes.x.push(id);
      else if (y) axes.y.push(id);
    }
    const { dx, dy } = op.records;
    const part = (ids: string[], x: number, y: number): Operation[] =>
      ids.length > 0 && (x !== 0 || y !== 0) ? [listMoveOp(op.path, ids, x, y)] : [];
    return [...part(axes.both, dx, dy), ...part(axes.x, dx, 0), ...part(axes.y, 0, dy)];
  });
}
