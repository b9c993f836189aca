// What the accounts area offers the rest of the server: other areas and the app import it from here only
// (eslint: no-restricted-imports); everything else in this folder is the area's own.
export { Messenger, type Message } from './messenger.js';
export { accountRoutes } from './routes.js';
export { assertPassword, assertValid, parseTarget, type Edition } from './rules.js';
