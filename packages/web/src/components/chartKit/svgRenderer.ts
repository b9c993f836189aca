import { use as installECharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Loaded on demand by useECharts for charts on an SVG surface (the editor's), so the viewer's chunks
// never carry the SVG renderer.
installECharts([SVGRenderer]);
