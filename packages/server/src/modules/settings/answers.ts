import { z } from 'zod';

/**
 * Answers of the settings calls. The public one (every page and the sign-in page read it) names its
 * fields so the administrator-only settings, such as the data-source allow-list, never join it.
 */
const language = z.enum(['zh-CN', 'en']);

export const baseConfigAnswer = z.object({
  title: z.string(),
  logoUrl: z.string(),
  defaultLanguage: language.nullable(),
  uploadMaxMb: z.number(),
  edition: z.object({ edition: z.enum(['public', 'private']), name: z.string(), version: z.string() }),
  verifyUrl: z.string().nullable(),
});

/** All settings (system administrator); no rules here: a stored value was checked when it was written. */
export const settingsAnswer = z.object({
  title: z.string(),
  logoUrl: z.string(),
  defaultLanguage: language,
  uploadMaxMb: z.number(),
  dataSourceAllowHosts: z.array(z.string()),
});

export const logoAnswer = z.object({
  title: z.string(),
  logoUrl: z.string(),
  groupTitle: z.string(),
  groupLogoUrl: z.string(),
});
