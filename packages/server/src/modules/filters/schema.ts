import { z } from 'zod';

const flag = z.string().min(1).max(200);
const name = z.string().trim().min(1).max(100);
/** Filter code: the body of `(data, vars) => newData`; 64 KiB is far beyond any reasonable filter. */
const code = z.string().max(64 * 1024);
const ids = z.array(z.uuid()).max(500);

export const filterListBody = z.object({ projectFlag: flag });
export const addFilterBody = z.object({ projectFlag: flag, name: name.optional(), code: code.optional() });
export const updateFilterBody = z.object({ id: z.uuid(), name: name.optional(), code: code.optional() });
export const deleteFiltersBody = z.object({ ids: ids.min(1) });

/**
 * Filters by ids (docs/reference.md#api). Ids are strings here (not only uuids): a component may still name a
 * filter whose record is gone, which answers the deleted-code placeholder.
 */
export const filtersByIdsBody = z.object({
  projectFlag: flag,
  filterIds: z.array(z.string().min(1).max(200)).max(500),
  createBy: z.string().optional(),
});

/** "Filter function definitions" on paste: copy filters of another project of the group into this one. */
export const copyFiltersBody = z.object({
  projectFlag: flag,
  filterIds: ids,
  createBy: z.string().optional(),
});

/** A server-side run: saved filters by id (chained in order) or a code draft, over the given data. */
export const runFiltersBody = z
  .object({
    projectFlag: flag,
    filterIds: z.array(z.string().min(1).max(200)).max(50).optional(),
    code: code.optional(),
    data: z.unknown(),
    vars: z.record(z.string(), z.unknown()).optional(),
    filterOn: z.boolean().default(true),
  })
  .refine((b) => b.filterIds !== undefined || b.code !== undefined, 'filterIds or code is required');
