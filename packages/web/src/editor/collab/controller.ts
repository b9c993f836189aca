import type { Operation, OverwrittenEdit } from '@twincanvas/model';
import { joinProject, type Presence } from '../../app/realtime';
import { editorApi } from '../api';
import type { SaveBatch, SaveQueue, Sender } from '../save/saveQueue';
import { useEditor } from '../store';
import { repair } from '../store/repair';
import { usePeers } from './peers';
import { CollabSync, type SyncHost } from './sync';

/** The sync of the editing session in this tab (one editor per tab). */
let current: CollabSync | null = null;

/**
 * Wraps the editor's save sender: each answer tells the sync which revision the sent ops became. The
 * queue sends in push order, so the ops sent are always the first unconfirmed ones.
 */
export function collabSender(send: Sender): Sender {
  return async (ops, base, operations) => {
    const sync = current;
    const result = await send(ops, base, operations);
    if (result.ok && sync === current) sync?.acknowledged(ops.length, result.revision);
    return result;
  };
}

/**
 * Every local edit, undo and redo reaches the server through SaveQueue.push (commit and history both
 * push after applying): observing it tells the sync which ops are applied here but not yet saved.
 */
function observeQueue(queue: SaveQueue, onPush: (batch: SaveBatch) => void): () => void {
  const original = queue.push;
  queue.push = (batch: SaveBatch) => {
    if (batch.ops.length > 0) onPush(batch);
    original.call(queue, batch);
  };
  return () => {
    queue.push = original;
  };
}

const host: SyncHost = {
  doc: () => useEditor.getState().doc,
  apply: (ops: Operation[], revision: number) => {
    const s = useEditor.getState();
    if (ops.length > 0) s.applyRemoteOps(ops, revision);
    else s.saveQueue?.setRevision(revision);
  },
  load: async () => {
    const doc = await editorApi.load(useEditor.getState().projectFlag);
    return { doc, revision: doc.revision };
  },
  replace: (doc, revision) => {
    const s = useEditor.getState();
    useEditor.setState({ doc, ...repair(s, doc) });
    s.saveQueue?.setRevision(revision);
  },
};

function presenceOf(): Presence {
  const s = useEditor.getState();
  return { sceneId: s.sceneId, pageId: s.pageId, selection: s.selectedIds };
}

/** Shows that another editor's save replaced edits of this tab (component and property named). */
export type OverwriteNotice = (by: string, edits: OverwrittenEdit[]) => void;

/** Starts live co-editing of the loaded project; returns the stop function. */
export function startCollab(
  projectId: string,
  queue: SaveQueue,
  revision: number,
  notice: OverwriteNotice,
): () => void {
  const sync = new CollabSync(host, revision);
  current = sync;
  const unobserve = observeQueue(queue, (batch) => sync.localPushed(batch.ops));
  const session = joinProject(projectId, presenceOf(), {
    onEvent: (event) => {
      // A throttled run's edits are applied here but not yet pushed: push them first, so the sync
      // re-applies them over the remote ops, as the server will order them after those.
      queue.flushThrottled();
      sync.remote(event);
      // The later save won (its ops were just applied here); say which of this tab's edits it replaced.
      const mine = (event.overwritten ?? []).filter((o) => sync.savedHere(o.revision));
      if (mine.length > 0) notice(event.by.name, mine);
    },
    onPeers: (peers) => usePeers.setState({ peers }),
    onJoined: (serverRevision) => sync.serverAt(serverRevision),
  });
  // Presence follows page and selection, coalesced so a marquee drag sends a few messages, not hundreds.
  let timer: ReturnType<typeof setTimeout> | null = null;
  const unsubscribe = useEditor.subscribe((s, prev) => {
    if (s.selectedIds === prev.selectedIds && s.pageId === prev.pageId && s.sceneId === prev.sceneId) return;
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      session.setPresence(presenceOf());
    }, 60);
  });
  return () => {
    if (timer) clearTimeout(timer);
    unsubscribe();
    session.leave();
    unobserve();
    sync.stop();
    if (current === sync) current = null;
    usePeers.setState({ peers: [] });
  };
}
