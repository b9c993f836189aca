// What the groups area offers the rest of the server: other areas and the app import it from here only
// (eslint: no-restricted-imports); everything else in this folder is the area's own.
export {
  RESOURCE_CATEGORIES,
  RESOURCE_FULL,
  assertResourceAvailable,
  registerResourceCounter,
  resourceNumber,
  type ResourceCategory,
} from './resources.js';
export { groupRoutes } from './routes.js';
export { GROUP_MSG, addMember, createGroup, isMember, membersExist, queryRoles } from './service.js';
