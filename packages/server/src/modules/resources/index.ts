// What the resources area offers the rest of the server: other areas and the app import it from here only
// (eslint: no-restricted-imports); everything else in this folder is the area's own.
export { resourceRoutes } from './routes.js';
export { resourceAnswer, resourceType } from './schema.js';
export {
  copyResources,
  getResource,
  insertResource,
  liveResourceGroup,
  liveResources,
  moveResources,
  type Ctx,
} from './service.js';
