import { create } from 'zustand';
import { useVariables as useRunningValues } from '../runtime/variables';
import type { VariableRow } from './api';
import { getPath, rowsOf } from '@twincanvas/model';
import type { VariableValues } from './params';
import type { DataContext } from './runtime';
import { fetchRaw } from './runtime';

/**
 * The project's variable definitions (docs/reference.md#data-binding) for the data runtime. Their running values live
 * in the shared runtime variable store (runtime/variables.ts), where interactions ("update response
 * variables", docs/reference.md#actions) write too; a variable nobody has set yet has its default value. Requests
 * read the values when they are made, so a change shows on the next refresh.
 */
interface VariableDefs {
  defs: VariableRow[];
  load(defs: VariableRow[]): void;
  reset(): void;
}

export const useVariables = create<VariableDefs>((set) => ({
  defs: [],
  load: (defs) => set({ defs }),
  reset: () => set({ defs: [] }),
}));

/** Sets a variable's running value (by id or name); both keys are written so either lookup finds it. */
export function setVariableValue(idOrName: string, value: unknown): void {
  const def = useVariables.getState().defs.find((d) => d.id === idOrName || d.name === idOrName);
  useRunningValues.getState().setMany(def ? { [def.id]: value, [def.name]: value } : { [idOrName]: value });
}

/** The values as requests read them: by id and by name, defaults under whatever has been set. */
export function currentValues(): VariableValues {
  const { defs } = useVariables.getState();
  const running = useRunningValues.getState().values;
  const byId: Record<string, unknown> = {};
  const byName: Record<string, unknown> = {};
  for (const d of defs) {
    byId[d.id] = d.defaultValue;
    byName[d.name] = d.defaultValue;
  }
  for (const [k, v] of Object.entries(running)) {
    const def = defs.find((d) => d.id === k);
    if (def) {
      byId[k] = v;
      byName[def.name] = v;
    } else byName[k] = v;
  }
  return { byId, byName };
}

/** A router-linked variable takes the router field of the router's first row (else keeps its default). */
export function routerFieldValue(raw: unknown, field: string): unknown {
  const first = rowsOf(raw)[0];
  return field ? getPath(first, field) : first;
}

/**
 * Router-linked variables (routerId, routerField, routerType): each router is asked once and the
 * variable set from its field. A router that fails leaves the default (docs/reference.md#errors: not applied).
 */
export async function resolveRouterVariables(defs: readonly VariableRow[], ctx: DataContext): Promise<void> {
  await Promise.all(
    defs
      .filter((d) => typeof d.routerId === 'string' && d.routerId !== '')
      .map(async (d) => {
        const raw = await fetchRaw(
          { type: 'router', sqlOptions: { routers: [{ id: d.routerId, routerType: d.routerType ?? 0 }] } },
          ctx,
        );
        if (!raw.ok) return;
        const value = routerFieldValue(raw.value, d.routerField ?? '');
        if (value !== undefined) setVariableValue(d.id, value);
      }),
  );
}
