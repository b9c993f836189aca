import { and, asc, eq, inArray, max, min, sql } from 'drizzle-orm';
import {
  OpError,
  WRONG_COMMAND_MESSAGE,
  applyUpdateToBody,
  assertUpdatablePath,
  childListOf,
  getAtPath,
  isPlainObject,
  movedNode,
  nodeBody,
  parseOpPath,
  readMoveRecords,
  subtreeIds,
  upgradeNodeBody,
  validateName,
  walkNodes,
  type DocNode,
  type NodeKind,
} from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { projectNodes, projectOps, projects } from '../../db/schema/index.js';
import { SERVER_ROOT_FIELDS, insertNodeRows, type NodeRow } from './store.js';

interface LoadedNode {
  kind: NodeKind;
  body: DocNode;
}

export interface WriterHooks {
  /** Test-only: runs after every row write inside the transaction; throwing aborts the whole save. */
  afterWrite?: (rowsWritten: number) => void;
}

const ID_BATCH = 5000;
/** Changed node rows written per statement (two parameters a row, far under PostgreSQL's 65,535). */
const FLUSH_BATCH = 500;

/**
 * An op that is well formed but does not fit the stored document (a node gone, an id taken): after
 * someone else's save this is a conflict; any other OpError is an invalid op, whatever the revision.
 */
export class StateOpError extends OpError {}

/**
 * Applies one save's operations to the stored rows of one project, inside the caller's transaction, with
 * exactly the semantics of the model's applyOps, but reading and writing only the rows the ops name:
 *  - update: the named node's row is read once, changed in memory (several updates of one node in one save
 *    coalesce), and written back once in flush(); a project-root property changes the project row;
 *  - add / restore: the subtree's rows are inserted, the top one at a fractional position between its new
 *    neighbours, so no sibling is renumbered;
 *  - delete: the subtree's rows are deleted by a recursive walk over parent_id;
 *  - move: the moved children's rows are read in batches (checked to be children of the named list),
 *    shifted in memory and written back in flush() like updates.
 * Any op that applyOps would refuse throws OpError; the caller rolls the transaction back.
 */
export class NodeWriter {
  rowsWritten = 0;
  private readonly cache = new Map<string, LoadedNode>();
  private readonly dirty = new Set<string>();
  private readonly root: LoadedNode;
  private rootDirty = false;

  constructor(
    private readonly tx: Db,
    private readonly project: { id: string; flag: string; body: DocNode },
    private readonly revision: number,
    private readonly hooks: WriterHooks = {},
  ) {
    this.root = { kind: 'project', body: project.body };
  }

  private wrote(n: number): void {
    this.rowsWritten += n;
    this.hooks.afterWrite?.(this.rowsWritten);
  }

  private key(nodeId: string): string {
    return nodeId === '' ? this.project.flag : nodeId;
  }

  /** A node's display name after this save's ops ('' when it has none or no longer exists). */
  async componentName(nodeId: string): Promise<string> {
    const body = await this.node(nodeId).then(
      (n) => n.body as Record<string, unknown>,
      () => null,
    );
    const name = body?.componentName ?? body?.name;
    return typeof name === 'string' ? name : '';
  }

  private async node(nodeId: string): Promise<LoadedNode> {
    const key = this.key(nodeId);
    if (key === this.project.flag) return this.root;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const [row] = await this.tx
      .select({ kind: projectNodes.kind, body: projectNodes.body })
      .from(projectNodes)
      .where(and(eq(projectNodes.projectId, this.project.id), eq(projectNodes.nodeId, key)));
    if (!row) throw new StateOpError(`node '${nodeId}' does not exist`);
    // Edits apply to the shape the editor was given (stored rows may be older; the change writes it anew).
    const loaded = { kind: row.kind as NodeKind, body: upgradeNodeBody(row.kind as NodeKind, row.body) };
    this.cache.set(key, loaded);
    return loaded;
  }

  async apply(op: unknown): Promise<void> {
    if (!isPlainObject(op)) throw new OpError('an operation must be an object');
    if (typeof op.path !== 'string') throw new OpError('op path must be a string');
    const records: Record<string, unknown> = isPlainObject(op.records) ? op.records : {};
    switch (op.command) {
      case 'add':
      case 'restore':
        return this.insert(op.path, records.index, records.value);
      case 'delete':
        return this.remove(op.path, records.index, records.value);
      case 'update':
        // A missing newValue is `undefined` after JSON: the key is removed (as applyOps does).
        return this.update(op.path, records.newValue);
      case 'move':
        return this.move(op.path, op.records);
      default:
        throw new OpError(WRONG_COMMAND_MESSAGE);
    }
  }

  private async update(path: string, newValue: unknown): Promise<void> {
    const { nodeId, rest } = parseOpPath(path);
    const node = await this.node(nodeId);
    assertUpdatablePath(node.kind, rest);
    if (node === this.root) {
      if (SERVER_ROOT_FIELDS.has(rest[0]!)) throw new OpError(`'${rest[0]}' is managed by the server`);
      if (rest.length === 1 && rest[0] === 'projectName') {
        const problem = validateName(typeof newValue === 'string' ? newValue : null);
        if (problem) throw new OpError(problem.en);
      }
    }
    node.body = applyUpdateToBody(node.body, rest, newValue);
    if (node === this.root) this.rootDirty = true;
    else this.dirty.add(this.key(nodeId));
  }

  /** Shifts the rects of children of one list (a batch drag): their rows are read ID_BATCH at a time. */
  private async move(path: string, records: unknown): Promise<void> {
    const { parentId, field } = await this.listTarget(path);
    const { ids, dx, dy } = readMoveRecords(records);
    for (let i = 0; i < ids.length; i += ID_BATCH) {
      const batch = ids.slice(i, i + ID_BATCH);
      const rows = await this.tx
        .select({ id: projectNodes.nodeId, kind: projectNodes.kind, body: projectNodes.body })
        .from(projectNodes)
        .where(and(this.siblings(parentId, field), inArray(projectNodes.nodeId, batch)));
      const found = new Map(rows.map((r) => [r.id, r]));
      for (const id of batch) {
        const row = found.get(id);
        if (!row) throw new StateOpError(`node '${id}' is not in ${path}`);
        // A row changed earlier in this save is cached: that version is the one to move.
        let node = this.cache.get(id);
        if (!node) {
          node = { kind: row.kind as NodeKind, body: upgradeNodeBody(row.kind as NodeKind, row.body) };
          this.cache.set(id, node);
        }
        node.body = movedNode(node.body, dx, dy);
        this.dirty.add(id);
      }
    }
  }

  /** The parent node and child list an add/delete/move path names, checked as applyOps checks them. */
  private async listTarget(path: string) {
    const { nodeId, rest } = parseOpPath(path);
    const parent = await this.node(nodeId);
    const field = rest.join('.');
    const childList = childListOf(parent.kind, field);
    if (!childList) throw new OpError(`'${field}' is not a child list of a ${parent.kind}`);
    const parentId = this.key(nodeId);
    if (!Array.isArray(getAtPath(parent.body, field)))
      throw new StateOpError(`list '${field}' does not exist on node '${parentId}'`);
    return { parentId, field, kind: childList.kind };
  }

  private async insert(path: string, index: unknown, value: unknown): Promise<void> {
    const { parentId, field, kind } = await this.listTarget(path);
    if (!isPlainObject(value)) throw new OpError('records.value must be a node object');
    const at = integer(index);
    const ids = subtreeIds(value, kind);
    if (ids.includes(this.project.flag))
      throw new StateOpError(`node id '${this.project.flag}' already exists`);
    for (let i = 0; i < ids.length; i += ID_BATCH) {
      const [clash] = await this.tx
        .select({ id: projectNodes.nodeId })
        .from(projectNodes)
        .where(
          and(
            eq(projectNodes.projectId, this.project.id),
            inArray(projectNodes.nodeId, ids.slice(i, i + ID_BATCH)),
          ),
        )
        .limit(1);
      if (clash) throw new StateOpError(`node id '${clash.id}' already exists`);
    }
    const position = await this.positionAt(parentId, field, at);
    const rows: NodeRow[] = [];
    walkNodes(value, kind, (node, info) => {
      const top = info.parentId === null;
      rows.push({
        projectId: this.project.id,
        nodeId: info.id,
        parentId: top ? parentId : info.parentId!,
        kind: info.kind,
        listField: top ? field : info.listField!,
        position: top ? position : info.position,
        body: nodeBody(node, info.kind),
        revision: this.revision,
      });
    });
    this.wrote(await insertNodeRows(this.tx, rows));
  }

  private siblings(parentId: string, field: string) {
    return and(
      eq(projectNodes.projectId, this.project.id),
      eq(projectNodes.parentId, parentId),
      eq(projectNodes.listField, field),
    );
  }

  /** A sort key that places a new child at `index` of the list (clamped like applyOps clamps it). */
  private async positionAt(parentId: string, field: string, index: number): Promise<number> {
    // Past the end is the end (as applyOps clamps); a huge index (7.9e78, found by the save fuzzing) would
    // otherwise reach SQL OFFSET beyond bigint and fail the save with a 500.
    if (index > 2 ** 31) index = 2 ** 31;
    const where = this.siblings(parentId, field);
    if (index <= 0) {
      const [r] = await this.tx
        .select({ p: min(projectNodes.position) })
        .from(projectNodes)
        .where(where);
      return r?.p === null || r?.p === undefined ? 0 : r.p - 1;
    }
    const pair = await this.tx
      .select({ p: projectNodes.position })
      .from(projectNodes)
      .where(where)
      .orderBy(asc(projectNodes.position))
      .offset(index - 1)
      .limit(2);
    if (pair.length === 0) {
      const [r] = await this.tx
        .select({ p: max(projectNodes.position) })
        .from(projectNodes)
        .where(where);
      return r?.p === null || r?.p === undefined ? 0 : r.p + 1;
    }
    if (pair.length === 1) return pair[0]!.p + 1;
    const [before, after] = [pair[0]!.p, pair[1]!.p];
    const mid = (before + after) / 2;
    if (mid > before && mid < after) return mid;
    // Doubles ran out of room between two neighbours (about 50 inserts at one spot): renumber this one list.
    const renumbered = await this.tx.execute(sql`
      update ${projectNodes} n set position = r.rn
      from (select node_id, row_number() over (order by position) as rn from ${projectNodes}
            where project_id = ${this.project.id} and parent_id = ${parentId} and list_field = ${field}) r
      where n.project_id = ${this.project.id} and n.node_id = r.node_id
      returning n.node_id`);
    this.wrote(rowsOf(renumbered).length);
    return this.positionAt(parentId, field, index);
  }

  private async remove(path: string, index: unknown, value: unknown): Promise<void> {
    const { parentId, field } = await this.listTarget(path);
    if (!isPlainObject(value) || typeof value._id !== 'string')
      throw new OpError('a node must be an object with a string _id');
    integer(index);
    const id = value._id;
    const [found] = await this.tx
      .select({ id: projectNodes.nodeId })
      .from(projectNodes)
      .where(and(this.siblings(parentId, field), eq(projectNodes.nodeId, id)));
    if (!found) throw new StateOpError(`node '${id}' is not in ${path}`);
    const result = await this.tx.execute(sql`
      with recursive sub(node_id) as (
        select ${id}::text
        union all
        select n.node_id from ${projectNodes} n join sub on n.parent_id = sub.node_id
        where n.project_id = ${this.project.id}
      )
      delete from ${projectNodes} where project_id = ${this.project.id}
        and node_id in (select node_id from sub)
      returning node_id`);
    const removed = rowsOf<{ node_id: string }>(result);
    for (const r of removed) {
      this.cache.delete(r.node_id);
      this.dirty.delete(r.node_id);
    }
    this.wrote(removed.length);
  }

  /** Writes the changed node bodies, then the project row (revision, root body) and the op-log row. */
  async flush(userId: string, ops: unknown[]): Promise<void> {
    const dirty = [...this.dirty];
    if (dirty.length === 1) {
      const id = dirty[0]!;
      await this.tx
        .update(projectNodes)
        .set({ body: this.cache.get(id)!.body, revision: this.revision })
        .where(and(eq(projectNodes.projectId, this.project.id), eq(projectNodes.nodeId, id)));
      this.wrote(1);
    } else {
      // Many changed rows (a batch drag moves thousands): one statement per FLUSH_BATCH rows, not one each
      // (2,000 single-row updates took seconds on PGlite).
      for (let i = 0; i < dirty.length; i += FLUSH_BATCH) {
        const batch = dirty.slice(i, i + FLUSH_BATCH);
        const rows = sql.join(
          batch.map((id) => sql`(${id}::text, ${JSON.stringify(this.cache.get(id)!.body)}::jsonb)`),
          sql`, `,
        );
        await this.tx.execute(sql`
          update ${projectNodes} n set body = v.body, revision = ${this.revision}
          from (values ${rows}) as v(node_id, body)
          where n.project_id = ${this.project.id} and n.node_id = v.node_id`);
        this.wrote(batch.length);
      }
    }
    const name = this.root.body.projectName;
    await this.tx
      .update(projects)
      .set({
        revision: this.revision,
        updatedAt: new Date(),
        updatedBy: userId,
        ...(this.rootDirty ? { body: this.root.body } : {}),
        ...(this.rootDirty && typeof name === 'string' ? { name } : {}),
      })
      .where(eq(projects.id, this.project.id));
    this.wrote(1);
    await this.tx
      .insert(projectOps)
      .values({ projectId: this.project.id, revision: this.revision, userId, ops });
    this.wrote(1);
  }
}

function integer(index: unknown): number {
  if (typeof index !== 'number' || !Number.isInteger(index))
    throw new OpError('records.index must be an integer');
  return index;
}

/** Rows of a raw `execute`: node-postgres and PGlite both answer an object with `rows`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}
