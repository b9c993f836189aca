// What the variables area offers the rest of the server: other areas and the app import it from here only
// (eslint: no-restricted-imports); everything else in this folder is the area's own.
export { variableRoutes } from './routes.js';
export { isUuid, parseParamVarId, projectById, projectOf, type Ctx, type Scope } from './scope.js';
export { DATA_MSG } from './texts.js';
