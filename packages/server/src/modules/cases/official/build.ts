import { COLOUR_PLANS, type DocNode } from '@twincanvas/model';

/**
 * Small builders for the shipped case documents. They write the stored JSON of docs/reference.md#documents with the
 * type codes of docs/reference.md#type-codes and the chart codes of the web's components/chartKit/codes.ts (13001 bar, 13010 line,
 * 13012 area, 13020 pie, 13021 ring, 13040 radar, 13041 gauge, 13042 funnel, 13081 China map). Ids are
 * deterministic so re-seeding at every start writes the same document.
 */
export type Node = Record<string, unknown>;

export class CaseBuilder {
  private n = 0;
  // Stacking keeps rising as components are added: a dynamic panel takes its children out of the top
  // list, so the list's length would put the panel under the card drawn just before it.
  private stack = 0;
  readonly components: Node[] = [];
  constructor(private readonly key: string) {}

  id(prefix: string): string {
    return `${prefix}${this.key}-${String(++this.n).padStart(3, '0')}`;
  }

  private add(type: number, name: string, r: [number, number, number, number], extra: Node): Node {
    const c: Node = {
      _id: this.id(type === 4901 ? 'G' : 'E'),
      componentName: name,
      componentType: String(type),
      order: ++this.stack,
      opacity: 1,
      show: true,
      initStatus: true,
      lock: false,
      componentRect: {
        componentLeft: r[0],
        componentTop: r[1],
        componentWidth: r[2],
        componentHeight: r[3],
        componentRotate: 0,
      },
      ...extra,
    };
    this.components.push(c);
    return c;
  }

  text(
    text: string,
    r: [number, number, number, number],
    size = 28,
    color = '#FFFFFFFF',
    align = 'left',
    bold = false,
  ) {
    return this.add(2005, text.slice(0, 20), r, {
      textModel: {
        text,
        textStyle: style(size, color, align, bold),
        scrollOn: false,
        scrollDirection: 'left',
        scrollSpeed: 60,
      },
    });
  }

  panel(r: [number, number, number, number], fill = '#0B1E3CCC', border = '#1F6FB2FF') {
    return this.add(2110, '面板', r, {
      backgroundColorData: solid(fill),
      componentBorder: { show: true, width: 1, color: border, style: 'solid' },
      cornerRadius: { tl: 6, tr: 6, bl: 6, br: 6 },
    });
  }

  chart(
    code: number,
    etype: string,
    name: string,
    r: [number, number, number, number],
    data: Node[],
    config: Node = {},
  ) {
    return this.add(code, name, r, {
      backgroundColorData: solid('#FFFFFF00', 0),
      chartModel: {
        etype,
        data,
        chartDataInit: 0,
        config,
        chartData: { autoRefresh: false, interval: 20, duration: 20 },
        skin: TECH_BLUE,
      },
      requestSource: { type: 'static', filters: [], filterOn: false },
    });
  }

  table(name: string, r: [number, number, number, number], rows: string[][], carousel = true) {
    return this.add(2021, name, r, {
      tableModel: {
        variant: 'table',
        header: {
          show: true,
          background: '#0B2A52FF',
          height: 36,
          textStyle: style(15, '#00D1FFFF', 'left', true),
        },
        rowHeight: 32,
        zebra: { on: true, odd: '#FFFFFF0D', even: '#FFFFFF00' },
        borderColor: '#FFFFFF1A',
        textStyle: style(14, '#FFFFFFFF'),
        carousel: { on: carousel, interval: 3000, duration: 1000, rows: 1 },
        conditions: [],
      },
      chartModel: {
        data: [
          {
            pageId: 'p1',
            pageName: 'Table',
            Dimension: rows.map((cells) => ({ cells: cells.map((text) => ({ text })) })),
          },
        ],
        chartDataInit: 0,
      },
      requestSource: { type: 'static', filters: [], filterOn: false },
    });
  }

  flipper(name: string, r: [number, number, number, number], value: number, suffix = '', decimals = 0) {
    return this.add(2022, name, r, {
      flipperModel: {
        value,
        decimals,
        separator: true,
        separatorChar: ',',
        minDigits: 0,
        prefix: '',
        suffix,
        duration: 1000,
        textStyle: style(40, '#00D1FFFF', 'center', true),
        affixStyle: style(20, '#FFFFFFFF'),
        cardColor: '#0B2A52FF',
        cardRadius: 4,
        cardGap: 4,
      },
    });
  }

  time(r: [number, number, number, number]) {
    return this.add(4102, '时间', r, {
      textModel: { textStyle: style(20, '#9FD3FFFF', 'right') },
      timeModel: { format: 'YYYY-MM-DD HH:mm:ss' },
    });
  }

  /** Dynamic panel 4901 whose pages hold components made by `pages` (each a list of children). */
  dynamic(name: string, r: [number, number, number, number], pages: { name: string; children: Node[] }[]) {
    // Children were added to the top list by the builders; move them into the panel's pages.
    for (const p of pages) for (const c of p.children) this.components.splice(this.components.indexOf(c), 1);
    return this.add(4901, name, r, {
      dynamicModel: {
        loop: true,
        loopAni: 'fade',
        direction: 'left',
        interval: 10000,
        duration: 1000,
        pageList: pages.map((p, i) => ({
          _id: this.id('Z'),
          pageName: p.name,
          pageOrder: i + 1,
          componentList: p.children.map((c, j) => ({ ...c, order: j + 1 })),
        })),
      },
      dynamicEvent: 0,
    });
  }

  document(name: string, background: string): DocNode {
    return {
      _id: `A${this.key}-case`,
      projectName: name,
      caseCopy: 0,
      canvasWidth: 1920,
      canvasHeight: 1080,
      fonts: [],
      fonts3D: [],
      equalizer: { receipt: [], distribute: [] },
      engine: { on: false, quality: 2 },
      projectScenesList: [
        {
          _id: `B${this.key}-scene`,
          scenesName: '场景1',
          scenesOrder: 1,
          isShow: true,
          background: { colorType: 1, solidColor: background, backgroundColor: solid(background) },
          projectPageList: [
            {
              _id: `D${this.key}-page`,
              pageName: '页面1',
              pageOrder: 1,
              maxIndex: this.components.length,
              projectTwoComponentList: this.components,
              components3D: [],
              projectGisComponent: [],
            },
          ],
        },
      ],
      systemScenes: [
        {
          _id: `C${this.key}-system`,
          scenesName: '系统层',
          scenesOrder: 0,
          isShow: false,
          projectTwoComponentList: [],
        },
      ],
    } as DocNode;
  }
}

export function style(fontSize: number, color: string, alignment = 'left', bold = false): Node {
  return {
    fontName: '',
    fontSize,
    alignment,
    bold,
    italic: false,
    underline: false,
    color,
    verticalAlignment: 'middle',
  };
}

export function solid(colour: string, colorType = 1): Node {
  return {
    colorType,
    solidColor: colour,
    gradientColor: {
      gradientRotate: 0,
      gradientColors: ['#FFFFFFFF', '#000000FF'],
      gradientLocations: [0, 1],
    },
  };
}

/** The official cases use the default colour plan (the first built-in plan). */
export const TECH_BLUE = COLOUR_PLANS[0]!;

/** One chart data page (docs/reference.md#type-codes): series name → [[X, Y], …]. */
export function page(
  title: string,
  unit: string,
  groups: Record<string, [string, number][]>,
  dimension = '',
): Node {
  return {
    pageId: title,
    pageName: title,
    Title: title,
    Unit: unit,
    Dimension: { Name: dimension },
    Group: Object.entries(groups).map(([Name, rows]) => ({
      Name,
      Content: rows.map(([X, Y]) => ({ X, Y })),
    })),
  };
}

export const pairs = (labels: readonly string[], values: readonly number[]): [string, number][] =>
  labels.map((l, i) => [l, values[i] ?? 0]);
