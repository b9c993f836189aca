import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { themes } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { assertResourceAvailable, registerResourceCounter } from '../groups/index.js';
import { NOT_USED, heatThemeUsage, themeInUse } from './usage.js';

export type ThemeKind = 'theme' | 'heat';
interface Ctx {
  groupId: string;
  userId: string;
}

/** Colour plans count against COLOR_PLAN; heat themes are not limited. */
registerResourceCounter('COLOR_PLAN', async (db, groupId) => {
  const [r] = await db
    .select({ n: count() })
    .from(themes)
    .where(and(eq(themes.groupId, groupId), eq(themes.kind, 'theme')));
  return Number(r?.n ?? 0);
});

const cols = {
  id: themes.id,
  kind: themes.kind,
  name: themes.name,
  body: themes.body,
  createdAt: themes.createdAt,
  updatedAt: themes.updatedAt,
};

/** A theme as the editor reads it: its body's fields (colors, …) next to id and name. */
const shape = (r: { id: string; kind: string; name: string; body: Record<string, unknown> }) => ({
  ...r.body,
  id: r.id,
  name: r.name,
  kind: r.kind,
});

export async function listThemes(db: Db, groupId: string, kind: ThemeKind) {
  const rows = await db
    .select(cols)
    .from(themes)
    .where(and(eq(themes.groupId, groupId), eq(themes.kind, kind)))
    .orderBy(desc(themes.updatedAt));
  if (kind !== 'heat') return rows.map(shape);
  // Heat themes say who uses them, so the library can warn before one in use is deleted.
  const usage = await heatThemeUsage(
    db,
    groupId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...shape(r), usedBy: usage.get(r.id) ?? NOT_USED }));
}

async function live(db: Db, groupId: string, kind: ThemeKind, id: string) {
  const [row] = await db
    .select(cols)
    .from(themes)
    .where(and(eq(themes.id, id), eq(themes.groupId, groupId), eq(themes.kind, kind)));
  if (!row) throw notFound();
  return row;
}

export async function getTheme(db: Db, groupId: string, kind: ThemeKind, id: string) {
  return shape(await live(db, groupId, kind, id));
}

export async function addTheme(
  db: Db,
  ctx: Ctx,
  kind: ThemeKind,
  v: { name: string; body: Record<string, unknown> },
) {
  return db.transaction(async (tx) => {
    if (kind === 'theme') await assertResourceAvailable(tx, ctx.groupId, 'COLOR_PLAN');
    const [row] = await tx
      .insert(themes)
      .values({ groupId: ctx.groupId, kind, name: v.name, body: v.body, createdBy: ctx.userId })
      .returning(cols);
    return shape(row!);
  });
}

export async function updateTheme(
  db: Db,
  ctx: Ctx,
  kind: ThemeKind,
  v: { id: string; name?: string | undefined; body?: Record<string, unknown> | undefined },
) {
  const cur = await live(db, ctx.groupId, kind, v.id);
  const [row] = await db
    .update(themes)
    .set({ name: v.name ?? cur.name, body: v.body ?? cur.body, updatedAt: new Date() })
    .where(and(eq(themes.id, v.id), eq(themes.groupId, ctx.groupId)))
    .returning(cols);
  return shape(row!);
}

/**
 * Deletes a theme. A heat theme that heat maps use (./usage.ts) is refused (409, with the counts) unless
 * `confirmInUse`; once deleted, those heat maps keep the gradient they copied: documents are not touched.
 */
export async function deleteTheme(db: Db, ctx: Ctx, kind: ThemeKind, id: string, confirmInUse = false) {
  const row = await live(db, ctx.groupId, kind, id);
  const usedBy = kind === 'heat' ? ((await heatThemeUsage(db, ctx.groupId, [id])).get(id) ?? NOT_USED) : null;
  if (usedBy && usedBy.components > 0 && !confirmInUse) throw themeInUse(row.name, usedBy);
  await db.delete(themes).where(and(eq(themes.id, id), eq(themes.groupId, ctx.groupId)));
  return usedBy ? { id, usedBy } : { id };
}
