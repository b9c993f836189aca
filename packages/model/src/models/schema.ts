import { z } from 'zod';

const colour = z.string().regex(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/, 'must be a #RRGGBB colour');
const id = z.string().min(1).max(64);

/** What the server accepts as a model's modelEditorJson (the shape of modelEditor.ts, with caps). */
export const modelEditorJsonSchema = z.object({
  version: z.literal(1),
  modules: z
    .array(
      z.object({
        id,
        name: z.string().trim().min(1).max(100),
        nodes: z
          .array(z.object({ path: z.string().min(1).max(2000), fingerprint: z.string().max(32).optional() }))
          .max(20_000),
      }),
    )
    .max(500),
  styleList: z
    .array(
      z.object({
        id,
        name: z.string().trim().min(1).max(100),
        modules: z.record(
          id,
          z.object({
            color: colour.optional(),
            opacity: z.number().min(0).max(1).optional(),
            emissive: colour.optional(),
            emissiveIntensity: z.number().min(0).max(10).optional(),
            xray: z.boolean().optional(),
            wireframe: z.boolean().optional(),
          }),
        ),
      }),
    )
    .min(1)
    .max(50),
});
