import type { Operation } from '@twincanvas/model';
import { mergeOps } from './mergeOps';

/** One edit waiting to be saved: its history operation name and its ops. */
export interface SaveBatch {
  operation: string;
  ops: Operation[];
}

/**
 * A failed send. `subCode` 1 or 2 (docs/reference.md#saving; the documents module): the server refused the ops
 * and applied nothing; `revision` is the server's current one. Without subCode the request itself failed
 * (network, 5xx) and may well succeed if sent again.
 */
export type SendFailure = { ok: false; reason: string; subCode?: 1 | 2; revision?: number };
export type SendResult = { ok: true; revision: number } | SendFailure;
/**
 * Sends ops based on a revision; resolves with the new revision or the failure (never rejects).
 * `operations` names the edits in the request, in order (`un_`/`re_` for undo and redo, docs/reference.md#history).
 */
export type Sender = (ops: Operation[], baseRevision: number, operations: string[]) => Promise<SendResult>;

export type SaveStatus = 'saved' | 'saving' | 'failed';

export interface SaveSnapshot {
  status: SaveStatus;
  error: string | null;
  /** Edits not yet confirmed by the server (held, queued or in flight). */
  pending: number;
  revision: number;
}

/** Waits before automatic retries of a request that failed in transit: 1 s, 2 s, 4 s … at most 30 s. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000, 30000] as const;

/**
 * The save queue of docs/reference.md#saving. Edits are sent in order, one request at a time, each based on the
 * last revision the server returned. While the pointer is down, edits wait in a two-slot cache (a third
 * edit folds the second into the first, so nothing is lost) and are flushed on release.
 *
 * Nothing is ever dropped; a failure keeps the ops at the head of the queue, in order:
 * - the request failed in transit: status failed, sent again automatically with growing delays (or at
 *   once with `retry`);
 * - subCode 2 naming a server revision other than our base (our base is ahead, or newer saves exist):
 *   the server's revision becomes the base and the ops are sent again at once — ops address nodes by id,
 *   so they merge with the newer saves;
 * - the server refused ops of a request holding several edits: the edits are sent one per request until
 *   the refused one is found, so every other edit is saved; the refused edit stays first in line with the
 *   server's reason, and `retry` sends it again.
 */
export class SaveQueue {
  private queue: SaveBatch[] = [];
  private held: SaveBatch[] = [];
  /** Why saves are held (docs/reference.md#saving): the pointer, a focused field being typed in, extra locks. */
  private holders = new Set<string>();
  private get holding(): boolean {
    return this.holders.size > 0;
  }
  private inflight: SaveBatch[] | null = null;
  private status: SaveStatus = 'saved';
  private error: string | null = null;
  private idle: (() => void)[] = [];
  /** After a refusal: one edit per request until the refused one is isolated. */
  private oneAtATime = false;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The open run of throttled component-state updates, sent when its window closes. */
  private slot: { run: number; batch: SaveBatch | null; timer: ReturnType<typeof setTimeout> } | null = null;

  constructor(
    private readonly send: Sender,
    private revision: number,
    private readonly onChange: (snapshot: SaveSnapshot) => void = () => {},
  ) {}

  snapshot(): SaveSnapshot {
    const pending =
      this.queue.length + this.held.length + (this.inflight?.length ?? 0) + (this.slot?.batch ? 1 : 0);
    return { status: this.status, error: this.error, pending, revision: this.revision };
  }

  /** A revision learnt elsewhere (remote ops, a canvas-size update) becomes the next base. */
  setRevision(revision: number): void {
    if (revision > this.revision) this.revision = revision;
  }

  push(batch: SaveBatch): void {
    if (batch.ops.length === 0) return;
    // Whatever a throttled run holds was edited first: it goes first.
    this.flushThrottled();
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

  /**
   * A component-state update (docs/reference.md#saving: throttled at 600 ms). The first update of a run (a new
   * `run` number) is sent at once, so a single edit reaches the server and co-editors without delay;
   * further updates of that run within `windowMs` are folded into one save sent when the window closes.
   * Another run, or any other edit, sends what the open run holds first, so the order of edits is kept.
   */
  pushThrottled(batch: SaveBatch, run: number, windowMs: number): void {
    if (batch.ops.length === 0) return;
    if (this.holding) return this.push(batch);
    if (this.slot?.run === run) {
      const held = this.slot.batch;
      this.slot.batch = held ? { ...held, ops: mergeOps(held.ops, batch.ops) } : batch;
      if (this.status === 'saved') this.status = 'saving';
      this.notify();
      return;
    }
    this.push(batch);
    this.slot = { run, batch: null, timer: setTimeout(() => this.flushThrottled(), windowMs) };
  }

  /**
   * Closes the open run's window, sending what it holds (also before a co-editor's ops are applied, so
   * the live sync knows these local edits and keeps them on top, as the server will).
   */
  flushThrottled(): void {
    const slot = this.slot;
    if (!slot) return;
    this.slot = null;
    clearTimeout(slot.timer);
    if (slot.batch) this.push(slot.batch);
  }

  /**
   * Holds saves in the two-slot cache while any reason holds them: 'pointer' (down), 'focus' (a field
   * being typed in) or an extra lock of the caller's naming.
   */
  hold(reason = 'pointer'): void {
    this.holders.add(reason);
  }

  /** Lets go of one reason; when none is left, the cache is flushed in order. */
  release(reason = 'pointer'): void {
    this.holders.delete(reason);
    if (this.holding || this.held.length === 0) return;
    this.queue.push(...this.held);
    this.held = [];
    this.pump();
  }

  retry(): void {
    if (this.status !== 'failed') return;
    this.clearTimer();
    this.status = 'saving';
    this.pump();
  }

  /** Stops automatic retries (the editor is closing). */
  dispose(): void {
    this.clearTimer();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Resolves once nothing is queued or in flight (or a failure stops the queue). */
  whenIdle(): Promise<void> {
    if (!this.inflight && !this.slot?.batch && (this.queue.length === 0 || this.status === 'failed'))
      return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private notify(): void {
    this.onChange(this.snapshot());
    if (!this.inflight && !this.slot?.batch && (this.queue.length === 0 || this.status === 'failed')) {
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
    const batches = this.oneAtATime ? this.queue.splice(0, 1) : this.queue.splice(0);
    this.inflight = batches;
    this.status = 'saving';
    this.notify();
    const base = this.revision;
    void this.send(
      batches.flatMap((b) => b.ops),
      base,
      batches.map((b) => b.operation),
    ).then((result) => {
      this.inflight = null;
      if (result.ok) this.succeeded(result.revision);
      else this.failed(batches, base, result);
      this.pump();
    });
  }

  private succeeded(revision: number): void {
    this.revision = Math.max(this.revision, revision);
    this.error = null;
    this.attempts = 0;
    this.status = this.queue.length > 0 || this.slot?.batch ? 'saving' : 'saved';
    // The refused edit went through after all (it was isolated and is saved): back to one request.
    if (this.oneAtATime && this.queue.length === 0) this.oneAtATime = false;
  }

  private failed(batches: SaveBatch[], base: number, result: SendFailure): void {
    // Put the ops back in front of anything queued meanwhile: order is never changed, nothing dropped.
    this.queue.unshift(...batches);
    this.error = result.reason;
    if (result.subCode !== undefined && result.revision !== undefined && result.revision !== base) {
      // A conflict of revisions, not of content: rebase on the server's revision and send again.
      this.revision = result.revision;
      if (this.attempts++ < 2) return;
    }
    if (result.subCode !== undefined && batches.length > 1) {
      // Refused: find the edit the server cannot apply, saving the others.
      this.oneAtATime = true;
      return;
    }
    this.status = 'failed';
    if (result.subCode === undefined) this.scheduleRetry();
  }

  private scheduleRetry(): void {
    this.clearTimer();
    const delay = RETRY_DELAYS_MS[Math.min(this.attempts, RETRY_DELAYS_MS.length - 1)]!;
    this.attempts += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.retry();
    }, delay);
  }
}
