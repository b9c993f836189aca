// What the documents area offers the rest of the server: other areas and the app import it from here only
// (eslint: no-restricted-imports); everything else in this folder is the area's own.
export { declaredProject, declaredProjectCheck, openProject } from './openProject.js';
export { documentsService } from './plugin.js';
export { liveProject, type ProjectRow } from './projectRow.js';
export { documentRoutes } from './routes.js';
export { assertSceneRoom, assertSceneTotals, holdsScene3D, projectsHoldScene3D } from './sceneLimits.js';
export { projectFlag } from './schema.js';
export type { DocumentService, SavedEvent } from './service.js';
export {
  SERVER_ROOT_FIELDS,
  documentRows,
  insertNodeRows,
  loadDocument,
  newProjectDocument,
  stripServerFields,
} from './store.js';
export { rowsOf } from './writer.js';
