// What the users area offers the rest of the server: other areas and the app import it from here only
// (eslint: no-restricted-imports); everything else in this folder is the area's own.
export { bootstrapAdmin } from './bootstrap.js';
export { ACCOUNT_MSG, createAccount, findAccount } from './create.js';
export { loadProfile, userProfileSchema, type UserProfile } from './profile.js';
