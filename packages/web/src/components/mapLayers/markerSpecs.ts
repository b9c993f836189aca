import type { Bilingual } from '../types';
import { SAMPLE_POINTS } from './samples';
import { POINTS, REAL, WEBGL, aggregate, markers, type Spec } from './spec';

interface MarkerOptions {
  code: number;
  kind: string;
  name: Bilingual;
  containers: readonly number[];
}

/**
 * A point marker kind (4561 / 4563 / 4662): one builder, differing only in clustering and defaults. A
 * clustered marker starts as circles in green to orange; the others as pins in blue to red.
 */
function pointMarker(o: MarkerOptions & { clustered?: boolean }): Spec {
  const clustered = o.clustered === true;
  return {
    ...o,
    fields: 'marker',
    sample: SAMPLE_POINTS,
    dataShape: POINTS,
    model: {
      icon: clustered ? 'circle' : 'pin',
      sizeMin: clustered ? 20 : 24,
      sizeMax: clustered ? 40 : 48,
      colorFrom: clustered ? '#52C41AFF' : '#40A9FFFF',
      colorTo: clustered ? '#FA8C16FF' : '#F5222DFF',
      cluster: clustered,
      clusterRadius: 60,
    },
    load: () => markers().then((m) => m.pointMarkerLayer),
  };
}

/** A text marker kind (4562 / 4663): CJK labels from local fonts. */
function textMarker(o: MarkerOptions): Spec {
  return {
    ...o,
    fields: 'text',
    sample: SAMPLE_POINTS,
    dataShape: POINTS,
    model: { fontSize: 16, color: '#FFFFFFFF', background: '#001529B3' },
    load: () => markers().then((m) => m.textMarkerLayer),
  };
}

/** Markers of both containers, and the real map's pixel grid. */
export const MARKER_SPECS: readonly Spec[] = [
  pointMarker({
    code: 4561,
    kind: 'pointMarker',
    name: { zh: '点标注', en: 'Point marker' },
    containers: WEBGL,
  }),
  textMarker({
    code: 4562,
    kind: 'textMarker',
    name: { zh: '文本标注', en: 'Text marker' },
    containers: WEBGL,
  }),
  pointMarker({
    code: 4563,
    kind: 'clusterMarker',
    name: { zh: '聚合标注', en: 'Clustered marker' },
    containers: WEBGL,
    clustered: true,
  }),
  pointMarker({
    code: 4662,
    kind: 'realPointMarker',
    name: { zh: '实景点标注', en: 'Real-map point marker' },
    containers: REAL,
  }),
  textMarker({
    code: 4663,
    kind: 'realTextMarker',
    name: { zh: '实景文本标注', en: 'Real-map text marker' },
    containers: REAL,
  }),
  {
    code: 4680,
    kind: 'realPixels',
    name: { zh: '实景像素格网', en: 'Real-map pixel grid' },
    containers: REAL,
    fields: 'pixels',
    sample: SAMPLE_POINTS,
    dataShape: POINTS,
    model: { cellSize: 20, colorFrom: '#FFF1B8CC', colorTo: '#F5222DCC' },
    load: () => aggregate().then((m) => m.pixelLayer),
  },
];
