import type { DataSourceConfig } from '@twincanvas/model';
import { describe, expect, it } from 'vitest';
import { dataBatcher, scalars, varsOf } from './shareTransport';

describe('share data call variables', () => {
  it('carries scalar parameter values only, within the server caps', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ name: `v${i}`, value: i }));
    expect(Object.keys(scalars(many))).toHaveLength(50);
    expect(
      scalars([
        { name: 'a', value: 'x' },
        { name: 'b', value: 2 },
        { name: 'c', value: { sql: 'DROP' } },
        { name: 'd', value: 'y'.repeat(1001) },
        { name: 'e', value: Number.NaN },
        { name: 'f', value: null },
        { name: 'g', value: false },
      ]),
    ).toEqual({ a: 'x', b: 2, f: null, g: false });
  });

  it('sends only parameters the page has a value for, by variable id or by name', () => {
    const rs: DataSourceConfig = {
      type: 'api',
      paramVars: [
        { id: 'u1_v1', name: 'region' },
        { id: 'u1_v2', name: 'year' },
        { id: 'u1_v3', name: 'unset' },
      ],
    };
    const values = { byId: { v1: 'east' }, byName: { year: 2024, other: 'x' } };
    expect(varsOf(rs, values)).toEqual({ region: 'east', year: 2024 });
  });

  it('data requests made together go as one call and each gets its own answer as its line arrives', async () => {
    const calls: { route: string; items: { componentId: string }[] }[] = [];
    const post = async <T>(
      _sid: string,
      route: string,
      body: unknown,
      lines?: (value: unknown) => void,
    ): Promise<{ code: string; data: T }> => {
      const items = (body as { items: { componentId: string }[] }).items;
      calls.push({ route, items });
      // Lines come in the order items finish, not the order they were asked; one item gets none.
      [...items.keys()].reverse().forEach((i) => {
        const id = items[i]!.componentId;
        if (id === 'Esilent') return;
        lines?.(
          id === 'Emissing'
            ? { i, code: '404', msg: 'gone', data: null }
            : { i, code: '0', data: id, meta: {} },
        );
      });
      return { code: '0', data: null as T };
    };
    const batch = dataBatcher('sid', post);
    const answers = await Promise.all(
      ['Ea', 'Emissing', 'Eb', 'Esilent'].map((componentId) => batch({ componentId, vars: {} })),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.route).toBe('data/batch');
    expect(answers).toEqual([
      { code: '0', data: { data: 'Ea', meta: {} } },
      { code: '404', data: null },
      { code: '0', data: { data: 'Eb', meta: {} } },
      // Not named by the answer: a failure, not a wait forever.
      { code: '500', data: null },
    ]);
    // More than the server's cap at once: split into calls of at most 200.
    await Promise.all(Array.from({ length: 450 }, (_, i) => batch({ componentId: `E${i}`, vars: {} })));
    expect(calls.slice(1).map((c) => c.items.length)).toEqual([200, 200, 50]);
  });

  it('a whole call refused answers its code to every item; one that fails rejects them', async () => {
    const refused = dataBatcher('sid', async <T>() => ({ code: '401', data: null as T }));
    expect(await refused({ componentId: 'Ea', vars: {} })).toEqual({ code: '401', data: null });
    const broken = dataBatcher('sid', () => Promise.reject(new Error('offline')));
    await expect(broken({ componentId: 'Ea', vars: {} })).rejects.toThrow('offline');
  });
});
