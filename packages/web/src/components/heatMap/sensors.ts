import { ownValue, toNumber } from '@twincanvas/model';
import type { Component3D } from '@twincanvas/model';
import { props } from '../common3d/component';

export interface HeatSensor {
  name: string;
  /** Relative to the heat map's centre, in metres. */
  x: number;
  z: number;
  value: number;
}

/** The sensors placed in the editor (propertyData.sensors), malformed entries left out. */
export function placedSensors(c: Component3D): HeatSensor[] {
  const list = props(c).sensors;
  if (!Array.isArray(list)) return [];
  const out: HeatSensor[] = [];
  list.forEach((s: unknown, i) => {
    if (!s || typeof s !== 'object') return;
    const r = s as Record<string, unknown>;
    const x = toNumber(r.x);
    const z = toNumber(r.z);
    if (x === null || z === null) return;
    out.push({
      name: typeof r.name === 'string' && r.name ? r.name : `S${i + 1}`,
      x,
      z,
      value: toNumber(r.value) ?? 0,
    });
  });
  return out;
}

/**
 * Live sensors: the placed ones with their values replaced by rows of the same name, plus rows that bring
 * their own position (x, z). Rows without a usable value are skipped.
 */
export function liveSensors(
  c: Component3D,
  rows: readonly Record<string, unknown>[] | null | undefined,
): HeatSensor[] {
  const placed = placedSensors(c);
  if (!rows) return placed;
  const byName = new Map(placed.map((s) => [s.name, { ...s }]));
  const extra: HeatSensor[] = [];
  for (const row of rows) {
    const value = toNumber(ownValue(row, 'value'));
    if (value === null) continue;
    const name = String(ownValue(row, 'name') ?? '');
    const known = byName.get(name);
    const x = toNumber(ownValue(row, 'x'));
    const z = toNumber(ownValue(row, 'z'));
    if (known) {
      known.value = value;
      if (x !== null && z !== null) {
        known.x = x;
        known.z = z;
      }
    } else if (x !== null && z !== null) extra.push({ name, x, z, value });
  }
  return [...byName.values(), ...extra];
}
