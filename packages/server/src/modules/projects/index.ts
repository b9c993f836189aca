// What the projects area offers the rest of the server: other areas and the app import it from here only
// (eslint: no-restricted-imports); everything else in this folder is the area's own.
export { replaceContentOps } from './importInto.js';
export { liveFolder } from './repo.js';
export { projectRoutes } from './routes.js';
export { insertCopiedThumbnails, sceneThumbnailRows, type SceneThumbnail } from './sceneThumbnails.js';
export {
  checkName,
  copyProjectIn,
  firstFolder,
  insertProject,
  moveProjects,
  nextFolderPosition,
  targetFolder,
  type Ctx,
} from './service.js';
export { projectTransferRoutes } from './transferRoutes.js';
