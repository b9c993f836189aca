import { and, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { folders, groupMembers, logRecords, projects, users } from '../../db/schema/index.js';
import { visibleFolders, visibleProjects, type Viewer } from '../../http/resourceAccess.js';
import { toCsv } from './csv.js';
import { toXlsx } from './xlsx.js';

/** Log page size (docs/reference.md#limits). */
export const LOG_PAGE_SIZE = 9;
/** An export holds at most this many records (newest first). */
export const LOG_EXPORT_MAX = 10_000;

/** Kinds of recorded operation, with the label the export shows. */
export const LOG_TYPES = {
  create: { zh: '新建', en: 'create' },
  rename: { zh: '重命名', en: 'rename' },
  update: { zh: '修改', en: 'update' },
  move: { zh: '移动', en: 'move' },
  copy: { zh: '复制', en: 'copy' },
  delete: { zh: '删除', en: 'delete' },
  restore: { zh: '恢复', en: 'restore' },
  remove: { zh: '彻底删除', en: 'remove for good' },
  import: { zh: '导入', en: 'import' },
  export: { zh: '导出', en: 'export' },
  share: { zh: '分享', en: 'share' },
  permission: { zh: '权限变更', en: 'permission change' },
  login: { zh: '登录', en: 'sign-in' },
  preview: { zh: '预览', en: 'preview' },
  page: { zh: '访问页面', en: 'page visit' },
  web: { zh: '前端日志', en: 'browser log' },
  other: { zh: '其他', en: 'other' },
} as const;
export type LogType = keyof typeof LOG_TYPES;

export interface LogEntry {
  /** The group the operation happened in; null for sign-in (shown to every group of the operator). */
  groupId: string | null;
  operatorId: string | null;
  /** Looked up from the user when absent. */
  operatorName?: string;
  projectId?: string | null;
  projectName?: string;
  /** The folder a folder operation is about: the list hides the record from those the folder is hidden from. */
  folderId?: string | null;
  type: LogType;
  content?: string;
}

/**
 * Records one operation. Call it with the transaction that makes the change, so the log and the change
 * commit (or roll back) together. Other areas (shares, permissions, auth) call this too.
 */
export async function recordLog(db: Db, entry: LogEntry): Promise<void> {
  let operatorName = entry.operatorName;
  if (operatorName === undefined && entry.operatorId) {
    const [u] = await db
      .select({ nickName: users.nickName })
      .from(users)
      .where(eq(users.id, entry.operatorId));
    operatorName = u?.nickName ?? '';
  }
  await db.insert(logRecords).values({
    groupId: entry.groupId,
    operatorId: entry.operatorId,
    operatorName: operatorName ?? '',
    projectId: entry.projectId ?? null,
    projectName: entry.projectName ?? '',
    folderId: entry.folderId ?? null,
    type: entry.type,
    content: entry.content ?? '',
  });
}

export interface LogFilter {
  type?: string | undefined;
  operatorName?: string | undefined;
  projectName?: string | undefined;
  st?: Date | undefined;
  et?: Date | undefined;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(v: Viewer, f: LogFilter): SQL | undefined {
  const groupId = v.groupId;
  // Sign-in records carry no group: a group sees those of its own members.
  const members = membersOf(groupId);
  return and(
    viewableOnly(v),
    or(
      eq(logRecords.groupId, groupId),
      and(isNull(logRecords.groupId), inArray(logRecords.operatorId, members)),
    ),
    f.type ? eq(logRecords.type, f.type) : undefined,
    f.operatorName ? ilike(logRecords.operatorName, `%${escapeLike(f.operatorName)}%`) : undefined,
    f.projectName ? ilike(logRecords.projectName, `%${escapeLike(f.projectName)}%`) : undefined,
    f.st ? gte(logRecords.createdAt, f.st) : undefined,
    f.et ? lte(logRecords.createdAt, f.et) : undefined,
  );
}

/**
 * Records about a project or folder the caller's grants hide are left out, so the log does not name what the
 * folder list and the project list leave out: the same conditions as those lists (visibleProjects,
 * visibleFolders), nothing of their own. logView opens the log, not the resources; only super
 * administrators, who reach every resource anyway, see every record. A record whose project or folder is
 * gone for good (removed from the recycle bin, its grants with it) has nothing left to judge and stays.
 */
function viewableOnly(v: Viewer): SQL | undefined {
  const project = visibleProjects(v);
  const folder = visibleFolders(v);
  if (!project || !folder) return undefined;
  // The hidden ids are computed once per query (an uncorrelated subquery), not once per record.
  return sql`(${logRecords.projectId} is null or ${logRecords.projectId} not in
      (select ${projects.id} from ${projects} where ${projects.groupId} = ${v.groupId} and not (${project})))
    and (${logRecords.folderId} is null or ${logRecords.folderId} not in
      (select ${folders.id} from ${folders} where ${folders.groupId} = ${v.groupId} and not (${folder})))`;
}

function membersOf(groupId: string): SQL {
  return sql`(select ${groupMembers.userId} from ${groupMembers} where ${groupMembers.groupId} = ${groupId})`;
}

export interface LogItem {
  id: string;
  type: string;
  typeName: string;
  operatorId: string | null;
  operatorName: string;
  projectId: string | null;
  projectName: string;
  content: string;
  createdAt: string;
}

const columns = {
  id: logRecords.id,
  type: logRecords.type,
  operatorId: logRecords.operatorId,
  operatorName: logRecords.operatorName,
  projectId: logRecords.projectId,
  projectName: logRecords.projectName,
  content: logRecords.content,
  createdAt: logRecords.createdAt,
};

const typeName = (type: string): string =>
  Object.hasOwn(LOG_TYPES, type) ? LOG_TYPES[type as LogType].zh : type;

export async function listLogs(db: Db, v: Viewer, f: LogFilter, curPage: number) {
  const cond = where(v, f);
  const [total] = await db.select({ n: count() }).from(logRecords).where(cond);
  const n = Number(total?.n ?? 0);
  const totalPage = Math.max(1, Math.ceil(n / LOG_PAGE_SIZE));
  const rows = await db
    .select(columns)
    .from(logRecords)
    .where(cond)
    .orderBy(desc(logRecords.createdAt), desc(logRecords.id))
    .limit(LOG_PAGE_SIZE)
    .offset((curPage - 1) * LOG_PAGE_SIZE);
  const list: LogItem[] = rows.map((r) => ({
    ...r,
    typeName: typeName(r.type),
    createdAt: r.createdAt.toISOString(),
  }));
  return { list, total: n, totalPage, curPage, limit: LOG_PAGE_SIZE };
}

/**
 * The filtered records as a file: CSV text or an XLSX workbook (the same header and rows either way),
 * formula-looking cells neutralised.
 */
export async function exportLogs(
  db: Db,
  v: Viewer,
  f: LogFilter,
  format: 'csv' | 'xlsx',
): Promise<string | Buffer> {
  const rows = await db
    .select(columns)
    .from(logRecords)
    .where(where(v, f))
    .orderBy(desc(logRecords.createdAt), desc(logRecords.id))
    .limit(LOG_EXPORT_MAX);
  const header = [
    '时间 time',
    '类型 type',
    '操作人 operator',
    '操作人ID operator id',
    '项目 project',
    '项目ID project id',
    '内容 content',
  ];
  const body = rows.map((r) => [
    r.createdAt.toISOString(),
    typeName(r.type),
    r.operatorName,
    r.operatorId ?? '',
    r.projectName,
    r.projectId ?? '',
    r.content,
  ]);
  return format === 'xlsx' ? toXlsx('log-record', header, body) : toCsv(header, body);
}
