import { useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import { WEATHER_TIME_REFRESH_S } from '@twincanvas/model';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useSession } from '../../app/session';
import { ViewerServicesContext, type ViewerServices } from '../../viewer/services';
import { textStyleCss } from '../common/textStyle';
import type { RendererProps } from '../types';
import { WeatherGlyph } from './WeatherGlyph';
import { weatherCondition } from './conditions';
import type { WeatherModel } from './index';

interface WeatherResult {
  city: string;
  weather_info: string;
  temperature: string | number;
  resourceId?: number;
}

/**
 * A city's weather: on a share page the viewer's signed share call (no member sign-in there), else the
 * member route. Throws when there is none to show, so the query keeps its last good answer.
 */
async function queryWeather(city: string, share: ViewerServices | null): Promise<WeatherResult> {
  let first: WeatherResult | undefined;
  if (share?.weather) first = (await share.weather([city]))?.result[0];
  // Without a session the member route would answer 401: no call, the placeholder stays.
  else if (useSession.getState().session)
    // POST for internet data (docs/reference.md#type-codes: 4101 forces POST); quiet: never a toast on a big screen.
    first = (
      await api.post<{ result: WeatherResult[] }>('weather/query', { cities: [city] }, { quiet: true })
    ).result[0];
  if (!first) throw new Error(`no weather for ${city}`);
  return first;
}

/**
 * Weather 4101: city, condition icon (33-condition table) and temperature, refreshed every 3600 s by
 * default. A failure keeps the last good value; with none yet it shows a quiet "--" placeholder.
 */
export default function WeatherRenderer({ node }: RendererProps) {
  const model = (node.weatherModel ?? {}) as WeatherModel;
  const { i18n } = useTranslation();
  const zh = (i18n.language ?? 'zh-CN').startsWith('zh');
  const city = model.cityCode ?? '';
  const share = useContext(ViewerServicesContext);
  const seconds = Math.max(60, model.refresh ?? WEATHER_TIME_REFRESH_S);
  // One answer per city for every weather component of the page, kept across remounts (gcTime).
  // Not configured, provider down, network: the query keeps the last good value (docs/reference.md#errors:
  // failures are swallowed).
  const weather = useQuery({
    queryKey: ['weather', city, share?.mode ?? 'member'],
    queryFn: () => queryWeather(city, share),
    enabled: city !== '',
    refetchInterval: seconds * 1000,
    refetchIntervalInBackground: true,
    gcTime: Infinity,
    retry: false,
  });
  const result = weather.data ?? null;

  const condition = result ? weatherCondition(result.weather_info, result.resourceId) : null;
  const text = textStyleCss(model.textStyle, 24);
  const color = String(text.color ?? '#FFFFFFFF');
  const temperature = result
    ? `${result.temperature}${/°|℃/.test(String(result.temperature)) ? '' : '℃'}`
    : '--';
  const info = condition ? (zh ? condition.name.zh : condition.name.en) : (result?.weather_info ?? '');
  return (
    <div
      data-testid="weather"
      data-resource-id={condition?.resourceId ?? ''}
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        gap: '0.5em',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        ...text,
      }}
    >
      {model.showIcon !== false ? (
        <div style={{ height: '100%', aspectRatio: '1', flexShrink: 0, padding: '4%' }}>
          <WeatherGlyph glyph={condition?.glyph ?? 'cloudSun'} color={model.iconColor ?? color} />
        </div>
      ) : null}
      {model.showCity !== false ? <span>{model.cityName ?? ''}</span> : null}
      <span data-testid="weather-temperature">{temperature}</span>
      {info ? <span style={{ opacity: 0.8 }}>{info}</span> : null}
    </div>
  );
}
