import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { deployActivations, deployVersions } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import {
  fill,
  normaliseMachineCode,
  signLicence,
  vendorSigningKey,
  type LicenceConfig,
} from '../licence/index.js';
import { DEPLOY_MSG, EXPIRING_SOON_DAYS } from './texts.js';
import {
  editionOf,
  latestVersion,
  present,
  usedBy,
  versionOf,
  type DeployKind,
  type Scope,
  type VersionRow,
} from './service.js';

/**
 * Activation records: one customer installation under a version or environment record, its signed key,
 * its changes and revocation (versions and partners are in service.ts).
 */
type RecordRow = typeof deployActivations.$inferSelect;
function presentRecord(r: RecordRow, now = new Date()) {
  const ms = r.expiresAt.getTime() - now.getTime();
  const daysLeft = Math.max(0, Math.ceil(ms / 86_400_000));
  return {
    id: r.id,
    versionId: r.versionId,
    customer: r.customer,
    machineCode: r.machineCode,
    seats: r.seats,
    projects: r.projects,
    expiresAt: r.expiresAt.toISOString(),
    status: r.status,
    activatedAt: r.activatedAt?.toISOString() ?? null,
    prolongedTimes: r.prolongedTimes,
    remark: r.remark,
    createdAt: r.createdAt.toISOString(),
    /** Expiration info (docs/reference.md#workspace expirationInfo). */
    expired: ms <= 0,
    daysLeft,
    expiringSoon: ms > 0 && daysLeft <= EXPIRING_SOON_DAYS,
  };
}

export async function listRecords(
  db: Db,
  s: Scope,
  kind: DeployKind,
  q: { pageNum: number; pageSize: number; keyword?: string | undefined; versionId?: string | undefined },
) {
  const version = q.versionId ? await versionOf(db, s, kind, q.versionId) : null;
  const where = and(
    eq(deployActivations.groupId, s.groupId),
    version
      ? eq(deployActivations.versionId, version.id)
      : sql`${deployActivations.versionId} in (select id from deploy_versions where kind = ${kind} and group_id = ${s.groupId})`,
    q.keyword ? ilike(deployActivations.customer, `%${q.keyword.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
  );
  const [t] = await db.select({ n: count() }).from(deployActivations).where(where);
  const rows = await db
    .select()
    .from(deployActivations)
    .where(where)
    .orderBy(desc(deployActivations.createdAt))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const now = new Date();
  const list = rows.map((r) => presentRecord(r, now));
  return {
    list,
    total: t?.n ?? 0,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    counts: version ? await present(db, version) : null,
    expirationInfo: {
      expired: list.filter((r) => r.expired).length,
      expiringSoon: list.filter((r) => r.expiringSoon).length,
    },
  };
}

export async function recordOf(db: Db, s: Scope, kind: DeployKind, id: string) {
  const [r] = await db
    .select({ r: deployActivations, v: deployVersions })
    .from(deployActivations)
    .innerJoin(deployVersions, eq(deployVersions.id, deployActivations.versionId))
    .where(
      and(
        eq(deployActivations.id, id),
        eq(deployActivations.groupId, s.groupId),
        eq(deployVersions.kind, kind),
      ),
    );
  if (!r) throw notFound(DEPLOY_MSG.recordNotFound);
  return r;
}

/** A revoked record stays revoked: activating or re-signing it would hand the customer a working key. */
const liveRecordOf = async (db: Db, s: Scope, kind: DeployKind, id: string) => {
  const found = await recordOf(db, s, kind, id);
  if (found.r.status === 'revoked') throw badRequest(DEPLOY_MSG.revoked);
  return found;
};

export async function queryRecord(db: Db, s: Scope, kind: DeployKind, id: string) {
  const { r, v } = await recordOf(db, s, kind, id);
  return { ...presentRecord(r), versionName: v.name, version: v.version };
}

export async function addRecord(
  db: Db,
  s: Scope,
  kind: DeployKind,
  b: {
    versionId?: string | undefined;
    customer: string;
    machineCode: string;
    seats: number;
    projects: number;
    days?: number | undefined;
    expiresAt?: string | undefined;
    remark: string;
  },
) {
  const version = b.versionId
    ? await versionOf(db, s, kind, b.versionId)
    : await (async () => {
        const latest = await latestVersion(db, s, kind);
        if (!latest) throw notFound(DEPLOY_MSG.versionNotFound);
        return versionOf(db, s, kind, latest.id);
      })();
  return db.transaction(async (tx) => {
    // Serialises adds under one version, so two at once cannot both take the last activation.
    await tx.execute(sql`select id from deploy_versions where id = ${version.id} for update`);
    const used = await usedBy(tx as unknown as Db, version.id);
    if (used.activations >= version.activationTotal)
      throw badRequest(fill(DEPLOY_MSG.noActivationsLeft, { total: version.activationTotal }));
    const left = version.projectTotal - used.projects;
    if (b.projects > left) throw badRequest(fill(DEPLOY_MSG.noProjectsLeft, { left, asked: b.projects }));
    const expiresAt = b.expiresAt ? new Date(b.expiresAt) : new Date(Date.now() + (b.days ?? 0) * 86_400_000);
    const [r] = await tx
      .insert(deployActivations)
      .values({
        groupId: s.groupId,
        versionId: version.id,
        customer: b.customer,
        machineCode: normaliseMachineCode(b.machineCode),
        seats: b.seats,
        projects: b.projects,
        expiresAt,
        remark: b.remark,
        createdBy: s.userId,
      })
      .returning();
    return presentRecord(r!);
  });
}

/** Signs the record's key with the vendor key (activation, and again after any change to what it says). */
async function sign(
  db: Db,
  cfg: LicenceConfig,
  kind: DeployKind,
  r: RecordRow,
  v: VersionRow,
): Promise<string> {
  const key = await vendorSigningKey(db, cfg);
  if (!key) throw new AppError(403, DEPLOY_MSG.notIssuer);
  return signLicence(
    {
      keyId: r.id,
      edition: editionOf(kind),
      version: v.version,
      customer: r.customer,
      machineCode: r.machineCode,
      issuedAt: new Date().toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      seats: r.seats,
      projects: r.projects,
    },
    key,
  );
}

export async function activate(
  db: Db,
  cfg: LicenceConfig,
  s: Scope,
  kind: DeployKind,
  b: { id: string; machineCode?: string | undefined },
) {
  const { r, v } = await liveRecordOf(db, s, kind, b.id);
  const machineCode = normaliseMachineCode(b.machineCode ?? r.machineCode);
  if (!machineCode) throw badRequest(DEPLOY_MSG.machineCodeRequired);
  const next = { ...r, machineCode };
  const licenceKey = await sign(db, cfg, kind, next, v);
  const [u] = await db
    .update(deployActivations)
    .set({ machineCode, licenceKey, status: 'activated', activatedAt: new Date(), updatedAt: new Date() })
    .where(eq(deployActivations.id, r.id))
    .returning();
  return presentRecord(u!);
}

export async function keyFile(db: Db, s: Scope, kind: DeployKind, id: string) {
  const { r } = await liveRecordOf(db, s, kind, id);
  if (r.status !== 'activated' || !r.licenceKey) throw badRequest(DEPLOY_MSG.notActivated);
  const safe = r.customer.replace(/[^\w.-]+/g, '_').slice(0, 40) || 'licence';
  return { name: `twincanvas-${safe}.lic`, text: `${r.licenceKey}\n` };
}

/**
 * Changes a record; an activated one is signed again so its key says the same as the record (the old key
 * stays valid until its own expiry: keys are checked offline and cannot be called back).
 */
export async function updateRecord(
  db: Db,
  cfg: LicenceConfig,
  s: Scope,
  kind: DeployKind,
  b: {
    id: string;
    customer?: string | undefined;
    machineCode?: string | undefined;
    seats?: number | undefined;
    projects?: number | undefined;
    expiresAt?: string | undefined;
    remark?: string | undefined;
    prolongDays?: number | undefined;
  },
) {
  const { r, v } = await liveRecordOf(db, s, kind, b.id);
  if (b.projects !== undefined && b.projects > r.projects) {
    const used = await usedBy(db, v.id);
    const left = v.projectTotal - used.projects;
    if (b.projects - r.projects > left)
      throw badRequest(fill(DEPLOY_MSG.noProjectsLeft, { left, asked: b.projects - r.projects }));
  }
  const now = Date.now();
  const expiresAt = b.prolongDays
    ? new Date(Math.max(now, r.expiresAt.getTime()) + b.prolongDays * 86_400_000)
    : b.expiresAt
      ? new Date(b.expiresAt)
      : r.expiresAt;
  const next: RecordRow = {
    ...r,
    customer: b.customer ?? r.customer,
    machineCode: b.machineCode !== undefined ? normaliseMachineCode(b.machineCode) : r.machineCode,
    seats: b.seats ?? r.seats,
    projects: b.projects ?? r.projects,
    remark: b.remark ?? r.remark,
    expiresAt,
    prolongedTimes: r.prolongedTimes + (b.prolongDays ? 1 : 0),
  };
  const reSign = r.status === 'activated' && next.machineCode !== '';
  const licenceKey = reSign ? await sign(db, cfg, kind, next, v) : r.licenceKey;
  const [u] = await db
    .update(deployActivations)
    .set({
      customer: next.customer,
      machineCode: next.machineCode,
      seats: next.seats,
      projects: next.projects,
      remark: next.remark,
      expiresAt: next.expiresAt,
      prolongedTimes: next.prolongedTimes,
      licenceKey,
      // A record whose machine code was cleared has no valid key any more.
      status: r.status === 'activated' && !reSign ? 'pending' : r.status,
      updatedAt: new Date(),
    })
    .where(eq(deployActivations.id, r.id))
    .returning();
  return presentRecord(u!);
}
