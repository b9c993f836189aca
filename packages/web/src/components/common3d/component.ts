import { newId } from '@twincanvas/model';

// Visibility is a rule of the document: the model's, shared with the editor's toggle.
export { isShown, withShown } from '@twincanvas/model';
import type { Component3D, Component3DType, PointData, Vector3, VisualRuleSet } from '@twincanvas/model';
import { contentText, inContent } from '../common/content';
import type { Bilingual } from '../types';

/** Events every pickable 3D kind emits (click, double click, hover in and out, value change). */
export const EVENTS_3D = ['40101', '40102', '40105', '40106', '40108'] as const;

/** A point entry of pointData at a position (shown, named). */
export function pointAt(position: Vector3, name = ''): PointData {
  return { mainPoint: { name, showOn: true, transData: { position: { ...position } } } };
}

/**
 * A fresh 3D component: new id, one main point at `at`, the default style, the kind's properties. Its
 * name and its style's name are content, in the language it is added in (common/content.ts).
 */
export function base3D(
  type: Component3DType,
  at: Vector3,
  names: Bilingual,
  propertyData: Record<string, unknown>,
  extra: Partial<Component3D> = {},
): Component3D {
  const name = contentText(names);
  return {
    _id: newId('3D'),
    name,
    type,
    pointData: [pointAt(at, name)],
    styleList: [{ id: '_default', name: inContent('默认样式', 'Default style') }],
    propertyData,
    showOn: true,
    conditionData: { rules: [] } satisfies VisualRuleSet,
    interactionData: [],
    generalData: {},
    ...extra,
  };
}

/** The properties of a component (its `propertyData` object, empty when absent or malformed). */
export function props(c: Component3D): Record<string, unknown> {
  const p = c.propertyData;
  return p && typeof p === 'object' && !Array.isArray(p) ? (p as Record<string, unknown>) : {};
}

export function num(c: Component3D, key: string, fallback: number): number {
  const v = props(c)[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

export function str(c: Component3D, key: string, fallback: string): string {
  const v = props(c)[key];
  return typeof v === 'string' && v !== '' ? v : fallback;
}

export function bool(c: Component3D, key: string, fallback: boolean): boolean {
  const v = props(c)[key];
  return typeof v === 'boolean' ? v : fallback;
}

const ORIGIN: Vector3 = { x: 0, y: 0, z: 0 };

/** The component's anchor: its first main point. */
export function mainPosition(c: Component3D): Vector3 {
  return c.pointData?.[0]?.mainPoint?.transData?.position ?? ORIGIN;
}

/** Every main point in order: the path of a pipeline, trace or trail, the corners of a polygon area. */
export function pathPositions(c: Component3D): Vector3[] {
  const out: Vector3[] = [];
  for (const entry of c.pointData ?? []) {
    const p = entry.mainPoint?.transData?.position;
    if (p && Number.isFinite(p.x) && Number.isFinite(p.y) && Number.isFinite(p.z)) out.push(p);
  }
  return out;
}

/** Start and end of a two-point component (ligature): startPoint/endPoint, else the first two points. */
export function endpoints(c: Component3D): [Vector3, Vector3] | null {
  const first = c.pointData?.[0];
  const start = first?.startPoint?.transData?.position;
  const end = first?.endPoint?.transData?.position;
  if (start && end) return [start, end];
  const path = pathPositions(c);
  return path.length >= 2 ? [path[0]!, path[path.length - 1]!] : null;
}

/** The visual rules of a component (kept in conditionData), or none. */
export function rulesOf(c: Component3D): VisualRuleSet | undefined {
  const data = c.conditionData as Partial<VisualRuleSet> | undefined;
  return data && Array.isArray(data.rules) ? (data as VisualRuleSet) : undefined;
}

/** The same component list keyed by id, with what changed since the last `set`. */
export function diffById(
  previous: ReadonlyMap<string, Component3D>,
  next: readonly Component3D[],
): { added: Component3D[]; changed: Component3D[]; removed: string[]; byId: Map<string, Component3D> } {
  const byId = new Map<string, Component3D>();
  const added: Component3D[] = [];
  const changed: Component3D[] = [];
  for (const c of next) {
    byId.set(c._id, c);
    const old = previous.get(c._id);
    if (!old) added.push(c);
    else if (old !== c) changed.push(c);
  }
  const removed = [...previous.keys()].filter((id) => !byId.has(id));
  return { added, changed, removed, byId };
}
