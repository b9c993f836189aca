import { MapChart } from 'echarts/charts';
import { VisualMapContinuousComponent } from 'echarts/components';
import { registerMap } from 'echarts/core';
import { chartRenderer } from '../../chartKit/ChartView';
import { CHART_CODE } from '../../chartKit/codes';
import { chinaGeoJson, worldGeoJson } from '../geo';
import { MAP_NAMES, regionMapOption } from '../map';

const renderer = chartRenderer([MapChart, VisualMapContinuousComponent], (page, ctx, code) =>
  regionMapOption(page, ctx, code === CHART_CODE.mapChina ? 'china' : 'world'),
);

// Outlines ship inside this chunk (world-atlas); registered once the map series is installed above.
registerMap(MAP_NAMES.world, worldGeoJson() as Parameters<typeof registerMap>[1]);
registerMap(MAP_NAMES.china, chinaGeoJson() as Parameters<typeof registerMap>[1]);

export default renderer;
