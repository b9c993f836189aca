/**
 * A colour plan (a chart "skin" / colour plan resource, docs/reference.md#library): the series colours in order plus the colours
 * of text and axes. Every chart reads its colours from one plan, stored on the chart as
 * `chartModel.skin`; the project keeps the plan new charts start from as `colorPlan` on its root.
 */
export interface ColourPlan {
  id: string;
  name: string;
  colors: string[];
  textColor: string;
  axisColor: string;
  splitLineColor: string;
}

/** Built-in plans, tuned for dark big-screen backgrounds (the first is the default). */
export const COLOUR_PLANS: readonly ColourPlan[] = [
  {
    id: 'tech-blue',
    name: '科技蓝 Tech blue',
    colors: [
      '#3BA4FFFF',
      '#2EE6D6FF',
      '#FFC53DFF',
      '#FF7A45FF',
      '#9254DEFF',
      '#73D13DFF',
      '#F759ABFF',
      '#36CFC9FF',
    ],
    textColor: '#D6E4FFFF',
    axisColor: '#5B7BA8FF',
    splitLineColor: '#FFFFFF1F',
  },
  {
    id: 'aurora',
    name: '极光 Aurora',
    colors: [
      '#00E5A0FF',
      '#00B3FFFF',
      '#7C5CFFFF',
      '#FF5CA8FF',
      '#FFD15CFF',
      '#5CFFE4FF',
      '#FF8A5CFF',
      '#B4FF5CFF',
    ],
    textColor: '#E8FFF7FF',
    axisColor: '#4E8C84FF',
    splitLineColor: '#FFFFFF1A',
  },
  {
    id: 'sunset',
    name: '落日 Sunset',
    colors: [
      '#FF6B6BFF',
      '#FFA94DFF',
      '#FFD43BFF',
      '#69DB7CFF',
      '#4DABF7FF',
      '#9775FAFF',
      '#F783ACFF',
      '#63E6BEFF',
    ],
    textColor: '#FFF4E6FF',
    axisColor: '#A0785AFF',
    splitLineColor: '#FFFFFF1A',
  },
  {
    id: 'paper',
    name: '浅色 Light',
    colors: [
      '#5470C6FF',
      '#91CC75FF',
      '#FAC858FF',
      '#EE6666FF',
      '#73C0DEFF',
      '#3BA272FF',
      '#FC8452FF',
      '#9A60B4FF',
    ],
    textColor: '#333333FF',
    axisColor: '#888888FF',
    splitLineColor: '#0000001A',
  },
];
