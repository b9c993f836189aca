import type { Operation } from '@twincanvas/model';

/** One edit waiting to be saved: its history operation name and its ops. */
export interface SaveBatch {
  operation: string;
  ops: Operation[];
}

export type SendResult = { ok: true; revision: number } | { ok: false; reason: string };
/** Sends ops based on a revision; resolves with the new revision or the failure (never rejects). */
export type Sender = (ops: Operation[], baseRevision: number) => Promise<SendResult>;

export type SaveStatus = 'saved' | 'saving' | 'failed';

export interface SaveSnapshot {
  status: SaveStatus;
  error: string | null;
  /** Edits not yet confirmed by the server (held, queued or in flight). */
  pending: number;
  revision: number;
}

/**
 * The save queue of editor spec 4.5. Edits are sent in order, one request at a time, each based on the
 * last revision the server returned. While the pointer is down, edits wait in a two-slot cache (a third
 * edit folds the second into the first, so nothing is lost) and are flushed on release. A failed request
 * keeps its ops at the head of the queue; `retry` sends them again, then everything after them.
 */
export class SaveQueue {
  private queue: SaveBatch[] = [];
  private held: SaveBatch[] = [];
  private holding = false;
  private inflight: SaveBatch[] | null = null;
  private status: SaveStatus = 'saved';
  private error: string | null = null;
  private idle: (() => void)[] = [];

  constructor(
    private readonly send: Sender,
    private revision: number,
    private readonly onChange: (snapshot: SaveSnapshot) => void = () => {},
  ) {}

  snapshot(): SaveSnapshot {
    const pending = this.queue.length + this.held.length + (this.inflight?.length ?? 0);
    return { status: this.status, error: this.error, pending, revision: this.revision };
  }

  /** A revision learnt elsewhere (remote ops, a canvas-size update) becomes the next base. */
  setRevision(revision: number): void {
    if (revision > this.revision) this.revision = revision;
  }

  push(batch: SaveBatch): void {
    if (batch.ops.length === 0) return;
    if (this.holding) {
      if (this.held.length === 2) {
        const [first, second] = this.held as [SaveBatch, SaveBatch];
        this.held = [{ operation: first.operation, ops: [...first.ops, ...second.ops] }];
      }
      this.held.push(batch);
      this.notify();
      return;
    }
    this.queue.push(batch);
    if (this.status === 'failed') {
      // A new edit is a good moment to try again: the failed ops are still first in line.
      this.status = 'saving';
    }
    this.pump();
  }

  /** Pointer down: hold saves in the two-slot cache. */
  hold(): void {
    this.holding = true;
  }

  /** Pointer up: flush the cache in order. */
  release(): void {
    this.holding = false;
    if (this.held.length === 0) return;
    this.queue.push(...this.held);
    this.held = [];
    this.pump();
  }

  retry(): void {
    if (this.status !== 'failed') return;
    this.status = 'saving';
    this.pump();
  }

  /** Resolves once nothing is queued or in flight (or a failure stops the queue). */
  whenIdle(): Promise<void> {
    if (!this.inflight && (this.queue.length === 0 || this.status === 'failed')) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private notify(): void {
    this.onChange(this.snapshot());
    if (!this.inflight && (this.queue.length === 0 || this.status === 'failed')) {
      const waiting = this.idle;
      this.idle = [];
      for (const resolve of waiting) resolve();
    }
  }

  private pump(): void {
    if (this.inflight || this.queue.length === 0 || this.status === 'failed') {
      this.notify();
      return;
    }
    const batches = this.queue.splice(0);
    this.inflight = batches;
    this.status = 'saving';
    this.notify();
    void this.send(
      batches.flatMap((b) => b.ops),
      this.revision,
    ).then((result) => {
      this.inflight = null;
      if (result.ok) {
        this.revision = Math.max(this.revision, result.revision);
        this.error = null;
        this.status = this.queue.length > 0 ? 'saving' : 'saved';
      } else {
        // Put the ops back in front of anything queued meanwhile: order is never changed, nothing dropped.
        this.queue.unshift(...batches);
        this.status = 'failed';
        this.error = result.reason;
      }
      this.pump();
    });
  }
}
