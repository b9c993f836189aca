// What the datasources area offers the rest of the server: other areas and the app import it from here only
// (eslint: no-restricted-imports); everything else in this folder is the area's own.
export { withStoredHosts } from './env.js';
export { assertMayUseData } from './mayUse.js';
export { dataSourceRoutes } from './routes.js';
export { decodeProxyBody, runSourceRequest, toAppError } from './run.js';
export { moveSources } from './sourceGroups.js';
