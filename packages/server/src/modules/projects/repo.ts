import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { folders } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { WS_MSG } from '../../http/messages.js';

/** A live folder of the group; 404 otherwise. */
export async function liveFolder(db: Db, groupId: string, folderId: string, lock = false) {
  const q = db
    .select({ id: folders.id, name: folders.name, position: folders.position })
    .from(folders)
    .where(and(eq(folders.id, folderId), eq(folders.groupId, groupId), isNull(folders.deletedAt)));
  const [row] = await (lock ? q.for('update') : q);
  if (!row) throw notFound(WS_MSG.folderNotFound);
  return row;
}
