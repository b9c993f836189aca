/**
 * Inverse-distance-weighted interpolation of sensor values over a grid (heat maps): each cell takes
 * Σ(vᵢ/dᵢᵖ) / Σ(1/dᵢᵖ) over the sensors, a cell on a sensor takes its value. Pure and allocation-free
 * once its output exists, so live updates only rewrite the texture's bytes.
 */
export interface IdwGrid {
  width: number;
  height: number;
  /** World rectangle the grid covers: minX, minZ, maxX, maxZ. */
  minX: number;
  minZ: number;
  maxX: number;
  maxZ: number;
}

/**
 * sensors: packed (x, z, value) triples, `count` of them. `out` gets width×height values, row 0 at minZ.
 * `radius` > 0 ignores sensors farther than it (cells with none in reach get NaN: drawn transparent).
 */
export function idwInterpolate(
  grid: IdwGrid,
  sensors: Float32Array,
  count: number,
  power: number,
  radius: number,
  out: Float32Array,
): Float32Array {
  const { width, height, minX, minZ, maxX, maxZ } = grid;
  const dx = width > 1 ? (maxX - minX) / (width - 1) : 0;
  const dz = height > 1 ? (maxZ - minZ) / (height - 1) : 0;
  const halfPower = power / 2;
  const r2 = radius > 0 ? radius * radius : Infinity;
  for (let j = 0; j < height; j++) {
    const z = minZ + j * dz;
    for (let i = 0; i < width; i++) {
      const x = minX + i * dx;
      let num = 0;
      let den = 0;
      let exact = NaN;
      for (let s = 0; s < count; s++) {
        const ox = x - sensors[s * 3]!;
        const oz = z - sensors[s * 3 + 1]!;
        const d2 = ox * ox + oz * oz;
        if (d2 > r2) continue;
        if (d2 < 1e-12) {
          exact = sensors[s * 3 + 2]!;
          break;
        }
        const w = halfPower === 1 ? 1 / d2 : 1 / Math.pow(d2, halfPower);
        num += w * sensors[s * 3 + 2]!;
        den += w;
      }
      out[j * width + i] = Number.isNaN(exact) ? (den > 0 ? num / den : NaN) : exact;
    }
  }
  return out;
}

/** A colour ramp of 256 RGBA entries built from stops (position 0..1, CSS hex colour). */
export function buildRamp(stops: readonly { at: number; color: string }[]): Uint8Array {
  const ramp = new Uint8Array(256 * 4);
  const sorted = [...stops].sort((a, b) => a.at - b.at);
  const rgb = sorted.map((s) => hexToRgba(s.color));
  for (let i = 0; i < 256; i++) {
    const t = i / 255;
    let k = 0;
    while (k < sorted.length - 2 && t > sorted[k + 1]!.at) k++;
    const a = sorted[k];
    const b = sorted[Math.min(k + 1, sorted.length - 1)];
    const ca = rgb[k] ?? [0, 0, 0, 255];
    const cb = rgb[Math.min(k + 1, rgb.length - 1)] ?? ca;
    const span = a && b && b.at > a.at ? (t - a.at) / (b.at - a.at) : 0;
    const f = Math.min(1, Math.max(0, span));
    for (let c = 0; c < 4; c++) ramp[i * 4 + c] = Math.round(ca[c]! + (cb[c]! - ca[c]!) * f);
  }
  return ramp;
}

function hexToRgba(hex: string): [number, number, number, number] {
  const m = /^#?([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(hex.trim());
  if (!m?.[1]) return [0, 0, 0, 255];
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, m[2] ? parseInt(m[2], 16) : 255];
}

/** Values to RGBA bytes through a ramp between min and max; NaN cells become transparent. */
export function colourize(
  values: Float32Array,
  min: number,
  max: number,
  ramp: Uint8Array,
  opacity: number,
  out: Uint8Array,
): Uint8Array {
  const span = max > min ? max - min : 1;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (Number.isNaN(v)) {
      out[i * 4 + 3] = 0;
      continue;
    }
    const k = Math.min(255, Math.max(0, Math.round(((v - min) / span) * 255))) * 4;
    out[i * 4] = ramp[k]!;
    out[i * 4 + 1] = ramp[k + 1]!;
    out[i * 4 + 2] = ramp[k + 2]!;
    out[i * 4 + 3] = Math.round(ramp[k + 3]! * opacity);
  }
  return out;
}

/** Built-in heat themes (colour ramps), offered until the library holds the group's own. */
export const HEAT_THEMES: readonly {
  id: string;
  name: { zh: string; en: string };
  stops: { at: number; color: string }[];
}[] = [
  {
    id: 'classic',
    name: { zh: '经典', en: 'Classic' },
    stops: [
      { at: 0, color: '#2b83ba' },
      { at: 0.25, color: '#abdda4' },
      { at: 0.5, color: '#ffffbf' },
      { at: 0.75, color: '#fdae61' },
      { at: 1, color: '#d7191c' },
    ],
  },
  {
    id: 'thermal',
    name: { zh: '热成像', en: 'Thermal' },
    stops: [
      { at: 0, color: '#000004' },
      { at: 0.35, color: '#781c6d' },
      { at: 0.65, color: '#ed6925' },
      { at: 1, color: '#fcffa4' },
    ],
  },
  {
    id: 'cool',
    name: { zh: '冷色', en: 'Cool' },
    stops: [
      { at: 0, color: '#f7fbff' },
      { at: 0.5, color: '#6baed6' },
      { at: 1, color: '#08306b' },
    ],
  },
];
