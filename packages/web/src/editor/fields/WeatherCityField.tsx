import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import './locales';

/** A city of `weather/region/search` (server modules/weather/cities.ts). */
export interface WeatherCity {
  code: string;
  zh: string;
  en: string;
  province: string;
}

/** The part of the weather model this field edits: both values change together, in one edit. */
export interface CityValue {
  cityCode?: string;
  cityName?: string;
}

/** National weather city codes are 9 digits; a typed code not in the shipped list can still be used. */
export const isCityCode = (s: string): boolean => /^\d{9}$/.test(s.trim());

export const cityLabel = (c: WeatherCity, lang: string): string => {
  const name = lang.startsWith('zh') ? c.zh : c.en;
  const province = lang.startsWith('zh') ? c.province : '';
  return province && province !== c.zh ? `${name} · ${province}` : name;
};

/**
 * The choices of the picker: the search hits, then the typed keyword as a custom code when it looks like
 * one and is not among them, and (while not searching) the current city if the hits do not include it.
 */
export function cityOptions(
  hits: readonly WeatherCity[],
  current: CityValue,
  keyword: string,
  lang: string,
  customLabel: (code: string) => string,
): { value: string; label: string; name: string }[] {
  const options = hits.map((c) => ({
    value: c.code,
    label: `${cityLabel(c, lang)} (${c.code})`,
    name: lang.startsWith('zh') ? c.zh : c.en,
  }));
  const code = keyword.trim();
  if (isCityCode(code) && !options.some((o) => o.value === code))
    options.push({ value: code, label: customLabel(code), name: code });
  if (!code && current.cityCode && !options.some((o) => o.value === current.cityCode))
    options.unshift({
      value: current.cityCode,
      label: `${current.cityName || current.cityCode} (${current.cityCode})`,
      name: current.cityName ?? current.cityCode,
    });
  return options;
}

/** The model after picking a city: code and display name together, everything else kept. */
export function pickCity<T extends CityValue>(model: T | undefined, code: string, name: string): T {
  return { ...(model ?? ({} as T)), cityCode: code, cityName: name };
}

/**
 * Searchable city picker of the weather component: asks the server's region search as the user types
 * (an older answer arriving late is dropped) and sets the city code and its name in one edit.
 */
export function WeatherCityField(props: {
  value: CityValue | undefined;
  onChange(v: CityValue): void;
  testId?: string;
  lang: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  // The keyword asked for: the typed one once typing has paused for 200 ms.
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(keyword.trim()), 200);
    return () => clearTimeout(timer);
  }, [keyword]);
  // Each keyword's answer is cached under it, so an older answer arriving late never replaces a newer one.
  const search = useQuery({
    queryKey: ['weather/region/search', asked],
    queryFn: () =>
      api
        .post<WeatherCity[]>('weather/region/search', { keyword: asked, limit: 50 }, { quiet: true })
        .catch((): WeatherCity[] => []),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const hits = search.data ?? [];
  const loading = search.isFetching || keyword.trim() !== asked;
  const value = props.value ?? {};

  const options = cityOptions(hits, value, keyword, props.lang, (code) =>
    t('fields.cityCustomCode', { code }),
  );
  return (
    <Select
      size="small"
      showSearch
      filterOption={false}
      loading={loading}
      value={value.cityCode || undefined}
      placeholder={t('fields.cityPlaceholder')}
      notFoundContent={loading ? null : t('fields.cityNone')}
      style={{ width: '100%' }}
      popupMatchSelectWidth={false}
      // The box shows the short form (name and code); the list adds the province.
      labelRender={() => (value.cityCode ? `${value.cityName || value.cityCode} (${value.cityCode})` : null)}
      data-testid={props.testId}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
      onSearch={setKeyword}
      onOpenChange={(open) => !open && setKeyword('')}
      onChange={(code: string) => {
        const picked = options.find((o) => o.value === code);
        if (!picked || (code === value.cityCode && picked.name === value.cityName)) return;
        props.onChange(pickCity(value, code, picked.name));
      }}
    />
  );
}
