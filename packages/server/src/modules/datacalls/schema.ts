import { z } from 'zod';
import { MAX_BATCH_ITEMS } from '../../http/batchLines.js';

/** Bodies of the data calls (routes.ts). */

/** A share id as the share routes accept it (192 random bits, base64url); others are 404 anyway. */
const sid = z.string().min(1).max(100);

export const routerVersionBody = z.object({}).passthrough().default({});

const target = z.object({
  mode: z.enum(['chart', 'list', 'object', 'none']),
  fields: z.array(z.string().max(200)).max(200),
});

/** One mapping request of docs/reference.md#api: requestType 1, data, mapingJson, componentType. */
export const mappingBody = z.object({
  /** Request type of the mapping call (docs/reference.md#data-binding); 1 maps the answer of a request (the only kind there is). */
  requestType: z.coerce.number().int().min(0).max(2).default(1),
  data: z.unknown(),
  /** The field mapping (`effect`): {targetField: sourcePath}, as an object or its JSON text. */
  mapingJson: z.union([z.string().max(100_000), z.record(z.string(), z.unknown())]).optional(),
  componentType: z.union([z.string().max(20), z.number().int()]).optional(),
  /** The component's expected shape, when the caller knows its definition (else read from the type). */
  target: target.optional(),
  /** Echoed in batch answers so a caller can match them up. */
  id: z.string().max(100).optional(),
});

export const mappingBatchBody = z.object({ list: z.array(mappingBody).min(1).max(MAX_BATCH_ITEMS) });

export const sharedFileBody = z.object({
  sid,
  /** The file source's uid. */
  id: z.uuid(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50_000).default(50_000),
});

export const tokenInfoBody = z.object({ sid, tokenUid: z.uuid() });
