import { beforeEach, describe, expect, it } from 'vitest';
import { useVariables as useRunningValues } from '../runtime/variables';
import type { VariableRow } from './api';
import { NO_VALUES } from './params';
import type { DataContext } from './runtime';
import { currentValues, resolveRouterVariables, setVariableValue, useVariables } from './variables';

const defs: VariableRow[] = [
  { id: 'v1', name: 'city', defaultValue: 'Beijing', projectFlag: 'A1' },
  {
    id: 'v2',
    name: 'top',
    defaultValue: '5',
    projectFlag: null,
    routerId: 'r1',
    routerField: 'n',
    routerType: 1,
  },
];

beforeEach(() => {
  useRunningValues.getState().reset();
  useVariables.getState().load(defs);
});

describe('variable values for requests', () => {
  it('defaults first; values set by interactions (by name or id) win', () => {
    expect(currentValues()).toEqual({
      byId: { v1: 'Beijing', v2: '5' },
      byName: { city: 'Beijing', top: '5' },
    });
    useRunningValues.getState().set('city', 'Shanghai'); // an interaction's response variable
    setVariableValue('v2', 9);
    useRunningValues.getState().set('extra', 'x');
    expect(currentValues()).toEqual({
      byId: { v1: 'Beijing', v2: 9 },
      byName: { city: 'Shanghai', top: 9, extra: 'x' },
    });
  });

  it('a router-linked variable takes its field from the router’s first row', async () => {
    const asked: string[] = [];
    const ctx: DataContext = {
      projectFlag: 'A1',
      variables: () => NO_VALUES,
      transport: {
        router: async (ref) => {
          asked.push(`${ref.routerType}:${ref.id}`);
          return {
            id: ref.id,
            name: 'r',
            routerType: 1,
            projectFlag: null,
            groupManagementId: null,
            routerConfig: { type: 'api', url: 'http://x' },
            relationCount: 0,
          };
        },
        proxy: async () => ({ code: '0', data: { data: [{ n: 42 }, { n: 1 }], meta: {} } }),
        filtersByIds: async () => [],
      },
    };
    await resolveRouterVariables(defs, ctx);
    expect(asked).toEqual(['1:r1']);
    expect(currentValues().byName.top).toBe(42);
    expect(currentValues().byName.city).toBe('Beijing');
  });
});
