import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { watchedReads } from '../../db/changes.js';
import { groupLogoConfig, licenceInstalled, sysBaseConfig } from '../../db/schema/index.js';
import { PRIVATE_VERSION, PUBLIC_VERSION_LABEL } from '../deployment/index.js';

/**
 * Installation-wide settings (sysBaseConfig). Stored one key per row so two administrators changing
 * different settings at once do not overwrite each other.
 */
export const settingsShape = z.object({
  /** The custom product title every page shows (docs/reference.md#routes); empty = the product name. */
  title: z.string().trim().max(40),
  /** Logo image address (an upload's url or a data: URL); empty = the default mark. */
  logoUrl: z
    .string()
    .trim()
    .max(200_000)
    .refine((v) => v === '' || /^(https?:\/\/|\/|data:image\/(png|jpeg|gif|webp|svg\+xml);base64,)/.test(v), {
      message: 'an http(s) address, a path on this server or a data:image URL',
    }),
  defaultLanguage: z.enum(['zh-CN', 'en']),
  /** Largest upload in MB (the uploads' own cap still applies above it). */
  uploadMaxMb: z.number().int().min(1).max(2048),
  /** Extra hosts and ranges data sources may reach (admin allow-list; see docs/security.md). */
  dataSourceAllowHosts: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[\w.*:-]+(\/\d{1,3})?$/, 'a host (api.corp, *.corp) or an address range (10.0.0.0/8)'),
    )
    .max(100),
});
export type Settings = z.infer<typeof settingsShape>;

export const DEFAULT_SETTINGS: Settings = {
  title: '',
  logoUrl: '',
  defaultLanguage: 'zh-CN',
  uploadMaxMb: 100,
  dataSourceAllowHosts: [],
};

export async function readSettings(db: Db): Promise<Settings> {
  const rows = await db.select().from(sysBaseConfig);
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const r of rows) {
    const field = settingsShape.shape[r.configKey as keyof Settings] as z.ZodType | undefined;
    // A value that no longer fits its rule (an older release's) falls back to the default.
    if (field?.safeParse(r.value).success) out[r.configKey] = r.value;
  }
  return out as Settings;
}

/**
 * The upload limit an administrator set (MB), or null when none was set: then only the uploads' own cap
 * (TC_UPLOAD_MAX_BYTES) applies, which may be higher than the settings' default.
 */
export async function storedUploadMaxMb(db: Db): Promise<number | null> {
  return storedSetting(db, 'uploadMaxMb');
}

/** Stored settings rows, kept until the settings table is written (the allow-list is read per request). */
const keptRows = watchedReads<(typeof sysBaseConfig.$inferSelect)[]>(['sys_base_config']);

/** A setting an administrator set, or null when it was never set (so the built-in behaviour applies). */
export async function storedSetting<K extends keyof Settings>(db: Db, key: K): Promise<Settings[K] | null> {
  const [row] = await keptRows(db, key, () =>
    db.select().from(sysBaseConfig).where(eq(sysBaseConfig.configKey, key)),
  );
  const v = settingsShape.shape[key].safeParse(row?.value);
  return row && v.success ? (v.data as Settings[K]) : null;
}

export async function writeSettings(db: Db, patch: Partial<Settings>, userId: string): Promise<Settings> {
  await db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) continue;
      await tx
        .insert(sysBaseConfig)
        .values({ configKey: key, value, updatedBy: userId })
        .onConflictDoUpdate({
          target: sysBaseConfig.configKey,
          set: { value, updatedBy: userId, updatedAt: new Date() },
        });
    }
  });
  return readSettings(db);
}

/** The edition label of the about box: public v3.2.0; private from the installed key's version record. */
export async function editionLabel(db: Db, edition: 'public' | 'private') {
  if (edition === 'public') return { edition, name: 'public', version: PUBLIC_VERSION_LABEL };
  const [row] = await db
    .select({ version: licenceInstalled.version })
    .from(licenceInstalled)
    .where(eq(licenceInstalled.slot, 'private'));
  return { edition, name: PRIVATE_VERSION.name, version: row?.version || PRIVATE_VERSION.version };
}

/** A group's own logo and title over the installation's (user-logo-config). */
export async function logoFor(db: Db, groupId: string) {
  const s = await readSettings(db);
  const [g] = await db.select().from(groupLogoConfig).where(eq(groupLogoConfig.groupId, groupId));
  return {
    title: g?.title || s.title,
    logoUrl: g?.logoUrl || s.logoUrl,
    groupTitle: g?.title ?? '',
    groupLogoUrl: g?.logoUrl ?? '',
  };
}

export async function saveGroupLogo(db: Db, groupId: string, b: { title: string; logoUrl: string }) {
  await db
    .insert(groupLogoConfig)
    .values({ groupId, ...b })
    .onConflictDoUpdate({ target: groupLogoConfig.groupId, set: { ...b, updatedAt: new Date() } });
  return logoFor(db, groupId);
}
