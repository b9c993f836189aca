import { describe, expect, it } from 'vitest';
import { geometryFingerprint } from './fingerprint.js';
import { emptyModelEditorJson, matchModules, readModelEditorJson } from './modelEditor.js';
import type { ModelNodeInfo } from './report.js';

/** A box of w × h × d as 8 corners (enough geometry for a fingerprint). */
const box = (w: number, h: number, d: number, dx = 0) => {
  const out: number[] = [];
  for (const x of [0, w]) for (const y of [0, h]) for (const z of [0, d]) out.push(x + dx, y, z);
  return out;
};

describe('geometryFingerprint', () => {
  it('does not depend on vertex order or float noise', () => {
    const a = box(2, 3, 4);
    const reordered: number[] = [];
    for (let i = 7; i >= 0; i--) reordered.push(a[i * 3]!, a[i * 3 + 1]! + 1e-7, a[i * 3 + 2]!);
    expect(geometryFingerprint({ positions: reordered, triangles: 12 })).toBe(
      geometryFingerprint({ positions: a, triangles: 12 }),
    );
  });

  it('tells apart other sizes, other places and other triangle counts', () => {
    const base = geometryFingerprint({ positions: box(2, 3, 4), triangles: 12 });
    expect(geometryFingerprint({ positions: box(2, 3, 5), triangles: 12 })).not.toBe(base);
    expect(geometryFingerprint({ positions: box(2, 3, 4, 1), triangles: 12 })).not.toBe(base);
    expect(geometryFingerprint({ positions: box(2, 3, 4), triangles: 14 })).not.toBe(base);
    expect(geometryFingerprint({ positions: [], triangles: 0 })).toMatch(/^[0-9a-z]+$/);
  });
});

describe('matchModules', () => {
  const fp = (n: number) => geometryFingerprint({ positions: box(n, 1, 1), triangles: 12 });
  const nodes: ModelNodeInfo[] = [
    { path: 'Factory', name: 'Factory', depth: 0 },
    { path: 'Factory/Tank_A', name: 'Tank_A', depth: 1, fingerprint: fp(1) },
    { path: 'Factory/Tank_B', name: 'Tank_B', depth: 1, fingerprint: fp(2) },
    { path: 'Factory/Pump', name: 'Pump', depth: 1, fingerprint: fp(3) },
  ];
  const json = (refs: { path: string; fingerprint?: string }[]) => ({
    ...emptyModelEditorJson(),
    modules: [{ id: 'm1', name: 'Tanks', nodes: refs }],
  });

  it('keeps references whose path and geometry still match', () => {
    const r = matchModules(json([{ path: 'Factory/Tank_A', fingerprint: fp(1) }]), nodes);
    expect(r.unmatched).toEqual([]);
    expect(r.rebound).toBe(0);
  });

  it('rebinds a renamed node found by its geometry', () => {
    const r = matchModules(json([{ path: 'Factory/OldName', fingerprint: fp(2) }]), nodes);
    expect(r.rebound).toBe(1);
    expect(r.json.modules[0]!.nodes[0]!.path).toBe('Factory/Tank_B');
  });

  it('lists a reference whose geometry changed, with same-name candidates', () => {
    const r = matchModules(json([{ path: 'Factory/Pump', fingerprint: fp(9) }]), nodes);
    expect(r.unmatched).toEqual([
      { moduleId: 'm1', ref: { path: 'Factory/Pump', fingerprint: fp(9) }, candidates: ['Factory/Pump'] },
    ]);
  });

  it('reads old or broken saved documents safely', () => {
    expect(readModelEditorJson(null).styleList[0]!.id).toBe('_default');
    expect(readModelEditorJson({ modules: [{ id: 'a', name: 'A' }, 3] }).modules).toEqual([
      { id: 'a', name: 'A', nodes: [] },
    ]);
  });
});
