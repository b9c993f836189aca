import type { AuthContext } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';

/**
 * Who may run data requests (the proxy) and the calls around them (mapping, router version): a member
 * holding data view, or project view or edit — whoever can look at a dashboard can make it fetch its
 * data. Routes declare `access.member` and call this first.
 */
export function assertMayUseData(a: Pick<AuthContext, 'permissions'>): void {
  const may = [PERMISSIONS.dataView, PERMISSIONS.projectView, PERMISSIONS.projectEdit].some((p) =>
    a.permissions.has(p.code),
  );
  if (!may) throw forbidden();
}
