// What the deployment area offers the rest of the server: other areas and the app import it from here only
// (eslint: no-restricted-imports); everything else in this folder is the area's own.
export { deploymentRoutes } from './routes.js';
export { PRIVATE_VERSION, PUBLIC_VERSION_LABEL } from './texts.js';
