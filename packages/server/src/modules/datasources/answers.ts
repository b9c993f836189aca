import { z } from 'zod';

/**
 * What /remote/source/* answer (`schema.response`). A source's credentials live sealed in its `secret`
 * column and leave the server only as has* flags and masked header values (service.ts toView); these
 * schemas name every field that may leave, so a credential that reaches a row or its config another
 * way (a column read with the row, a key written into the config by hand) is dropped from the answer.
 */

const header = z.object({ key: z.string(), value: z.string(), secret: z.boolean().optional() });

/**
 * The settings of every kind (schema.ts apiConfig, sqlConfig, socketConfig; twin/source.ts twinCall;
 * files.ts for file sources), all optional: a source's config holds those of its own kind.
 */
const sourceConfig = z
  .object({
    // api, DAYU, socket
    url: z.string(),
    requestType: z.string(),
    headers: z.array(header),
    bodyType: z.number(),
    // A string for api sources, the request object of a twins source.
    body: z.unknown(),
    authenticationType: z.number(),
    appKey: z.string(),
    appUser: z.string(),
    tokenUid: z.string(),
    token: z
      .object({
        url: z.string(),
        requestType: z.string(),
        bodyType: z.number(),
        body: z.string(),
        headers: z.array(header),
        path: z.string(),
        header: z.string(),
        prefix: z.string(),
        ttlSeconds: z.number(),
      })
      .partial()
      .nullable(),
    // SQL kinds
    host: z.string(),
    port: z.number(),
    database: z.string(),
    user: z.string(),
    sidOrService: z.string(),
    encrypt: z.boolean(),
    sql: z.string(),
    // twins
    path: z.string(),
    // file
    fileName: z.string(),
    format: z.string(),
    rowCount: z.number(),
    columns: z.array(z.string()),
  })
  .partial();

export const sourceView = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string(),
  type: z.string(),
  typeCode: z.number().nullable(),
  groupManagementId: z.string().nullable(),
  config: sourceConfig,
  hasPassword: z.boolean(),
  hasAppSecret: z.boolean(),
  hasAppPassword: z.boolean(),
  secretUnreadable: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

export const sourcePage = z.object({
  list: z.array(sourceView),
  groupCounts: z.object({
    all: z.number(),
    ungrouped: z.number(),
    byGroup: z.record(z.string(), z.number()),
  }),
  totalResult: z.number(),
  total: z.number(),
  totalPage: z.number(),
  pages: z.number(),
  page: z.number(),
});

export const deleteCheckAnswer = z.object({
  canDelete: z.boolean(),
  sources: z.array(z.object({ id: z.string(), name: z.string() })),
  usedBy: z.array(z.object({ projectId: z.string(), projectName: z.string() })),
  otherProjects: z.number(),
});

/** A file's rows are the uploader's own table: any columns, any values. */
const fileRows = z.array(z.unknown());

export const uploadAnswer = z.object({
  source: sourceView.nullable(),
  preview: z.object({
    fileName: z.string(),
    format: z.string(),
    columns: z.array(z.string()),
    total: z.number(),
    rows: fileRows,
  }),
});

export const fileValueAnswer = z.object({
  fileName: z.string(),
  format: z.string(),
  columns: z.array(z.string()),
  total: z.number(),
  data: fileRows,
});

export const tokenListAnswer = z.array(z.object({ tokenUid: z.string(), name: z.string(), url: z.string() }));

const runMeta = z.object({
  upstreamMs: z.number(),
  status: z.number().optional(),
  rows: z.number().optional(),
  truncated: z.boolean().optional(),
  columns: z.array(z.string()).optional(),
});

export const testAnswer = z.object({
  success: z.boolean(),
  ms: z.number(),
  message: z.string(),
  // The first rows (or the decoded answer) the source gave: its own data.
  sample: z.unknown(),
  meta: runMeta.nullable(),
  warning: z.string(),
});

/**
 * The proxy's answer, for the API document only: it is sent as prepared JSON text (sendJson) that the
 * serializer never sees, and its data is the source's own answer.
 */
export const proxyAnswer = z.object({
  data: z.unknown(),
  meta: runMeta.extend({ serverMs: z.number() }),
});
