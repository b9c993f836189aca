import { scalar, type NormalPage } from '../chartKit/data';
import { baseOption, colorAt, unitOf, type ChartContext, type EOption } from '../chartKit/settings';
import { cssColor, withAlpha } from '../chartKit/theme';
import { countryName } from '../../map/countryNames';
import { worldGeoJson } from './geo';

/** The two shipped region maps (registered by the map renderer from world-atlas countries-110m). */
export const MAP_NAMES = { world: 'tc-world', china: 'tc-china' } as const;

/**
 * Chinese names of countries the outlines call in English, so data may name regions either way
 * (world-atlas names are English; a dashboard's data is often Chinese).
 */
export const ZH_COUNTRY: Record<string, string> = {
  中国: 'China',
  台湾: 'Taiwan',
  美国: 'United States of America',
  俄罗斯: 'Russia',
  加拿大: 'Canada',
  巴西: 'Brazil',
  澳大利亚: 'Australia',
  印度: 'India',
  日本: 'Japan',
  韩国: 'South Korea',
  朝鲜: 'North Korea',
  蒙古: 'Mongolia',
  英国: 'United Kingdom',
  法国: 'France',
  德国: 'Germany',
  意大利: 'Italy',
  西班牙: 'Spain',
  墨西哥: 'Mexico',
  阿根廷: 'Argentina',
  南非: 'South Africa',
  埃及: 'Egypt',
  尼日利亚: 'Nigeria',
  沙特阿拉伯: 'Saudi Arabia',
  伊朗: 'Iran',
  土耳其: 'Turkey',
  印度尼西亚: 'Indonesia',
  泰国: 'Thailand',
  越南: 'Vietnam',
  马来西亚: 'Malaysia',
  巴基斯坦: 'Pakistan',
  哈萨克斯坦: 'Kazakhstan',
  新西兰: 'New Zealand',
};

/**
 * The outlines' English names and their Chinese ones (the browser's CLDR names by ISO code, as the
 * offline base map names countries: map/countryNames.ts), both ways; built once.
 */
let zhOfEnglish: ReadonlyMap<string, string> | null = null;
let englishOfZh: ReadonlyMap<string, string> | null = null;
function countryTables(): { zh: ReadonlyMap<string, string>; en: ReadonlyMap<string, string> } {
  if (!zhOfEnglish || !englishOfZh) {
    const zh = new Map<string, string>();
    const en = new Map<string, string>(Object.entries(ZH_COUNTRY));
    for (const f of worldGeoJson().features) {
      const english = f.properties.name;
      const chinese = countryName(f.id, english, 'zh');
      zh.set(english, chinese);
      if (!en.has(chinese)) en.set(chinese, english);
    }
    zhOfEnglish = zh;
    englishOfZh = en;
  }
  return { zh: zhOfEnglish, en: englishOfZh };
}

/** A region named in data (English as the outlines have it, or Chinese) as the outlines name it. */
export const regionName = (x: string | number): string => {
  const name = String(x).trim();
  return countryTables().en.get(name) ?? name;
};

/** The name a region is drawn with: the outline's English name, or its Chinese name under zh-CN. */
export const shownRegionName = (english: string, lang: 'zh' | 'en'): string =>
  lang === 'en' ? english : (countryTables().zh.get(english) ?? english);

/** ECharts' nameMap for the UI's language: every outline renamed under zh-CN, none in English. */
export function regionNameMap(lang: 'zh' | 'en'): Record<string, string> | undefined {
  return lang === 'en' ? undefined : Object.fromEntries(countryTables().zh);
}

export function regionMapOption(page: NormalPage, ctx: ChartContext, which: keyof typeof MAP_NAMES): EOption {
  const first = page.series[0];
  const lang = ctx.lang ?? 'zh';
  // Data may name a region in either language; it joins the outline by the name drawn (nameMap).
  const data = (first?.points ?? []).map((p) => ({
    name: shownRegionName(regionName(p.x), lang),
    value: scalar(p.y),
    label: String(p.x),
  }));
  const values = data.map((d) => d.value);
  const titleRoom = ctx.settings.title.show && (ctx.settings.title.text || page.title) ? 30 : 6;
  const text = cssColor(ctx.plan.textColor);
  const unit = unitOf(page, ctx.settings);
  return {
    ...baseOption(page, ctx, false),
    tooltip: { show: ctx.settings.tooltip, trigger: 'item', confine: true, formatter: `{b}: {c}${unit}` },
    visualMap: {
      min: Math.min(0, ...values),
      max: Math.max(1, ...values),
      left: 8,
      bottom: 8,
      itemHeight: 70,
      itemWidth: 8,
      calculable: false,
      textStyle: { color: text, fontSize: ctx.settings.font.fontSize },
      inRange: { color: [withAlpha(colorAt(ctx, 0), 0.25), colorAt(ctx, 0), colorAt(ctx, 2)] },
    },
    series: [
      {
        id: 's0',
        type: 'map',
        map: MAP_NAMES[which],
        nameMap: regionNameMap(lang),
        name: first?.name ?? '',
        roam: false,
        top: titleRoom,
        bottom: 6,
        left: 6,
        right: 6,
        label: { show: ctx.settings.label.show, color: text, fontSize: ctx.settings.font.fontSize },
        itemStyle: {
          areaColor: withAlpha(cssColor(ctx.plan.axisColor), 0.25),
          borderColor: withAlpha(text, 0.35),
          borderWidth: 0.5,
        },
        emphasis: { label: { show: true, color: text }, itemStyle: { areaColor: colorAt(ctx, 1) } },
        select: { disabled: true },
        data,
      },
    ],
  };
}
