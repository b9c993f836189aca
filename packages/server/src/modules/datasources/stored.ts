import { and, eq } from 'drizzle-orm';
import { kindOf, type SourceKind } from '../../connectors/types.js';
import type { Db } from '../../db/client.js';
import { dataSources } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import { secretAad } from './crypto.js';
import type { DataEnv } from './env.js';
import { isUuid } from '../../lib/uuid.js';

/**
 * A stored source as the connectors and the management routes both read it: its row (always within the
 * caller's group) and its sealed credentials opened. Below service.ts and run.ts so neither imports the
 * other.
 */
/** The caller as the data-source functions take it: the verified Current-Group and user. */
export interface Ctx {
  groupId: string;
  userId: string;
}

export interface Secrets {
  password?: string;
  appSecret?: string;
  appPassword?: string;
  headers?: Record<string, string>;
}

export type Row = typeof dataSources.$inferSelect;

export const sourceNotFound = () => notFound({ zh: '数据源不存在', en: 'The data source does not exist' });

export function openSecrets(env: DataEnv, row: Pick<Row, 'groupId' | 'id' | 'secret'>): Secrets {
  return env.box.open<Secrets>(row.secret, secretAad(row.groupId, row.id)) ?? {};
}

export async function sourceRow(db: Db, groupId: string, id: string): Promise<Row> {
  if (!isUuid(id)) throw sourceNotFound();
  const [row] = await db
    .select()
    .from(dataSources)
    .where(and(eq(dataSources.groupId, groupId), eq(dataSources.id, id)));
  if (!row) throw sourceNotFound();
  return row;
}

export function kindOrThrow(v: unknown): SourceKind {
  const k = kindOf(v);
  if (!k)
    throw badRequest({
      zh: `不支持的数据源类型：${String(v)}`,
      en: `Unsupported data source type: ${String(v)}`,
    });
  return k;
}
