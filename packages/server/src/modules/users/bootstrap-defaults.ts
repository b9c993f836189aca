import { PERMISSIONS } from '../permissions/catalogue.js';

/** What a member gets by default: look at the group's work, change nothing administrative. */
export const DEFAULT_MEMBER_PERMISSIONS = [
  PERMISSIONS.projectView,
  PERMISSIONS.projectCreate,
  PERMISSIONS.projectEdit,
  PERMISSIONS.folderView,
  PERMISSIONS.resourceView,
  PERMISSIONS.dataView,
  PERMISSIONS.caseView,
].map((p) => p.code);
