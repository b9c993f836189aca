import { z } from 'zod';

/**
 * Response schemas (`schema.response`) for the envelope every route answers with (envelope.ts). A route's
 * declared answer documents it in the OpenAPI page and is enforced when Fastify serialises the answer
 * (app.ts sets the zod serializer compiler): fields an object schema does not name are dropped, so a
 * column added to a row later (a password hash, a secret) cannot reach a caller by accident.
 *
 * Answers sent as a prepared string (`sendJson`, streams, files) bypass the serializer; their routes
 * declare the schema for documentation only.
 */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.string(), msg: z.string(), data });

/** `schema.response` of a route answering `{code, msg, data}` with this data on success. */
export const answers = <T extends z.ZodType>(data: T) => ({ 200: envelopeOf(data) });

/** `schema.response` of a route whose success carries no data (`data: null`). */
export const answersNothing = answers(z.null());

/** One page of a list as the paged calls answer it (`pageNum`/`pageSize` echo the query). */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ list: z.array(row), total: z.number(), pageNum: z.number(), pageSize: z.number() });
