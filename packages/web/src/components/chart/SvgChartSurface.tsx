import type { ReactNode } from 'react';
import { ChartSurfaceContext } from './surface';

/** Charts inside draw SVG (./surface.ts says why; useECharts loads the SVG renderer the first time). */
export function SvgChartSurface({ children }: { children: ReactNode }) {
  return <ChartSurfaceContext.Provider value="svg">{children}</ChartSurfaceContext.Provider>;
}
