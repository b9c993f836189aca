import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyOps, makeDeleteOp, pathsOverlap, type DocNode, type Operation } from '@twincanvas/model';
import { sampleDoc } from '../actions/fixtures';
import { CollabSync, reapplied, type SyncHost } from './sync';

/** A server that applies saves in order (as documents.save does: an op that does not fit refuses the save). */
class Server {
  doc = sampleDoc();
  log: Operation[][] = [];
  save(ops: Operation[]): number | null {
    try {
      this.doc = applyOps(this.doc, ops);
    } catch {
      return null;
    }
    this.log.push(ops);
    return this.log.length;
  }
}

/** One editor tab: its own document, a sync, and what its host saw. */
class Tab implements SyncHost {
  current: DocNode;
  sync: CollabSync;
  loads = 0;
  constructor(
    private readonly server: Server,
    gapMs = 1500,
  ) {
    this.current = structuredClone(server.doc);
    this.sync = new CollabSync(this, server.log.length, gapMs);
  }
  doc() {
    return this.current;
  }
  apply(ops: Operation[]) {
    this.current = applyOps(this.current, ops);
  }
  async load() {
    this.loads += 1;
    return { doc: structuredClone(this.server.doc), revision: this.server.log.length };
  }
  replace(doc: DocNode) {
    this.current = doc;
  }
  /** A local edit: applied at once, queued for saving. */
  edit(ops: Operation[]) {
    this.current = applyOps(this.current, ops);
    this.sync.localPushed(ops);
    return ops;
  }
  /** The save request reaching the server; returns the revision (the answer is delivered separately). */
  send(ops: Operation[]): number {
    const r = this.server.save(ops);
    if (r === null) throw new Error('refused');
    return r;
  }
}

const left = (id: string, value: number): Operation => ({
  command: 'update',
  path: `${id}.componentRect.componentLeft`,
  records: { newValue: value },
});
const leftOf = (doc: DocNode, id: string): unknown =>
  JSON.stringify(doc).match(new RegExp(`"_id":"${id}"[^}]*?"componentLeft":(-?\\d+)`))?.[1];

afterEach(() => vi.useRealTimers());

describe('pathsOverlap', () => {
  it('is true for equal paths and for a path inside another, false for siblings with a common prefix', () => {
    expect(pathsOverlap('E1.componentRect', 'E1.componentRect.componentLeft')).toBe(true);
    expect(pathsOverlap('E1.componentRect.componentLeft', 'E1.componentRect')).toBe(true);
    expect(pathsOverlap('E1.a', 'E1.a')).toBe(true);
    expect(pathsOverlap('E1.a', 'E1.ab')).toBe(false);
    expect(pathsOverlap('E1.a', 'E11.a')).toBe(false);
  });
});

describe('CollabSync', () => {
  it('applies remote events in revision order even when they arrive out of order', () => {
    const server = new Server();
    const x = new Tab(server);
    const r1 = server.save([left('E1', 101)])!;
    const r2 = server.save([left('E1', 102)])!;
    x.sync.remote({ revision: r2, ops: server.log[1]! });
    expect(leftOf(x.current, 'E1')).toBe('10');
    x.sync.remote({ revision: r1, ops: server.log[0]! });
    expect(leftOf(x.current, 'E1')).toBe('102');
    expect(x.sync.revision).toBe(2);
    x.sync.remote({ revision: r1, ops: server.log[0]! });
    expect(leftOf(x.current, 'E1')).toBe('102');
  });

  it('waits for its own save answer to fill a slot before applying a later remote event', () => {
    const server = new Server();
    const a = new Tab(server);
    const ops = a.edit([left('E1', 50)]);
    const mine = a.send(ops);
    const theirs = server.save([left('E2', 70)])!;
    a.sync.remote({ revision: theirs, ops: server.log[theirs - 1]! });
    expect(leftOf(a.current, 'E2')).toBe('200');
    a.sync.acknowledged(1, mine);
    expect(leftOf(a.current, 'E2')).toBe('70');
    expect(a.current).toEqual(server.doc);
  });

  it('the same property edited by both: each tab ends with what the server kept (the later save)', () => {
    const server = new Server();
    const a = new Tab(server);
    const b = new Tab(server);
    // Both move E1; B's save reaches the server first, A's second: A's value wins on the server.
    const aOps = a.edit([left('E1', 111)]);
    const bOps = b.edit([left('E1', 222)]);
    const rb = b.send(bOps);
    const ra = a.send(aOps);
    // A hears of B's save before its own answer: its own edit must still show.
    a.sync.remote({ revision: rb, ops: bOps });
    expect(leftOf(a.current, 'E1')).toBe('111');
    a.sync.acknowledged(1, ra);
    b.sync.acknowledged(1, rb);
    b.sync.remote({ revision: ra, ops: aOps });
    expect(a.current).toEqual(server.doc);
    expect(b.current).toEqual(server.doc);
    expect(leftOf(server.doc, 'E1')).toBe('111');
  });

  it('an own save answered before an earlier remote event arrives: the own value is applied again on top', () => {
    const server = new Server();
    const a = new Tab(server);
    const theirs = server.save([left('E1', 1)])!;
    const aOps = a.edit([left('E1', 2)]);
    a.sync.acknowledged(1, a.send(aOps));
    a.sync.remote({ revision: theirs, ops: server.log[0]! });
    expect(a.current).toEqual(server.doc);
    expect(leftOf(a.current, 'E1')).toBe('2');
  });

  it('concurrent edits to different components converge on both tabs', () => {
    const server = new Server();
    const a = new Tab(server);
    const b = new Tab(server);
    const aOps = [a.edit([left('E1', 5)]), a.edit([left('E2', 6)])];
    const bOps = [b.edit([left('E3', 7)]), b.edit([left('E1', 8)])];
    const saves: { tab: Tab; other: Tab; ops: Operation[]; revision: number }[] = [];
    saves.push({ tab: a, other: b, ops: aOps[0]!, revision: a.send(aOps[0]!) });
    saves.push({ tab: b, other: a, ops: bOps[0]!, revision: b.send(bOps[0]!) });
    saves.push({ tab: b, other: a, ops: bOps[1]!, revision: b.send(bOps[1]!) });
    saves.push({ tab: a, other: b, ops: aOps[1]!, revision: a.send(aOps[1]!) });
    // Events first, answers later (the worst order for the tabs).
    for (const s of saves) s.other.sync.remote({ revision: s.revision, ops: s.ops });
    for (const s of saves) s.tab.sync.acknowledged(s.ops.length, s.revision);
    expect(a.current).toEqual(server.doc);
    expect(b.current).toEqual(server.doc);
  });

  it('a remote update of a node this tab deleted (unsaved) is skipped without a reload', () => {
    const server = new Server();
    const a = new Tab(server);
    a.edit([makeDeleteOp(a.current, 'E2')]);
    const r = server.save([left('E2', 9), left('E1', 42)])!;
    a.sync.remote({ revision: r, ops: server.log[0]! });
    expect(leftOf(a.current, 'E1')).toBe('42');
    expect(a.loads).toBe(0);
  });

  it('reloads when a gap does not fill, keeping unsaved local edits on top', async () => {
    vi.useFakeTimers();
    const server = new Server();
    const a = new Tab(server, 100);
    server.save([left('E3', 33)]); // an event this tab never hears of
    const r2 = server.save([left('E2', 22)])!;
    a.sync.remote({ revision: r2, ops: server.log[1]! });
    await vi.advanceTimersByTimeAsync(150);
    expect(a.loads).toBe(1);
    expect(a.current).toEqual(server.doc);
    expect(a.sync.revision).toBe(2);
  });

  it('a join answer ahead of what arrived also reloads, but not while own saves are in flight', async () => {
    vi.useFakeTimers();
    const server = new Server();
    const a = new Tab(server, 100);
    const pending = a.edit([left('E1', 77)]);
    server.save([left('E3', 1)]);
    a.sync.serverAt(1);
    await vi.advanceTimersByTimeAsync(250);
    expect(a.loads).toBe(0);
    a.sync.acknowledged(1, a.send(pending));
    await vi.advanceTimersByTimeAsync(150);
    expect(a.loads).toBe(1);
    expect(a.current).toEqual(server.doc);
    expect(leftOf(a.current, 'E1')).toBe('77');
  });
});

describe('move ops between co-editors (one op for a drag of many components)', () => {
  const move = (ids: string[], dx: number, dy: number): Operation => ({
    command: 'move',
    path: 'D1.projectTwoComponentList',
    records: { ids, dx, dy },
  });

  it('a select-all move and concurrent updates and moves of the same components converge on both tabs', () => {
    const server = new Server();
    const a = new Tab(server);
    const b = new Tab(server);
    const aOps = [a.edit([move(['E1', 'E2', 'E3'], 10, 5)]), a.edit([left('E2', 40)])];
    const bOps = [
      b.edit([left('E1', 300)]),
      b.edit([move(['E2', 'E3'], 1, 1)]),
      b.edit([
        {
          command: 'update',
          path: 'E3.componentRect',
          records: { newValue: { componentLeft: 7, componentTop: 8 } },
        },
      ]),
    ];
    const saves: { tab: Tab; other: Tab; ops: Operation[]; revision: number }[] = [];
    saves.push({ tab: b, other: a, ops: bOps[0]!, revision: b.send(bOps[0]!) });
    saves.push({ tab: a, other: b, ops: aOps[0]!, revision: a.send(aOps[0]!) });
    saves.push({ tab: b, other: a, ops: bOps[1]!, revision: b.send(bOps[1]!) });
    saves.push({ tab: b, other: a, ops: bOps[2]!, revision: b.send(bOps[2]!) });
    saves.push({ tab: a, other: b, ops: aOps[1]!, revision: a.send(aOps[1]!) });
    // Events first, answers later (the worst order for the tabs).
    for (const s of saves) s.other.sync.remote({ revision: s.revision, ops: s.ops });
    for (const s of saves) s.tab.sync.acknowledged(s.ops.length, s.revision);
    expect(leftOf(server.doc, 'E1')).toBe('310');
    expect(a.current).toEqual(server.doc);
    expect(b.current).toEqual(server.doc);
  });

  it('reapplied: a local move is applied again only to the components and axes a remote update set', () => {
    const local = [move(['E1', 'E2', 'E3'], 4, -2)];
    expect(reapplied(local, [move(['E1'], 1, 1)])).toEqual([]);
    expect(
      reapplied(local, [
        left('E1', 0),
        { command: 'update', path: 'E2.componentRect', records: { newValue: {} } },
        { command: 'update', path: 'E3.componentRect.componentWidth', records: { newValue: 9 } },
      ]),
    ).toEqual([move(['E2'], 4, -2), move(['E1'], 4, 0)]);
    // A local update of a position a remote move shifted is applied again (it set the value outright).
    expect(reapplied([left('E2', 5)], [move(['E2'], 1, 1)])).toEqual([left('E2', 5)]);
    expect(reapplied([left('E9', 5)], [move(['E2'], 1, 1)])).toEqual([]);
  });
});
