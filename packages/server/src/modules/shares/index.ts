// What the shares area offers the rest of the server: other areas and the app import it from here only
// (eslint: no-restricted-imports); everything else in this folder is the area's own.
export { sharedModelRoutes } from './modelRoutes.js';
export { shareRoutes } from './routes.js';
export { shareVerifier } from './verify.js';
