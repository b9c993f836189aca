import { useContext, useEffect, useState } from 'react';
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

/** Last good answer per city, shared by every weather component of the page and kept across remounts. */
const lastGood = new Map<string, WeatherResult>();

async function queryWeather(city: string, share: ViewerServices | null): Promise<WeatherResult | null> {
  if (share?.weather) {
    // A share page: the viewer's signed share call (no member sign-in there).
    const first = (await share.weather([city]))?.result[0];
    if (first) lastGood.set(city, first);
    return first ?? null;
  }
  // Without a session the member route would answer 401: show the placeholder instead.
  if (!useSession.getState().session) return null;
  try {
    // POST for internet data (docs/reference.md#type-codes: 4101 forces POST); quiet: never a toast on a big screen.
    const data = await api.post<{ result: WeatherResult[] }>(
      'weather/query',
      { cities: [city] },
      { quiet: true },
    );
    const first = data.result[0];
    if (first) lastGood.set(city, first);
    return first ?? null;
  } catch {
    // Not configured, provider down, network: the last good value stays (docs/reference.md#errors: failures are swallowed).
    return null;
  }
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
  const [result, setResult] = useState<WeatherResult | null>(() => lastGood.get(city) ?? null);
  useEffect(() => {
    setResult(lastGood.get(city) ?? null);
    if (!city) return;
    let alive = true;
    const load = () =>
      void queryWeather(city, share).then((r) => {
        if (alive && r) setResult(r);
      });
    load();
    const seconds = Math.max(60, model.refresh ?? WEATHER_TIME_REFRESH_S);
    const timer = setInterval(load, seconds * 1000);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [city, model.refresh, share]);

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
