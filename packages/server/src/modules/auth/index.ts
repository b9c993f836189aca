// What the auth area offers the rest of the server: other areas and the app import it from here only
// (eslint: no-restricted-imports); everything else in this folder is the area's own.
export { privateAuthRoutes } from './privateRoutes.js';
export { authRoutes } from './routes.js';
export { AuthService, type SessionTokens } from './service.js';
export { sessionTokensSchema } from './schema.js';
