import type { ColorData } from '@twincanvas/model';
import type { RendererProps } from '../types';
import { gradientVector, shapeGeometry } from './geometry';
import type { ShapeModel } from './index';

const DASH: Record<string, (w: number) => string | undefined> = {
  solid: () => undefined,
  dashed: (w) => `${w * 3} ${w * 2}`,
  dotted: (w) => `${w} ${w * 1.5}`,
};

/** Shapes 2112-2120 as SVG in box pixels (crisp at any stage scale): fill colour/gradient, stroke, radius. */
export default function ShapeRenderer({ node }: RendererProps) {
  const model = (node.svgModel ?? {}) as ShapeModel;
  const w = node.componentRect?.componentWidth ?? 0;
  const h = node.componentRect?.componentHeight ?? 0;
  const strokeWidth = Math.max(0, model.stroke?.width ?? 0);
  const geometry = shapeGeometry(Number(node.componentType), w, h, strokeWidth, model.radius ?? 0);
  if (!geometry || w <= 0 || h <= 0) return null;
  const fill = model.fill as ColorData | undefined;
  const gradientId = `tc-shape-${node._id}`;
  let fillValue = 'none';
  if (geometry.closed && fill?.colorType === 1) fillValue = fill.solidColor;
  if (geometry.closed && fill?.colorType === 2) fillValue = `url(#${gradientId})`;
  const gradient = fill?.colorType === 2 ? fill.gradientColor : null;
  return (
    <svg
      width="100%"
      height="100%"
      viewBox={`0 0 ${w} ${h}`}
      preserveAspectRatio="none"
      data-testid="shape-svg"
      style={{ display: 'block', overflow: 'visible' }}
    >
      {gradient ? (
        <defs>
          <linearGradient id={gradientId} {...gradientVector(gradient.gradientRotate)}>
            {gradient.gradientColors.map((c, i) => (
              <stop key={i} offset={gradient.gradientLocations[i] ?? i} stopColor={c} />
            ))}
          </linearGradient>
        </defs>
      ) : null}
      <path
        d={geometry.d}
        fill={fillValue}
        stroke={strokeWidth > 0 ? (model.stroke?.color ?? '#FFFFFFFF') : 'none'}
        strokeWidth={strokeWidth}
        strokeDasharray={DASH[model.stroke?.style ?? 'solid']?.(strokeWidth)}
        strokeLinejoin="round"
        strokeLinecap={geometry.closed ? undefined : 'round'}
      />
    </svg>
  );
}
