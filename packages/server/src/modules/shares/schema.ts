import { z } from 'zod';
import { MAX_BATCH_ITEMS } from '../../http/batchLines.js';

/** A share id in a link: base64url of 192 random bits (32 characters); older or longer ids up to 64. */
export const SHARE_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** Epoch milliseconds, an ISO date-time, or null (never expires). */
const expireTime = z.union([z.number().int().positive(), z.string().min(1).max(40), z.null()]);

export const publishBody = z.object({
  projectId: z.uuid(),
  /** Empty or absent: the share opens without a password. */
  sharePass: z.string().max(64).optional(),
  expireTime: expireTime.optional(),
  shareType: z.number().int().min(0).max(99999).optional(),
});

export const changeBody = z.object({
  projectId: z.uuid(),
  /** Absent: keep; empty string or null: remove the password; otherwise the new password. */
  sharePass: z.union([z.string().max(64), z.null()]).optional(),
  expireTime: expireTime.optional(),
  shareType: z.number().int().min(0).max(99999).optional(),
});

export const projectIdBody = z.object({ projectId: z.uuid() });

/** The share id as it comes in the path: anything, validated by the service (bad ids are plain 404s). */
export const sidParams = z.object({ sid: z.string().max(200) });

export const sessionBody = z.object({ sharePass: z.string().max(64).optional() });

/**
 * `vars`: the page's current values of variables, by name. Only names the component's stored request
 * declares are used (data.ts withRuntimeValues); the rest is ignored. Bounded in count and size.
 */
export const dataBody = z.object({
  componentId: z.string().min(1).max(100),
  vars: z
    .record(z.string().max(100), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]))
    .refine((r) => Object.keys(r).length <= 50, { message: 'at most 50 variables' })
    .optional(),
});

/** Many components' data in one signed call: a big screen refreshing hundreds of charts a second. */
export const dataBatchBody = z.object({ items: z.array(dataBody).min(1).max(MAX_BATCH_ITEMS) });

export const filtersBody = z.object({ ids: z.array(z.string().min(1).max(64)).max(50) });

export const shareWeatherBody = z.object({
  cities: z.array(z.string().trim().min(1).max(64)).min(1).max(20),
});

/** The variables call names nothing: the share decides which project's variables are answered. */
export const variablesBody = z.object({}).strict();

/**
 * An address a share page's map wants proxied; the server signs it only if the shared document names its
 * origin, or — with `componentId`, a map item whose address comes from its data — if the current result of
 * that item's stored request (run with `vars`, as the data call runs it) contains an address of that origin.
 */
export const mapSignBody = z.object({
  url: z.string().min(1).max(8000),
  componentId: dataBody.shape.componentId.optional(),
  vars: dataBody.shape.vars,
});

/**
 * The owner's view of a share (service.ts ShareInfo). Named field by field so the stored password hash,
 * the twin tenant and whoever changed the share stay out of the answer whatever the service returns.
 */
export const shareInfoAnswer = z.object({
  shareId: z.string(),
  projectId: z.string(),
  shareType: z.number(),
  hasPassword: z.boolean(),
  expireTime: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const shareSessionAnswer = z.object({
  shareToken: z.string(),
  signKey: z.string(),
  expiresAt: z.number(),
  serverTime: z.number(),
});

/** A filter as a share page runs it: its code only (the name is editor information). */
export const sharedFilterAnswer = z.object({
  id: z.string(),
  code: z.string(),
  deleted: z.boolean().optional(),
});

export const sharedVariableAnswer = z.object({
  id: z.string(),
  name: z.string(),
  defaultValue: z.string(),
  projectFlag: z.string().nullable(),
  routerId: z.string().nullable(),
  routerField: z.string(),
  routerType: z.number(),
});

/** The map proxy form of an address (mapTiles SignedOrigin). */
export const signedOriginAnswer = z.object({ origin: z.string(), prefix: z.string(), url: z.string() });
