import { z } from 'zod';

/** A moment as epoch milliseconds or a date string the client formats (e.g. '2024-05-01 00:00:00'). */
const moment = z
  .union([z.number(), z.string()])
  .transform((v, ctx) => {
    if (v === '') return undefined;
    const d = new Date(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'not a date' });
      return z.NEVER;
    }
    return d;
  })
  .optional();

export const logFilterBody = z.object({
  type: z.string().max(50).optional(),
  operatorName: z.string().max(100).optional(),
  projectName: z.string().max(200).optional(),
  st: moment,
  et: moment,
});

export const logExportBody = logFilterBody.extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

export const EXPORT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export const logListBody = logFilterBody.extend({
  curPage: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** Operations the browser reports itself (the server records everything else where it happens). */
export const CLIENT_LOG_TYPES = ['preview', 'export', 'share', 'other'] as const;
export const addLogBody = z.object({
  type: z.enum(CLIENT_LOG_TYPES),
  projectId: z.uuid().optional(),
  content: z.string().max(1000).optional(),
});

export const pageLogBody = z.object({
  page: z.string().min(1).max(300),
  content: z.string().max(1000).optional(),
});

/** web-log/save: one report of the browser's global error handler (or a page log). */
export const webLogBody = z.object({
  level: z.enum(['error', 'warn', 'info']).default('error'),
  message: z.string().min(1).max(4000),
  stack: z.string().max(16_000).optional(),
  /** The page (path and query) the report came from. */
  page: z.string().max(1000).optional(),
  source: z.string().max(1000).optional(),
  userAgent: z.string().max(500).optional(),
});
