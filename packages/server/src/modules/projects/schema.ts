import { z } from 'zod';
import { projectFlag } from '../documents/index.js';

const canvasSide = z.number().int().min(1).max(100_000);
/** Names are checked with the model's validateName (bilingual messages); here only a sanity bound. */
const name = z.string().max(400);

export const createProjectBody = z.object({
  folderId: z.uuid().optional(),
  projectName: name.optional(),
  canvasWidth: canvasSide.optional(),
  canvasHeight: canvasSide.optional(),
  userId: z.string().optional(),
});

export const renameProjectBody = z.object({ projectId: z.uuid(), name });

// A web address or same-site path (uploads), or an image data URL made by the editor: the schematic SVG of
// the first page, or a JPEG of a rendered 3D scene (shown in <img>, where SVG cannot run script).
const thumbnailUrl = z
  .string()
  .max(64_000)
  .regex(
    /^($|https?:\/\/|\/(?!\/)|data:image\/(svg\+xml|png|jpeg)[;,])/,
    'thumbnailUrl must be empty, an http(s) or same-site path, or an image data URL',
  );

export const updateProjectBody = z.object({
  projectId: z.uuid(),
  canvasWidth: canvasSide.optional(),
  canvasHeight: canvasSide.optional(),
  thumbnailUrl: thumbnailUrl.optional(),
  userId: z.string().optional(),
});

export const sceneThumbnailBody = z.object({
  projectId: z.uuid(),
  sceneId: z.string().min(1).max(100),
  thumbnailUrl,
  /** Also make it the project's cover (the scene is the project's first). */
  cover: z.boolean().optional(),
});

export const sceneThumbnailListBody = z.object({ projectId: z.uuid() });

const idList = z.array(z.uuid()).min(1).max(500);

export const moveProjectsBody = z.object({ projectIds: idList, folderId: z.uuid() });
export const deleteProjectsBody = z.object({ projectIds: idList });
export const copyProjectBody = z.object({ projectId: z.uuid(), folderId: z.uuid().optional() });

export const listProjectsBody = z
  .object({
    folderId: z.uuid().optional(),
    keyword: z.string().max(200).optional(),
    start: z.coerce.number().int().min(0).default(0),
    end: z.coerce.number().int().min(0).optional(),
    userId: z.string().optional(),
    userAssetId: z.string().optional(),
  })
  .transform((q) => ({
    ...q,
    // At most a few pages per call, whatever end the client sends.
    end: Math.min(q.end ?? q.start + 30, q.start + 300),
  }));

/** /project/id-code/v2/update: project/v2/update by projectFlag. */
export const idCodeUpdateBody = updateProjectBody.omit({ projectId: true }).extend({ projectFlag });

export const projectIdBody = z.object({ projectId: z.uuid() });

export const importBody = z.object({
  folderId: z.uuid().optional(),
  /** The export file, as parsed JSON or as its text. */
  file: z.union([z.record(z.string(), z.unknown()), z.string()]),
});

/** /project/id-code/v2/import: an export file becomes the content of the project named by projectFlag. */
export const idCodeImportBody = importBody.omit({ folderId: true }).extend({ projectFlag });

// Answers.
/** A project made by create, copy or import: where it is and its document's root id. */
export const madeProjectAnswer = z.object({
  id: z.string(),
  projectId: z.string(),
  projectFlag: z.string(),
  projectName: z.string().optional(),
  folderId: z.string(),
});

export const projectPageAnswer = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      projectName: z.string(),
      projectFlag: z.string(),
      thumbnailUrl: z.string(),
      updatedAt: z.date(),
      folderId: z.string().nullable(),
    }),
  ),
  total: z.number(),
  start: z.number(),
  end: z.number(),
  limit: z.number(),
});

export const revisionAnswer = z.object({ revision: z.number() });

export const sceneThumbnailsAnswer = z.object({
  list: z.array(z.object({ sceneId: z.string(), thumbnailUrl: z.string() })),
});

export const exportCheckAnswer = z.object({
  projectId: z.string(),
  projectName: z.string(),
  size: z.number(),
  maxSize: z.number(),
  hash: z.string(),
  exportable: z.boolean(),
});

export const importedIntoAnswer = z.object({
  projectId: z.string(),
  projectFlag: z.string(),
  revision: z.number(),
});
