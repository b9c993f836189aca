import { memberTransport, type DataTransport } from '../data/runtime';
import { signedInPost } from './load';

/**
 * The data transport of a case view. A published case carries sample data, except requests on the
 * publisher's digital-twin sources, which it keeps as twin calls (`type: 'twins'`, server
 * cases/twins.ts): those go to the server's case route, which calls the twin platform through its proxy
 * with a type-1 token for the tenant and space the case stored — not the viewer's own group
 * (docs/deployment.md#digital-twin-platform-mode). Everything else (filters, routers) is the signed-in member transport's.
 */
const transports = new Map<string, DataTransport>();

export function caseTransport(caseFlag: string, projectFlag: string): DataTransport {
  const key = `${caseFlag}\u0000${projectFlag}`;
  let t = transports.get(key);
  if (t) return t;
  const member = memberTransport(projectFlag);
  t = {
    proxy: (payload, from) =>
      from?.requestSource?.type === 'twins' && from.componentId
        ? signedInPost('project/case/v2/twinData', { caseFlag, componentId: from.componentId })
        : member.proxy(payload, from),
    filtersByIds: (ids) => member.filtersByIds(ids),
    router: (ref) => member.router(ref),
  };
  transports.set(key, t);
  return t;
}
