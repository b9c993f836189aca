import { EventEmitter } from 'node:events';
import { and, eq } from 'drizzle-orm';
import { OpError, type DocNode, type OverwrittenEdit } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import { liveProject, withServerFields } from './projectRow.js';
import { WS_MSG, withReason, type Bilingual } from '../../http/messages.js';
import { overwrittenEdits } from './overwrites.js';
import { loadDocument } from './store.js';
import { NodeWriter, StateOpError, type WriterHooks } from './writer.js';
import { assertSceneLimits } from './sceneLimits.js';

export interface SaveInput {
  groupId: string;
  userId: string;
  projectId: string;
  baseRevision: number;
  ops: unknown[];
  /** The sending editor tab (realtime area: not echoed back to it). */
  clientId?: string | undefined;
}

/** subCode 0 saved; 1 an op could not be applied; 2 a conflict with newer saves (docs/reference.md#saving). */
export type SaveResult =
  | { subCode: 0; revision: number; rowsWritten: number; overwritten: OverwrittenEdit[] }
  | { subCode: 1 | 2; revision: number; reason: Bilingual };

export interface SavedEvent {
  projectId: string;
  groupId: string;
  revision: number;
  ops: unknown[];
  userId: string;
  clientId?: string | undefined;
  overwritten: OverwrittenEdit[];
}

class Conflict extends Error {}

/**
 * Reads and saves project documents stored per node (ARCHITECTURE section 3). A save runs in one
 * transaction that locks the project row, so saves of one project are serial and each gets the next
 * revision; saves of different projects do not wait for each other.
 */
export class DocumentService {
  private readonly events = new EventEmitter();
  /** Test-only hooks into the save transaction (see WriterHooks). */
  hooks: WriterHooks = {};

  constructor(private readonly db: Db) {
    // Every open editor of a project may listen (realtime area); no leak warning for many listeners.
    this.events.setMaxListeners(0);
  }

  /** Called after COMMIT of every save; the realtime area broadcasts `project_event` from here. */
  onSaved(listener: (event: SavedEvent) => void): () => void {
    this.events.on('saved', listener);
    return () => this.events.off('saved', listener);
  }

  async query(
    groupId: string,
    by: { projectId?: string | undefined; projectFlag?: string | undefined },
  ): Promise<DocNode> {
    const p = await liveProject(this.db, groupId, by);
    return withServerFields(await loadDocument(this.db, p.id, p.body), p);
  }

  /**
   * Applies the ops in one transaction, all or nothing. A save based on an older revision is accepted:
   * ops address nodes by id, so edits to other nodes merge and the later write of one property wins —
   * never silently: `overwritten` lists the newer saves' edits it replaced (overwrites.ts). An
   * op that cannot be applied answers subCode 1 (or 2 when newer saves exist, i.e. most likely a
   * conflict the client resolves by reloading) with the reason, and nothing is written.
   */
  async save(input: SaveInput, inTransaction?: (tx: Db) => Promise<void>): Promise<SaveResult> {
    let failure: { subCode: 1 | 2; reason: Bilingual } | null = null;
    let result: Extract<SaveResult, { subCode: 0 }>;
    try {
      result = await this.db.transaction(async (tx) => {
        const p = await liveProject(tx, input.groupId, { projectId: input.projectId }, true);
        if (input.baseRevision > p.revision) throw new Conflict('ahead');
        const revision = p.revision + 1;
        const writer = new NodeWriter(
          tx,
          { id: p.id, flag: p.projectFlag, body: p.body },
          revision,
          this.hooks,
        );
        try {
          for (const op of input.ops) await writer.apply(op);
        } catch (err) {
          if (err instanceof OpError) {
            // Only an op that no longer fits the document can be a conflict; a malformed one is invalid.
            const stale = input.baseRevision < p.revision && err instanceof StateOpError;
            failure = {
              subCode: stale ? 2 : 1,
              reason: withReason(stale ? WS_MSG.saveConflict : WS_MSG.saveFailed, err.message),
            };
          }
          throw err;
        }
        const overwritten =
          input.baseRevision < p.revision
            ? await overwrittenEdits(tx, p.id, input.baseRevision, input.ops, (id) =>
                writer.componentName(id),
              )
            : [];
        await writer.flush(input.userId, input.ops);
        await assertSceneLimits(tx, input.groupId, input.ops);
        await inTransaction?.(tx);
        return { subCode: 0 as const, revision, rowsWritten: writer.rowsWritten, overwritten };
      });
    } catch (err) {
      if (err instanceof Conflict) failure = { subCode: 2, reason: WS_MSG.revisionAhead };
      if (!failure) throw err;
      const [now] = await this.db
        .select({ revision: projects.revision })
        .from(projects)
        .where(and(eq(projects.id, input.projectId), eq(projects.groupId, input.groupId)));
      return { ...(failure as { subCode: 1 | 2; reason: Bilingual }), revision: now?.revision ?? 0 };
    }
    try {
      this.events.emit('saved', {
        projectId: input.projectId,
        groupId: input.groupId,
        revision: result.revision,
        ops: input.ops,
        userId: input.userId,
        clientId: input.clientId,
        overwritten: result.overwritten,
      } satisfies SavedEvent);
    } catch {
      // A listener's failure (e.g. a broken socket) must not turn a committed save into an error.
    }
    return result;
  }
}
