import type { DataSourceConfig } from '@twincanvas/model';
import { describe, expect, it } from 'vitest';
import { scalars, varsOf } from './shareTransport';

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
});
