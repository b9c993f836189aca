import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { diffVersions, upgradeDocument, type DocNode, type VersionDiff } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { projectVersionSettings, projectVersions, users, type VersionKind } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/errors.js';
import { replaceContentOps, type Ctx } from '../projects/index.js';
import {
  type DocumentService,
  loadDocument,
  stripServerFields,
  liveProject,
  type ProjectRow,
} from '../documents/index.js';
import { recordLog } from '../logs/index.js';
import { VERSION_MSG } from './texts.js';

export interface VersionSettings {
  /** Minutes between automatic versions; 0 = none. */
  autoIntervalMinutes: number;
  /** How many automatic versions are kept (the oldest go first); named versions are never pruned. */
  autoKeep: number;
}

export const DEFAULT_SETTINGS: VersionSettings = { autoIntervalMinutes: 30, autoKeep: 20 };

export interface VersionListItem {
  versionId: string;
  name: string;
  kind: VersionKind;
  revision: number;
  createdAt: string;
  authorId: string | null;
  authorName: string;
}

/** Restore retries a save that met a concurrent one this many times before answering 409. */
const RESTORE_ATTEMPTS = 3;

/**
 * Versions of one project (docs/versions.md). A version copies the assembled document at one revision;
 * a restore turns the current document into that copy through the one document save (one new revision,
 * one project_ops row, co-editors receive the ops live), so it is an edit like any other and can itself
 * be undone by restoring the 'beforeRestore' version it leaves behind.
 */
export class VersionService {
  constructor(
    private readonly db: Db,
    private readonly documents: DocumentService,
  ) {}

  async settings(projectId: string, db: Db = this.db): Promise<VersionSettings> {
    const [row] = await db
      .select({
        autoIntervalMinutes: projectVersionSettings.autoIntervalMinutes,
        autoKeep: projectVersionSettings.autoKeep,
      })
      .from(projectVersionSettings)
      .where(eq(projectVersionSettings.projectId, projectId));
    return row ?? DEFAULT_SETTINGS;
  }

  async updateSettings(projectId: string, s: VersionSettings): Promise<VersionSettings> {
    await this.db
      .insert(projectVersionSettings)
      .values({ projectId, ...s })
      .onConflictDoUpdate({ target: projectVersionSettings.projectId, set: s });
    await this.prune(this.db, projectId, s.autoKeep);
    return s;
  }

  /**
   * Copies the document as it is now. The project row is locked for the read, so the copy and its
   * revision belong together even while others save. For 'auto', nothing is made when an automatic version
   * younger than the interval exists or the document has not changed since the newest version.
   */
  async snapshot(
    ctx: Ctx,
    projectId: string,
    kind: VersionKind,
    name: string,
  ): Promise<VersionListItem | null> {
    const made = await this.db.transaction(async (tx) => {
      const p = await liveProject(tx, ctx.groupId, { projectId }, true);
      if (kind === 'auto') {
        const s = await this.settings(projectId, tx);
        if (s.autoIntervalMinutes <= 0) return null;
        const [recent] = await tx
          .select({ id: projectVersions.id })
          .from(projectVersions)
          .where(
            and(
              eq(projectVersions.projectId, p.id),
              eq(projectVersions.kind, 'auto'),
              sql`${projectVersions.createdAt} > now() - make_interval(mins => ${s.autoIntervalMinutes})`,
            ),
          )
          .limit(1);
        if (recent) return null;
        const [latest] = await tx
          .select({ revision: projectVersions.revision })
          .from(projectVersions)
          .where(eq(projectVersions.projectId, p.id))
          .orderBy(desc(projectVersions.createdAt))
          .limit(1);
        if (latest && latest.revision === p.revision) return null;
      }
      const document = stripServerFields(await loadDocument(tx, p.id, p.body));
      const [row] = await tx
        .insert(projectVersions)
        .values({
          projectId: p.id,
          groupId: ctx.groupId,
          name,
          kind,
          revision: p.revision,
          document,
          createdBy: ctx.userId,
        })
        .returning({ id: projectVersions.id });
      if (kind === 'auto') await this.prune(tx, p.id, (await this.settings(p.id, tx)).autoKeep);
      return row!.id;
    });
    return made ? this.item(ctx.groupId, projectId, made) : null;
  }

  /** Deletes the oldest automatic versions beyond `keep`. */
  private async prune(db: Db, projectId: string, keep: number): Promise<void> {
    const kept = db
      .select({ id: projectVersions.id })
      .from(projectVersions)
      .where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.kind, 'auto')))
      .orderBy(desc(projectVersions.createdAt))
      .limit(keep);
    await db
      .delete(projectVersions)
      .where(
        and(
          eq(projectVersions.projectId, projectId),
          eq(projectVersions.kind, 'auto'),
          notInArray(projectVersions.id, kept),
        ),
      );
  }

  async list(groupId: string, projectId: string, versionIds?: string[]): Promise<VersionListItem[]> {
    const rows = await this.db
      .select({
        versionId: projectVersions.id,
        name: projectVersions.name,
        kind: projectVersions.kind,
        revision: projectVersions.revision,
        createdAt: projectVersions.createdAt,
        authorId: projectVersions.createdBy,
        authorName: users.nickName,
      })
      .from(projectVersions)
      .leftJoin(users, eq(users.id, projectVersions.createdBy))
      .where(
        and(
          eq(projectVersions.projectId, projectId),
          eq(projectVersions.groupId, groupId),
          versionIds ? inArray(projectVersions.id, versionIds) : undefined,
        ),
      )
      .orderBy(desc(projectVersions.createdAt), desc(projectVersions.revision));
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), authorName: r.authorName ?? '' }));
  }

  private async item(groupId: string, projectId: string, versionId: string): Promise<VersionListItem> {
    const [item] = await this.list(groupId, projectId, [versionId]);
    if (!item) throw notFound(VERSION_MSG.versionNotFound);
    return item;
  }

  /** A version's document, only from the caller's group and the named project (404 otherwise). */
  private async document(groupId: string, projectId: string, versionId: string): Promise<DocNode> {
    const [row] = await this.db
      .select({ document: projectVersions.document })
      .from(projectVersions)
      .where(
        and(
          eq(projectVersions.id, versionId),
          eq(projectVersions.projectId, projectId),
          eq(projectVersions.groupId, groupId),
        ),
      );
    if (!row) throw notFound(VERSION_MSG.versionNotFound);
    // A snapshot keeps the shapes of its day; diffs and restores compare and write current shapes.
    return upgradeDocument(row.document);
  }

  /** What changed from version `from` to version `to` ('current' = the document as it is now). */
  async diff(groupId: string, projectId: string, from: string, to: string): Promise<VersionDiff> {
    const load = async (id: string) =>
      id === 'current'
        ? stripServerFields(await this.documents.query(groupId, { projectId }))
        : this.document(groupId, projectId, id);
    const [a, b] = await Promise.all([load(from), load(to)]);
    return diffVersions(a, b);
  }

  async remove(groupId: string, projectId: string, versionId: string): Promise<void> {
    const gone = await this.db
      .delete(projectVersions)
      .where(
        and(
          eq(projectVersions.id, versionId),
          eq(projectVersions.projectId, projectId),
          eq(projectVersions.groupId, groupId),
        ),
      )
      .returning({ id: projectVersions.id });
    if (gone.length === 0) throw notFound(VERSION_MSG.versionNotFound);
  }

  /**
   * Makes the version's content the project's current content as a new revision: first a 'beforeRestore'
   * copy of the current state, then one save of the ops that turn the current document into the version's
   * (projectFlag, name, folder and shares stay). A save that meets a concurrent one is computed again.
   */
  async restore(
    ctx: Ctx,
    project: ProjectRow,
    versionId: string,
  ): Promise<{ revision: number; backupVersionId: string }> {
    const target = await this.document(ctx.groupId, project.id, versionId);
    const [named] = await this.list(ctx.groupId, project.id, [versionId]);
    const backup = await this.snapshot(ctx, project.id, 'beforeRestore', named?.name ?? '');
    for (let attempt = 1; ; attempt++) {
      const current = await this.documents.query(ctx.groupId, { projectId: project.id });
      const ops = replaceContentOps(current, target);
      const res = await this.documents.save(
        { ...ctx, projectId: project.id, baseRevision: Number(current.revision ?? 0), ops },
        (tx) =>
          recordLog(tx, {
            ...ctx,
            operatorId: ctx.userId,
            type: 'update',
            projectId: project.id,
            projectName: project.name,
            content: `restore version ${named?.name ?? versionId}`,
          }),
      );
      if (res.subCode === 0) return { revision: res.revision, backupVersionId: backup!.versionId };
      if (attempt >= RESTORE_ATTEMPTS) throw new AppError(409, VERSION_MSG.restoreConflict);
    }
  }
}
