import { z } from 'zod';

const uuid = z.uuid();
const version = z.union([z.string().max(40), z.number()]);

/** /model/scene/theme: `objectFlg` is the project flag; the answer skips the details when `modelVersion` is current. */
export const themeBody = z.object({
  objectFlg: z.string().min(1).max(64),
  resourceId: uuid,
  modelVersion: version.optional(),
});

/** /model/theme/id. */
export const themeIdBody = z.object({ objectFlg: z.string().min(1).max(64), modelId: uuid });

// Answers.
/** One model's scene theme data: its version and, unless the caller holds that version, its detail. */
export const sceneThemeAnswer = z.object({
  modelVersion: z.string(),
  resourceSceneDetailList: z.array(
    z.object({
      resourceId: z.string(),
      modelName: z.string(),
      modelWebUrl: z.string(),
      modelHotFixPath: z.string(),
      // The model editor's modules and styles: free-form JSON the editor saved.
      modelEditorJson: z.unknown(),
    }),
  ),
});

export const modelThemeIdAnswer = z.object({
  defaultProperty: z.object({
    typeId: z.string(),
    styleList: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
});
