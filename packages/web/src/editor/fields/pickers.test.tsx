import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { editingOf } from '../../components/editingRegistry';
import type { PropertyField } from '../../components/types';
import { sampleDoc } from '../actions/fixtures';
import { useEditor, startSession } from '../store';
import { ImageField, registerImageSource } from './BasicFields';
import { FONT_FAMILIES, fontOptions, listProjectFont } from './FontPicker';
import { MoreFieldEditor } from './MoreFields';
import { cityOptions, isCityCode, pickCity, type WeatherCity } from './WeatherCityField';
import { ImageLibrarySource } from '../panels/library/ImageLibrarySource';
// The library panel module registers its image source when the editor loads it.
import '../panels/library/LibraryPanel';

afterEach(cleanup);

const field = (editor: PropertyField['editor'], path = 'x'): PropertyField => ({
  path,
  editor,
  section: 'style',
  label: { zh: 'x', en: 'x' },
});

describe('font picker', () => {
  const uploads = [
    { fontRealName: 'Brand Sans', fontUrl: '/files/a.woff2' },
    { fontRealName: 'Brand Sans', fontUrl: '/files/old.woff2' },
    { fontRealName: 'Arial', fontUrl: '/files/arial-custom.ttf' },
    { fontRealName: '', fontUrl: '/files/nameless.ttf' },
  ];
  it('offers the default, the uploaded fonts (newest per name, with their URL), then the built-in families', () => {
    const { uploads: up, builtIn, defaultOption } = fontOptions(uploads, '', 'Default');
    expect(defaultOption).toEqual({ value: '', label: 'Default' });
    expect(up).toEqual([
      { value: 'Brand Sans', label: 'Brand Sans', url: '/files/a.woff2' },
      { value: 'Arial', label: 'Arial', url: '/files/arial-custom.ttf' },
    ]);
    // An upload named like a built-in family shadows it: it is listed once, as the upload.
    expect(builtIn.map((o) => o.value)).toEqual(FONT_FAMILIES.filter((f) => f !== 'Arial'));
  });
  it('keeps a current font that is no longer offered (deleted upload) so it is not lost', () => {
    expect(fontOptions([], 'Gone Font', 'D').builtIn.at(-1)).toEqual({
      value: 'Gone Font',
      label: 'Gone Font',
    });
    expect(fontOptions([], 'Arial', 'D').builtIn.filter((o) => o.value === 'Arial')).toHaveLength(1);
  });
  it("picking an uploaded font lists it once in the project's fonts (what the viewer loads), undoably", () => {
    startSession(sampleDoc(), 1, async (_ops, base) => ({ ok: true, revision: base + 1 }));
    const font = { fontRealName: 'Brand Sans', fontUrl: '/files/a.woff2' };
    listProjectFont(font);
    listProjectFont(font);
    expect(useEditor.getState().doc?.fonts).toEqual([font]);
    useEditor.getState().undo();
    expect(useEditor.getState().doc?.fonts).toBeUndefined();
  });
  it('every text style and the chart font field use the one picker', () => {
    const text = editingOf(2005)!.propertySchema.find((f) => f.path.endsWith('.fontName'));
    expect(text?.editor).toBe('fontName');
    const weather = editingOf(4101)!.propertySchema.find((f) => f.path.endsWith('.fontName'));
    expect(weather?.editor).toBe('fontName');
    // The picker reads the group's uploaded fonts through the page's query cache.
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <MoreFieldEditor field={field('fontName')} value="Arial" onChange={() => {}} testId="fp" lang="en" />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('fp').textContent).toContain('Arial');
    render(
      <QueryClientProvider client={client}>
        <MoreFieldEditor
          field={field('font')}
          value={{ fontName: 'SimHei', fontSize: 14 }}
          onChange={() => {}}
          testId="chart-font"
          lang="en"
        />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('chart-font').textContent).toContain('SimHei');
  });
});

describe('weather city picker', () => {
  const hits: WeatherCity[] = [
    { code: '101010100', zh: '北京', en: 'Beijing', province: '北京' },
    { code: '101280101', zh: '广州', en: 'Guangzhou', province: '广东' },
  ];
  const custom = (code: string) => `code ${code}`;
  it('labels hits by language, province only where it adds something', () => {
    expect(cityOptions(hits, {}, '', 'zh-CN', custom).map((o) => o.label)).toEqual([
      '北京 (101010100)',
      '广州 · 广东 (101280101)',
    ]);
    expect(cityOptions(hits, {}, '', 'en', custom)[1]).toEqual({
      value: '101280101',
      label: 'Guangzhou (101280101)',
      name: 'Guangzhou',
    });
  });
  it('offers a typed 9-digit code that is not in the list; the current city is listed while not searching', () => {
    expect(isCityCode(' 101190101 ')).toBe(true);
    expect(isCityCode('10119')).toBe(false);
    const current = { cityCode: '101200101', cityName: '武汉' };
    expect(cityOptions(hits, current, '', 'zh-CN', custom)[0]).toEqual({
      value: '101200101',
      label: '武汉 (101200101)',
      name: '武汉',
    });
    const searching = cityOptions(hits, current, '101190101', 'zh-CN', custom);
    expect(searching.map((o) => o.value)).toEqual(['101010100', '101280101', '101190101']);
    expect(searching.at(-1)).toEqual({ value: '101190101', label: 'code 101190101', name: '101190101' });
    expect(cityOptions(hits, { cityCode: '101010100' }, '101010100', 'zh-CN', custom)).toHaveLength(2);
  });
  it('a pick sets code and name together and keeps the rest of the weather model', () => {
    const model = { cityCode: '1', cityName: 'a', refresh: 3600, showIcon: false };
    expect(pickCity(model, '101280101', '广州')).toEqual({
      ...model,
      cityCode: '101280101',
      cityName: '广州',
    });
    expect(pickCity(undefined, '101280101', '广州')).toEqual({ cityCode: '101280101', cityName: '广州' });
  });
  it('the weather panel edits the city with the picker, on the whole model (one edit)', () => {
    const schema = editingOf(4101)!.propertySchema;
    expect(schema.find((f) => f.editor === 'weatherCity')?.path).toBe('weatherModel');
    expect(schema.some((f) => f.path === 'weatherModel.cityCode' || f.path === 'weatherModel.cityName')).toBe(
      false,
    );
    // The picker searches through react-query, as in the editor (the app's query client).
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MoreFieldEditor
          field={field('weatherCity', 'weatherModel')}
          value={{ cityCode: '101010100', cityName: '北京' }}
          onChange={() => {}}
          testId="city"
          lang="zh-CN"
        />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('city').textContent).toContain('北京 (101010100)');
  });
});

describe('image fields and the resource library', () => {
  it('every image field offers the library and an upload, registered once however often it is asked', () => {
    registerImageSource(ImageLibrarySource);
    render(<ImageField value="" onChange={() => {}} testId="img" />);
    expect(screen.getAllByTestId('image-source-library')).toHaveLength(1);
    expect(screen.getAllByTestId('image-source-upload')).toHaveLength(1);
    expect(screen.getByTestId('image-source-file').getAttribute('accept')).toContain('.png');
    cleanup();
    for (const kind of [1007, 1006, 4100]) {
      const f = editingOf(kind)!.propertySchema.find((x) => x.editor === 'image')!;
      render(<MoreFieldEditor field={f} value="" onChange={() => {}} testId={`img-${kind}`} lang="en" />);
    }
    expect(screen.getAllByTestId('image-source-library')).toHaveLength(3);
  });
});
