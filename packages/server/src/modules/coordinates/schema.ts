import { z } from 'zod';
import { parseSystem, type CoordinateSystem } from './convert.js';
import { SEARCH_PAGE_SIZE } from './service.js';

const system = z
  .string()
  .max(16)
  .transform((s, ctx): CoordinateSystem => {
    const v = parseSystem(s);
    if (!v) {
      ctx.addIssue({ code: 'custom', message: `unknown coordinate system "${s}" (WGS84, GCJ02 or BD09)` });
      return z.NEVER;
    }
    return v;
  });

const lng = z.number().min(-180).max(180);
const lat = z.number().min(-90).max(90);
const code = z.string().regex(/^\d{6}$/, 'a six-digit GB/T 2260 code');
const paging = {
  pageNum: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(SEARCH_PAGE_SIZE),
};
/** The coordinate system answers are in; WGS-84 unless a Chinese base map asks for GCJ-02 or BD-09. */
const out = { coordinateSystem: system.default('WGS84') };

export const searchBody = z.object({
  keyword: z.string().trim().min(1).max(50),
  /** China (the default), or a province, city or district (name or code) to search within. */
  region: z.string().trim().max(50).optional(),
  ...paging,
  ...out,
});

export const getCoordBody = z
  .object({
    code: code.optional(),
    name: z.string().trim().min(1).max(50).optional(),
    region: z.string().trim().max(50).optional(),
    ...out,
  })
  .refine((b) => b.code !== undefined || b.name !== undefined, { message: 'code or name is required' });

export const hotDataBody = z.object({
  values: z
    .array(
      z
        .object({
          code: code.optional(),
          name: z.string().trim().min(1).max(50).optional(),
          value: z.number().finite(),
        })
        .refine((r) => r.code !== undefined || r.name !== undefined, {
          message: 'each row needs code or name',
        }),
    )
    .max(5000)
    .optional(),
  region: z.string().trim().max(50).optional(),
  ...paging,
  ...out,
});

export const convertBody = z.object({
  from: system,
  to: system,
  points: z
    .array(z.tuple([lng, lat]))
    .min(1)
    .max(10_000),
});
