import { TYPE_CODE } from '@twincanvas/model';

type Point = readonly [number, number];

/** How a shape is drawn inside its box: a closed outline (fillable) or a line (stroke only). */
export interface ShapeGeometry {
  /** SVG path data in box pixels. */
  d: string;
  closed: boolean;
}

/** One row of the geometry table: the outline for a box, and whether the corner radius applies. */
interface ShapeSpec {
  rounded: boolean;
  outline(w: number, h: number, inset: number, radius: number): ShapeGeometry;
}

const fmt = (n: number): string => String(Math.round(n * 100) / 100);

/**
 * A polygon whose corners are rounded by `radius` (clamped to half of each adjacent edge), drawn with a
 * quadratic curve through each original vertex so the outline stays inside the sharp polygon.
 */
export function roundedPolygon(points: readonly Point[], radius: number): string {
  const n = points.length;
  if (radius <= 0) return `M${points.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join('L')}Z`;
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const [px, py] = points[(i - 1 + n) % n]!;
    const [cx, cy] = points[i]!;
    const [nx, ny] = points[(i + 1) % n]!;
    const lenIn = Math.hypot(cx - px, cy - py);
    const lenOut = Math.hypot(nx - cx, ny - cy);
    const r = Math.min(radius, lenIn / 2, lenOut / 2);
    const ax = cx + ((px - cx) / lenIn) * r;
    const ay = cy + ((py - cy) / lenIn) * r;
    const bx = cx + ((nx - cx) / lenOut) * r;
    const by = cy + ((ny - cy) / lenOut) * r;
    parts.push(`${i === 0 ? 'M' : 'L'}${fmt(ax)} ${fmt(ay)}Q${fmt(cx)} ${fmt(cy)} ${fmt(bx)} ${fmt(by)}`);
  }
  return `${parts.join('')}Z`;
}

/** A regular polygon with `sides` corners, the first at the top, stretched to the box. */
function regular(sides: number, w: number, h: number, inset: number, rotate = -Math.PI / 2): Point[] {
  const cx = w / 2;
  const cy = h / 2;
  const rx = w / 2 - inset;
  const ry = h / 2 - inset;
  return Array.from({ length: sides }, (_, i) => {
    const a = rotate + (i * 2 * Math.PI) / sides;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as const;
  });
}

const polygon =
  (points: (w: number, h: number, i: number) => Point[]): ShapeSpec['outline'] =>
  (w, h, inset, radius) => ({ d: roundedPolygon(points(w, h, inset), radius), closed: true });

/** The geometry table of shapes 2112-2120 (docs/reference.md#type-codes); the rectangle 2110 is the box itself. */
export const SHAPE_GEOMETRY: Readonly<Record<number, ShapeSpec>> = {
  [TYPE_CODE.circle]: {
    rounded: false,
    outline: (w, h, i) => {
      const rx = Math.max(0, w / 2 - i);
      const ry = Math.max(0, h / 2 - i);
      return {
        d: `M${fmt(i)} ${fmt(h / 2)}A${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(w - i)} ${fmt(h / 2)}A${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(i)} ${fmt(h / 2)}Z`,
        closed: true,
      };
    },
  },
  [TYPE_CODE.isoscelesTriangle]: {
    rounded: true,
    outline: polygon((w, h, i) => [
      [w / 2, i],
      [w - i, h - i],
      [i, h - i],
    ]),
  },
  [TYPE_CODE.rightTriangle]: {
    rounded: true,
    outline: polygon((w, h, i) => [
      [i, i],
      [w - i, h - i],
      [i, h - i],
    ]),
  },
  [TYPE_CODE.hexagon]: {
    rounded: true,
    // Flat top and bottom: the first corner at the right.
    outline: polygon((w, h, i) => regular(6, w, h, i, 0)),
  },
  [TYPE_CODE.horizontalLine]: {
    rounded: false,
    outline: (w, h, i) => ({ d: `M${fmt(i)} ${fmt(h / 2)}L${fmt(w - i)} ${fmt(h / 2)}`, closed: false }),
  },
  [TYPE_CODE.pentagon]: {
    rounded: true,
    outline: polygon((w, h, i) => regular(5, w, h, i)),
  },
  [TYPE_CODE.semicircle]: {
    rounded: false,
    // The flat side at the bottom, the arc filling the box above it.
    outline: (w, h, i) => {
      const rx = Math.max(0, w / 2 - i);
      const ry = Math.max(0, h - 2 * i);
      return {
        d: `M${fmt(i)} ${fmt(h - i)}A${fmt(rx)} ${fmt(ry)} 0 0 1 ${fmt(w - i)} ${fmt(h - i)}Z`,
        closed: true,
      };
    },
  },
  [TYPE_CODE.quarterCircle]: {
    rounded: false,
    // The centre at the bottom-left corner, the arc from the top-left to the bottom-right.
    outline: (w, h, i) => {
      const rx = Math.max(0, w - 2 * i);
      const ry = Math.max(0, h - 2 * i);
      return {
        d: `M${fmt(i)} ${fmt(h - i)}L${fmt(i)} ${fmt(i)}A${fmt(rx)} ${fmt(ry)} 0 0 1 ${fmt(w - i)} ${fmt(h - i)}Z`,
        closed: true,
      };
    },
  },
};

export const SHAPE_CODES: readonly number[] = Object.keys(SHAPE_GEOMETRY).map(Number);

/** The outline of shape `typeCode` in a w×h box, inset by half the stroke so the stroke is not clipped. */
export function shapeGeometry(
  typeCode: number,
  w: number,
  h: number,
  strokeWidth: number,
  radius: number,
): ShapeGeometry | null {
  const spec = SHAPE_GEOMETRY[typeCode];
  if (!spec) return null;
  return spec.outline(w, h, Math.max(0, strokeWidth) / 2, spec.rounded ? Math.max(0, radius) : 0);
}

export const shapeHasRadius = (typeCode: number): boolean => SHAPE_GEOMETRY[typeCode]?.rounded === true;

/** objectBoundingBox end points of a stored gradient rotation (CSS angle = rotation + 90, 3.8). */
export function gradientVector(rotate: number): { x1: number; y1: number; x2: number; y2: number } {
  const a = ((rotate + 90) * Math.PI) / 180;
  const dx = Math.sin(a) / 2;
  const dy = -Math.cos(a) / 2;
  const r = (n: number) => Math.round(n * 1e4) / 1e4;
  return { x1: r(0.5 - dx), y1: r(0.5 - dy), x2: r(0.5 + dx), y2: r(0.5 + dy) };
}
