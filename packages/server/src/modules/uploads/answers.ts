import { z } from 'zod';

/** Answers of the upload calls: where a stored file is served and which upload row holds it. */

/** A multipart upload: the upload record fields of docs/reference.md#workspace plus the stored row. */
export const uploadAnswer = z.object({
  fileUrl: z.string(),
  id: z.string(),
  uploadId: z.string(),
  type: z.string(),
  target: z.string(),
  file: z.string(),
  path: z.string(),
  name: z.string(),
  size: z.number(),
});

export const zipUploadAnswer = z.object({
  fileUrl: z.string(),
  id: z.string(),
  name: z.string(),
  path: z.string(),
  files: z.array(z.object({ name: z.string(), fileUrl: z.string() })),
});

/** A file stored by a signed PUT or a completed direct upload. */
export const storedFileAnswer = z.object({
  fileUrl: z.string(),
  uploadId: z.string(),
  path: z.string(),
  name: z.string().optional(),
  size: z.number(),
});

export const preSignAnswer = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  fileUrl: z.string(),
  path: z.string(),
  maxSize: z.number(),
  expiresAt: z.string(),
});

export const cosCredentialAnswer = z.object({
  credentials: z.object({
    uploadUrl: z.string(),
    method: z.string(),
    headers: z.record(z.string(), z.string()),
    expiresAt: z.string(),
  }),
  bucket: z.string(),
  region: z.string(),
  key: z.string(),
  path: z.string(),
  fileUrl: z.string(),
  completeUrl: z.string(),
});

export const encryptedUrlAnswer = z.object({ url: z.string(), expiresAt: z.string() });
