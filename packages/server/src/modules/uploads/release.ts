import { and, eq, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  cases,
  libraryResources,
  projectNodes,
  projects,
  sceneThumbnails,
  uploads,
  users,
} from '../../db/schema/index.js';
import type { FileStorage } from '../../storage/index.js';
import { keyOfUrl } from './service.js';

const contains = (column: SQLWrapper, needle: string) => sql`strpos(${column}::text, ${needle}) > 0`;

/**
 * Whether any row still names the key: a library resource (file, thumbnail or the settings of a saved
 * chart / collected component), a project (root body, thumbnail or any of its nodes, recycle bin
 * included, and its scenes' thumbnails), a case (frozen document, cover, scene thumbnails) or a user's avatar. Keys end in 128 random bits, so a plain
 * substring search is exact; it reads every document, which is acceptable for a delete.
 */
async function stillReferenced(tx: Db, needle: string): Promise<boolean> {
  const probes = [
    tx
      .select({ one: sql<number>`1` })
      .from(libraryResources)
      .where(
        or(
          contains(libraryResources.fileUrl, needle),
          contains(libraryResources.thumbnailUrl, needle),
          contains(libraryResources.body, needle),
        ),
      )
      .limit(1),
    tx
      .select({ one: sql<number>`1` })
      .from(projects)
      .where(or(contains(projects.body, needle), contains(projects.thumbnailUrl, needle)))
      .limit(1),
    tx
      .select({ one: sql<number>`1` })
      .from(projectNodes)
      .where(contains(projectNodes.body, needle))
      .limit(1),
    tx
      .select({ one: sql<number>`1` })
      .from(cases)
      .where(
        or(
          contains(cases.body, needle),
          contains(cases.thumbnailUrl, needle),
          contains(cases.sceneThumbnails, needle),
        ),
      )
      .limit(1),
    tx
      .select({ one: sql<number>`1` })
      .from(sceneThumbnails)
      .where(contains(sceneThumbnails.thumbnailUrl, needle))
      .limit(1),
    tx
      .select({ one: sql<number>`1` })
      .from(users)
      .where(contains(users.headImg, needle))
      .limit(1),
  ];
  for (const probe of probes) if ((await probe).length > 0) return true;
  return false;
}

export interface FileReleaser {
  /** Call after the change that dropped these URLs has committed. Never throws. */
  (urls: readonly string[]): Promise<void>;
}

/**
 * Removes the group's stored files that a committed change left unused (a deleted resource, a replaced
 * file or thumbnail). Per URL, in its own transaction: lock the group's upload row of the key, look
 * for any row still naming it, and if there is none delete the upload row; after that commit, remove
 * the file from storage. Files of another group and shipped files (no group) are never touched, so a
 * URL copied from elsewhere cannot make us delete someone else's file. Adding a resource takes a share
 * lock on the upload row, so an add racing this either sees the row gone (404) or is seen here.
 */
export function fileReleaser(
  db: Db,
  storage: FileStorage,
  basePath: string,
  groupId: string,
  log?: FastifyBaseLogger,
): FileReleaser {
  return async (urls) => {
    const keys = new Set(urls.map((u) => (u ? keyOfUrl(basePath, u) : null)).filter((k) => k !== null));
    for (const key of keys) {
      try {
        const released = await db.transaction(async (tx) => {
          const [row] = await tx
            .select({ id: uploads.id })
            .from(uploads)
            .where(and(eq(uploads.groupId, groupId), eq(uploads.storageKey, key)))
            .for('update');
          if (!row || (await stillReferenced(tx, key))) return false;
          await tx.delete(uploads).where(eq(uploads.id, row.id));
          return true;
        });
        // After the commit: a crash between the two leaves a file without a row, never a row without a file.
        if (released) await storage.remove(key);
      } catch (e) {
        log?.warn({ err: e, key }, 'could not release a stored file');
      }
    }
  };
}
