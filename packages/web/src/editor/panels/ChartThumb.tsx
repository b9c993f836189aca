import type { ReactNode } from 'react';

/**
 * A small drawing of what a chart family looks like, for the palette (DataV and GoView show previews, not
 * icons). Drawn as SVG from fixed sample shapes: nothing of ECharts loads before a chart is added.
 */
const W = 96;
const H = 52;
const C = ['#4c8dff', '#36cfc9', '#ffc53d', '#ff7a45', '#9254de'];

const bars = (values: number[], horizontal = false) =>
  values.map((v, i) =>
    horizontal ? (
      <rect key={i} x={8} y={6 + i * 9} width={v * 0.8} height={6} rx={1} fill={C[0]} />
    ) : (
      <rect key={i} x={10 + i * 14} y={H - 6 - v * 0.4} width={9} height={v * 0.4} rx={1} fill={C[i % 2]} />
    ),
  );

const path = (values: number[]) =>
  values.map((v, i) => `${i === 0 ? 'M' : 'L'}${8 + i * 16},${H - 6 - v * 0.4}`).join(' ');

function arc(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const p = (a: number) => `${cx + r * Math.cos(a)},${cy + r * Math.sin(a)}`;
  return `M${cx},${cy} L${p(a0)} A${r},${r} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${p(a1)} Z`;
}

function pie(ring: boolean): ReactNode {
  const parts = [0.4, 0.25, 0.2, 0.15];
  let a = -Math.PI / 2;
  return (
    <>
      {parts.map((p, i) => {
        const d = arc(W / 2, H / 2, 22, a, a + p * 2 * Math.PI);
        a += p * 2 * Math.PI;
        return <path key={i} d={d} fill={C[i]} />;
      })}
      {ring ? <circle cx={W / 2} cy={H / 2} r={11} fill="var(--tc-subtle, #fafbfd)" /> : null}
    </>
  );
}

const LINE = [40, 70, 55, 90, 65, 80];

const DRAWINGS: Record<string, () => ReactNode> = {
  bar: () => bars([50, 80, 60, 95, 70, 40]),
  barLine: () => (
    <>
      {bars([50, 80, 60, 95, 70, 40])}
      <path d={path([60, 40, 75, 55, 85, 70])} stroke={C[2]} strokeWidth={2} fill="none" />
    </>
  ),
  polarBar: () => pie(true),
  line: () => <path d={path(LINE)} stroke={C[0]} strokeWidth={2} fill="none" />,
  pie: () => pie(false),
  sunburst: () => pie(true),
  scatter: () =>
    [
      [14, 30],
      [26, 18],
      [40, 34],
      [52, 12],
      [66, 26],
      [80, 16],
      [34, 40],
    ].map(([x, y], i) => <circle key={i} cx={x} cy={y} r={3 + (i % 3)} fill={C[i % 3]} opacity={0.85} />),
  radar: () => (
    <>
      <polygon points="48,4 70,18 64,46 32,46 26,18" fill="none" stroke="#8f9ab0" />
      <polygon points="48,12 64,20 58,40 36,42 32,22" fill={C[0]} opacity={0.6} />
    </>
  ),
  gauge: () => (
    <>
      <path d="M22,44 A26,26 0 0 1 74,44" stroke="#8f9ab0" strokeWidth={6} fill="none" />
      <path d="M22,44 A26,26 0 0 1 62,22" stroke={C[0]} strokeWidth={6} fill="none" />
      <line x1={48} y1={44} x2={62} y2={26} stroke={C[3]} strokeWidth={2} />
    </>
  ),
  liquid: () => (
    <>
      <circle cx={48} cy={26} r={22} fill="none" stroke={C[0]} strokeWidth={2} />
      <path d="M28,30 Q38,24 48,30 T68,30 L68,40 A22,22 0 0 1 28,40 Z" fill={C[0]} opacity={0.7} />
    </>
  ),
  funnel: () =>
    [0, 1, 2, 3].map((i) => (
      <polygon
        key={i}
        points={`${16 + i * 8},${6 + i * 11} ${80 - i * 8},${6 + i * 11} ${74 - i * 8},${15 + i * 11} ${22 + i * 8},${15 + i * 11}`}
        fill={C[i]}
      />
    )),
  heatmap: () =>
    [0, 1, 2, 3].flatMap((r) =>
      [0, 1, 2, 3, 4, 5].map((c) => (
        <rect
          key={`${r}.${c}`}
          x={12 + c * 12}
          y={6 + r * 10}
          width={11}
          height={9}
          fill={C[0]}
          opacity={0.25 + (((r * 7 + c * 3) % 5) / 5) * 0.75}
        />
      )),
    ),
  treemap: () => (
    <>
      <rect x={8} y={6} width={44} height={40} fill={C[0]} />
      <rect x={54} y={6} width={34} height={22} fill={C[1]} />
      <rect x={54} y={30} width={16} height={16} fill={C[2]} />
      <rect x={72} y={30} width={16} height={16} fill={C[3]} />
    </>
  ),
  sankey: () => (
    <>
      <rect x={10} y={6} width={5} height={40} fill={C[0]} />
      <rect x={80} y={6} width={5} height={18} fill={C[1]} />
      <rect x={80} y={28} width={5} height={18} fill={C[2]} />
      <path d="M15,6 C48,6 48,6 80,6 L80,24 C48,24 48,26 15,26 Z" fill={C[1]} opacity={0.45} />
      <path d="M15,26 C48,26 48,28 80,28 L80,46 C48,46 48,46 15,46 Z" fill={C[2]} opacity={0.45} />
    </>
  ),
  graph: () => (
    <>
      <path d="M48,26 L20,12 M48,26 L76,12 M48,26 L24,42 M48,26 L74,40" stroke="#8f9ab0" />
      {[
        [48, 26, 7],
        [20, 12, 4],
        [76, 12, 5],
        [24, 42, 4],
        [74, 40, 5],
      ].map(([x, y, r], i) => (
        <circle key={i} cx={x} cy={y} r={r} fill={C[i % 5]} />
      ))}
    </>
  ),
  boxplot: () =>
    [0, 1, 2].map((i) => (
      <g key={i} stroke={C[0]} fill="none">
        <line x1={24 + i * 24} y1={6 + i * 3} x2={24 + i * 24} y2={46 - i * 2} />
        <rect x={17 + i * 24} y={16 + i * 2} width={14} height={18} fill={C[0]} fillOpacity={0.3} />
      </g>
    )),
  candlestick: () =>
    [0, 1, 2, 3, 4].map((i) => (
      <g key={i} stroke={i % 2 ? C[3] : C[1]} fill={i % 2 ? C[3] : C[1]}>
        <line x1={16 + i * 16} y1={8 + (i % 3) * 4} x2={16 + i * 16} y2={44 - (i % 2) * 6} />
        <rect x={12 + i * 16} y={16 + (i % 3) * 4} width={8} height={16} />
      </g>
    )),
  parallel: () => (
    <>
      {[16, 38, 60, 82].map((x) => (
        <line key={x} x1={x} y1={6} x2={x} y2={46} stroke="#8f9ab0" />
      ))}
      <path d="M16,12 L38,30 L60,18 L82,40" stroke={C[0]} fill="none" />
      <path d="M16,36 L38,14 L60,40 L82,20" stroke={C[2]} fill="none" />
    </>
  ),
  wordCloud: () => (
    <>
      <text x={14} y={24} fontSize={14} fill={C[0]}>
        数据
      </text>
      <text x={50} y={20} fontSize={9} fill={C[1]}>
        Cloud
      </text>
      <text x={44} y={40} fontSize={12} fill={C[2]}>
        词云
      </text>
      <text x={16} y={42} fontSize={8} fill={C[3]}>
        word
      </text>
    </>
  ),
  map: () => (
    <path
      d="M14,20 L30,10 L50,14 L66,8 L84,18 L80,36 L62,44 L40,40 L22,44 Z"
      fill={C[0]}
      opacity={0.6}
      stroke={C[0]}
    />
  ),
  carousel: () => (
    <>
      {bars([50, 80, 60, 95, 70, 40])}
      <circle cx={42} cy={4} r={2} fill={C[0]} />
      <circle cx={48} cy={4} r={2} fill="#8f9ab0" />
      <circle cx={54} cy={4} r={2} fill="#8f9ab0" />
    </>
  ),
};

/** Variants of a family that look different at a glance (an area, a horizontal bar, a ring). */
const BY_KIND: Record<string, () => ReactNode> = {
  barHorizontal: () => bars([70, 95, 50, 80, 40], true),
  lineArea: () => (
    <path d={`${path(LINE)} L88,${H - 6} L8,${H - 6} Z`} fill={C[0]} opacity={0.5} stroke={C[0]} />
  ),
  pieRing: () => pie(true),
};

export function ChartThumb({ family, kind }: { family: string; kind: string }) {
  const draw = BY_KIND[kind] ?? DRAWINGS[family];
  if (!draw) return null;
  return (
    <svg className="tc-chart-thumb" viewBox={`0 0 ${W} ${H}`} width={W} height={H} aria-hidden="true">
      {draw()}
    </svg>
  );
}
