import type { VariableRow } from '../data/api';
import { useVariables } from '../data/variables';
import { signedInPost } from './load';
import type { ViewerRoute } from './paths';
import { signedPost } from './share/client';

/**
 * The project's variable definitions for a running dashboard (docs/reference.md#data-binding): conditions on a
 * variable, `${name}` link templates and data-source parameters start from their default values. The
 * viewer loads them whether or not the dashboard has live sources, the same way in preview (the member
 * list) and share (the signed share call, which answers the shared project's variables only). A case
 * is a copy without its author's variables. A failed lookup leaves the variables unapplied (editor
 * docs/reference.md#errors), as the data runtime does.
 */
export async function loadVariables(route: ViewerRoute): Promise<VariableRow[]> {
  try {
    if (route.mode === 'share' && route.id) {
      const res = await signedPost<VariableRow[] | null>(route.id, 'variables', {});
      return res.code === '0' && Array.isArray(res.data) ? res.data : [];
    }
    if (route.mode === 'preview' && route.id) {
      const res = await signedInPost<VariableRow[] | null>('project/variable/list', {
        projectFlag: route.id,
      });
      return res.code === '0' && Array.isArray(res.data) ? res.data : [];
    }
  } catch {
    // network failure: not applied
  }
  return [];
}

/** Makes the definitions the ones conditions and requests read (data/variables: defaults under values). */
export function applyVariables(list: VariableRow[]): void {
  useVariables.getState().load(list);
}
