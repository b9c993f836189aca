// What the permissions area offers the rest of the server: other areas and the app import it from here only
// (eslint: no-restricted-imports); everything else in this folder is the area's own.
export { permissionRoutes } from './routes.js';
export { pageQuery } from './schema.js';
export {
  ROLE_MSG,
  assertCanAssignRoles,
  defaultRoleId,
  escapeLike,
  memberRoleRows,
  setMemberRoles,
  type Caller,
} from './service.js';
export { TAG_NAMES, codesByTag } from './tree.js';
