import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { WEATHER_TIME_REFRESH_S } from '@twincanvas/model';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { VERTICAL_FLEX, textStyleCss } from '../common/textStyle';
import type { RendererProps } from '../types';
import { formatTime, showsSeconds } from './format';
import type { TimeModel } from './index';

/** Server clock minus the browser's, measured over one systime/getTime call. */
async function measureServerOffset(): Promise<number> {
  const sent = Date.now();
  // A public call: anonymous, so a share page without a session never trips the sign-out path.
  const data = await api.get<{ timestemp: number }>('systime/getTime', undefined, {
    quiet: true,
    anonymous: true,
  });
  const received = Date.now();
  if (typeof data.timestemp !== 'number') throw new Error('systime/getTime answered no timestemp');
  return data.timestemp - (sent + received) / 2;
}

/**
 * Time 4102: the clock in a format and time zone, optionally on server time (systime/getTime, resynced
 * every refresh period, 3600 s). Each tick writes the text node directly — no React render per second.
 */
export default function TimeRenderer({ node }: RendererProps) {
  const model = (node.timeModel ?? {}) as TimeModel;
  const { i18n } = useTranslation();
  const ref = useRef<HTMLSpanElement>(null);
  const format = model.format ?? 'YYYY-MM-DD HH:mm:ss';
  const timeZone = model.timeZone ?? 'Asia/Shanghai';
  const lang = i18n.language ?? 'zh-CN';
  const useServer = model.serverTime !== false;
  const refreshMs = Math.max(60, model.refresh ?? WEATHER_TIME_REFRESH_S) * 1000;
  // One offset per page, shared by every clock and measured again each refresh period. When the server
  // cannot be reached the query keeps the previous offset (or none: the browser clock).
  const server = useQuery({
    queryKey: ['server-time-offset'],
    queryFn: measureServerOffset,
    enabled: useServer,
    staleTime: refreshMs,
    refetchInterval: refreshMs,
    refetchIntervalInBackground: true,
    gcTime: Infinity,
    retry: false,
  });
  const offset = useServer ? (server.data ?? 0) : 0;

  useEffect(() => {
    const now = () => Date.now() + offset;
    const paint = () => {
      if (ref.current) ref.current.textContent = formatTime(now(), format, timeZone, lang);
    };
    paint();
    let timer: ReturnType<typeof setTimeout>;
    const step = showsSeconds(format) ? 1000 : 60_000;
    const schedule = () => {
      // Align ticks on the second (or minute) boundary so the display never lags by up to a second.
      timer = setTimeout(
        () => {
          paint();
          schedule();
        },
        step - (now() % step) + 5,
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [format, timeZone, lang, offset]);

  const style = textStyleCss(model.textStyle, 28);
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: VERTICAL_FLEX[model.textStyle?.verticalAlignment ?? 'middle'] ?? 'center',
        overflow: 'hidden',
      }}
    >
      <span
        ref={ref}
        data-testid="time"
        style={{ width: '100%', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', ...style }}
      />
    </div>
  );
}
