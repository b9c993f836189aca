import { describe, expect, it } from 'vitest';
import { makePage, readPage } from './data';
import { chartEventData } from './events';

const page = readPage(
  makePage('p', '销售额', '万元', {
    华东: [
      ['1月', 10],
      ['2月', 20],
    ],
    华南: [['1月', 5]],
  }),
)!;
const node = { _id: 'E1', componentName: '柱状图', componentType: '13001' };

describe('chart click event data (docs/reference.md#type-codes: title, cname, series {sid,name,unit}, data {from,id,x,y})', () => {
  it('a bar of the second series', () => {
    expect(
      chartEventData(node, page, { seriesId: 's1', seriesIndex: 1, dataIndex: 0, name: '1月', value: 5 }),
    ).toEqual({
      title: '销售额',
      cname: '柱状图',
      series: { sid: 1, name: '华南', unit: '万元' },
      data: { from: 'E1', id: 0, x: '1月', y: 5 },
    });
  });
  it('a graphic-drawn word (info carries sid and index)', () => {
    expect(chartEventData(node, page, { componentType: 'graphic', info: { sid: 0, index: 1 } }).data).toEqual(
      {
        from: 'E1',
        id: 1,
        x: '2月',
        y: 20,
      },
    );
  });
});
