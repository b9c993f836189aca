import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A dashboard loads only the chart types it uses: walk the static import graph of a renderer chunk
 * (dynamic imports start other chunks and are not followed) and list the ECharts series and components
 * it pulls in.
 */
const HERE = path.dirname(new URL(import.meta.url).pathname);

function graph(entry: string): { files: string[]; echarts: string[] } {
  const files: string[] = [];
  const echarts = new Set<string>();
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    const src = readFileSync(file, 'utf8');
    for (const m of src.matchAll(/^import\s+(type\s+)?(?:\{([^}]*)\}|[\w*\s,]+?)\s*from\s+'([^']+)'/gm)) {
      const [, typeOnly, names, from] = m;
      if (typeOnly) continue;
      if (from!.startsWith('echarts/')) {
        for (const n of (names ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean))
          if (!n.startsWith('type ')) echarts.add(`${from}:${n}`);
        continue;
      }
      if (!from!.startsWith('.')) continue;
      const base = path.resolve(path.dirname(file), from!);
      const found = ['.ts', '.tsx', '/index.ts']
        .map((ext) => base + ext)
        .find((f) => {
          try {
            readFileSync(f);
            return true;
          } catch {
            return false;
          }
        });
      if (found) visit(found);
    }
  };
  visit(path.join(HERE, entry));
  return { files: files.map((f) => path.relative(HERE, f)), echarts: [...echarts].sort() };
}

describe('per-type registration', () => {
  it('the bar renderer imports bar + grid and the shared basics, no other chart type', () => {
    const { echarts, files } = graph('render/bar.ts');
    const series = echarts.filter((e) => e.startsWith('echarts/charts:'));
    expect(series).toEqual(['echarts/charts:BarChart']);
    expect(echarts).toContain('echarts/components:GridComponent');
    expect(echarts.filter((e) => e.startsWith('echarts/components:'))).toEqual([
      'echarts/components:GridComponent',
      'echarts/components:LegendComponent',
      'echarts/components:TitleComponent',
      'echarts/components:TooltipComponent',
    ]);
    // No other family's mapping or the world outlines ride along.
    expect(
      files.some((f) => /(round|relations|statistics|liquid|wordCloud|map|geo|carousel)\.ts$/.test(f)),
    ).toBe(false);
  });
  it('only the map renderer pulls in the outlines; each renderer registers only its own series', () => {
    const expected: Record<string, string[]> = {
      pie: ['PieChart'],
      gauge: ['GaugeChart'],
      map: ['MapChart'],
      line: ['LineChart'],
      barLine: ['BarChart', 'LineChart'],
      liquid: [],
      wordCloud: [],
    };
    for (const [family, charts] of Object.entries(expected)) {
      const { echarts, files } = graph(`render/${family}.ts`);
      expect(
        echarts.filter((e) => e.startsWith('echarts/charts:')).map((e) => e.split(':')[1]),
        family,
      ).toEqual(charts);
      expect(files.includes('geo.ts'), family).toBe(family === 'map');
    }
  });
  it('the eager chart list (palette, registry) imports no ECharts at all', () => {
    expect(graph('index.ts').echarts).toEqual([]);
  });
});
