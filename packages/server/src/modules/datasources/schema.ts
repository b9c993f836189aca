import { z } from 'zod';
import { MAX_BATCH_ITEMS } from '../../http/batchLines.js';

/** Bodies of /remote/source/* and /previewData/getData (see routes.ts for the proxy contract). */
export const SOURCE_PAGE_SIZE = 10;
export const MASK = '******';

const kindText = z.union([z.string().max(40), z.number().int()]);
const name = z.string().trim().min(1).max(100);
const ids = z.array(z.uuid()).min(1).max(200);

export const keyValue = z.object({
  key: z.string().max(200),
  value: z.string().max(8000).default(''),
  /** A credential header: its value is stored encrypted and answered as a mask. */
  secret: z.boolean().optional(),
});

const tokenConfig = z.object({
  url: z.string().max(2000),
  requestType: z.enum(['GET', 'POST']).default('POST'),
  bodyType: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(2),
  body: z.string().max(100_000).default(''),
  headers: z.array(keyValue).max(50).default([]),
  path: z.string().max(200).default(''),
  header: z.string().max(200).default('Authorization'),
  prefix: z.string().max(100).default('Bearer '),
  ttlSeconds: z.number().int().min(0).max(86_400).default(300),
});

export const apiConfig = z.object({
  url: z.string().trim().min(1).max(2000),
  requestType: z.enum(['GET', 'POST']).default('GET'),
  headers: z.array(keyValue).max(50).default([]),
  bodyType: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  body: z.string().max(100_000).default(''),
  authenticationType: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  appKey: z.string().max(500).default(''),
  appUser: z.string().max(500).default(''),
  tokenUid: z.string().max(64).default(''),
  token: tokenConfig.nullable().default(null),
});

export const sqlConfig = z.object({
  host: z.string().trim().min(1).max(255),
  port: z.coerce.number().int().min(1).max(65535),
  database: z.string().trim().min(1).max(128),
  user: z.string().trim().max(128).default(''),
  sidOrService: z.enum(['sid', 'service']).optional(),
  encrypt: z.boolean().optional(),
  sql: z.string().max(100_000).optional(),
});

export const socketConfig = z.object({ url: z.string().trim().min(1).max(2000) });

/** Secrets: absent or '' keeps what is stored, null clears it. */
const secret = z.string().max(4000).nullable().optional();
export const secretsBody = z.object({ password: secret, appSecret: secret, appPassword: secret }).default({});

export const saveSourceBody = z.object({
  id: z.uuid().optional(),
  name,
  type: kindText,
  groupManagementId: z.uuid().nullable().optional(),
  config: z.record(z.string(), z.unknown()).default({}),
  secrets: secretsBody,
});
export const saveSourceParams = z.object({ id: z.uuid() });

export const pageBody = z.object({
  keyword: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(SOURCE_PAGE_SIZE),
  /** A data-source group (type 7); null: the sources in none (also those whose group was deleted). */
  groupManagementId: z.uuid().nullable().optional(),
  type: kindText.optional(),
});
export const pageByTypeBody = pageBody.extend({ type: kindText });

export const uidBody = z.object({ uid: z.uuid() });
export const idsBody = z.object({ ids });

export const uploadBody = z.object({
  id: z.uuid().optional(),
  name: name.optional(),
  fileName: z.string().trim().min(1).max(255),
  /** The file's bytes, base64 (the 10 MB body limit leaves room for the 8 MB file cap). */
  content: z.string().max(12 * 1024 * 1024),
  groupManagementId: z.uuid().nullable().optional(),
  /** Parse and answer the preview without storing anything. */
  previewOnly: z.boolean().optional(),
});

export const fileValueBody = z.object({
  id: z.uuid(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50_000).default(50_000),
});

export const shipBody = z.object({ groupManagementId: z.uuid().nullable(), ids });

/** Strict: a misspelt field is a 400 naming it, not a test of something other than what was meant. */
export const testBody = z
  .object({
    /** A stored source: its settings and secrets, overridden by what is given here. */
    id: z.uuid().optional(),
    type: kindText.optional(),
    config: z.record(z.string(), z.unknown()).optional(),
    secrets: secretsBody,
    sql: z.string().max(100_000).optional(),
  })
  .strict();

/** The decoded proxy request. */
export const proxyRequest = z.object({
  type: kindText,
  param: z
    .object({
      sourceId: z.string().max(64).optional(),
      url: z.string().max(4000).optional(),
      requestType: z.string().max(10).optional(),
      headers: z.union([z.record(z.string(), z.string()), z.array(keyValue)]).optional(),
      params: z.record(z.string(), z.unknown()).optional(),
      bodyType: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
      body: z.unknown().optional(),
      sql: z.string().max(100_000).optional(),
      variables: z
        .union([
          z.record(z.string(), z.unknown()),
          z.array(z.object({ name: z.string(), value: z.unknown().optional() }).passthrough()),
        ])
        .optional(),
      paramVars: z
        .array(z.object({ name: z.string(), value: z.unknown().optional() }).passthrough())
        .optional(),
    })
    .passthrough()
    .default({}),
});

/** The decoded request as JSON Schema, for the API document (without its own `$schema` line). */
const { $schema: _drafted, ...proxyRequestSchema } = z.toJSONSchema(proxyRequest, {
  io: 'input',
  unrepresentable: 'any',
});

export const getDataBody = z.object({
  /** base64 of the UTF-8 JSON {type, param} (docs/reference.md#data-binding). */
  data: z
    .string()
    .min(1)
    .max(2 * 1024 * 1024)
    // Says what the text holds, so the API fuzzer (fuzz/arbitraries.ts) sends proxy requests inside it.
    .meta({
      contentEncoding: 'base64',
      contentMediaType: 'application/json',
      contentSchema: proxyRequestSchema,
    }),
});

/** Many proxy requests in one call: an editor or preview page refreshing many charts. */
export const getDataBatchBody = z.object({ items: z.array(getDataBody).min(1).max(MAX_BATCH_ITEMS) });

export type ProxyRequest = z.infer<typeof proxyRequest>;
