import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapHost } from './host';
import type { Legend, Rgba } from './mapping';
import './locales';

const css = (c: Rgba) => `rgba(${c[0]}, ${c[1]}, ${c[2]}, ${(c[3] / 255).toFixed(3)})`;
const fmt = (n: number) => (Math.abs(n) >= 100 ? Math.round(n).toString() : n.toFixed(1));

const box: CSSProperties = {
  position: 'absolute',
  left: 8,
  bottom: 8,
  maxWidth: '45%',
  padding: '6px 8px',
  background: 'rgba(0, 21, 41, 0.72)',
  color: '#e6f4ff',
  font: '12px/1.5 sans-serif',
  borderRadius: 4,
  pointerEvents: 'none',
  zIndex: 2,
};

/** The legends of the map's items (each item's own, in drawing order). */
export function MapLegends({ legends }: { legends: { id: string; legend: Legend }[] }) {
  if (legends.length === 0) return null;
  return (
    <div style={box} data-testid="map-legend">
      {legends.map(({ id, legend }) => (
        <div key={id} data-legend={id}>
          {legend.kind === 'swatches' ? (
            legend.entries.map((e) => (
              <div key={e.label} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
                <span style={{ width: 12, height: 12, borderRadius: 2, background: css(e.color) }} />
                <span>{e.label}</span>
              </div>
            ))
          ) : (
            <div>
              <div>{legend.title}</div>
              <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
                <span>{fmt(legend.min)}</span>
                <span
                  style={{
                    width: 80,
                    height: 8,
                    borderRadius: 2,
                    background: `linear-gradient(90deg, ${legend.colors.map(css).join(', ')})`,
                  }}
                />
                <span>{fmt(legend.max)}</span>
              </div>
            </div>
          )}
        </div>
      ))}
    </div>
  );
}

/** The trajectory player: play or pause the clock and scrub it (the slider follows at 4 Hz). */
export function TimeScrubber({ host, range }: { host: MapHost | null; range: [number, number] }) {
  const { t } = useTranslation();
  const [state, setState] = useState({ time: range[0], playing: true });
  useEffect(() => {
    if (!host) return;
    const timer = setInterval(() => setState(host.clock), 250);
    return () => clearInterval(timer);
  }, [host]);
  return (
    <div
      style={{
        ...box,
        left: 'auto',
        right: 8,
        display: 'flex',
        alignItems: 'center',
        gap: 6,
        pointerEvents: 'auto',
      }}
      data-testid="map-scrubber"
      onClick={(e) => e.stopPropagation()}
      onPointerDown={(e) => e.stopPropagation()}
    >
      <button
        type="button"
        aria-label={state.playing ? t('maps.pause') : t('maps.play')}
        onClick={() => host?.setClock({ playing: !state.playing })}
        style={{
          background: 'none',
          border: '1px solid #69b1ff',
          color: '#e6f4ff',
          borderRadius: 3,
          cursor: 'pointer',
        }}
      >
        {state.playing ? '❚❚' : '▶'}
      </button>
      <input
        type="range"
        aria-label={t('maps.time')}
        min={range[0]}
        max={range[1]}
        step={(range[1] - range[0]) / 200 || 1}
        value={Math.min(range[1], Math.max(range[0], state.time))}
        onChange={(e) => {
          const time = Number(e.target.value);
          host?.setClock({ time, playing: false });
          setState({ time, playing: false });
        }}
      />
      <span style={{ minWidth: 36, textAlign: 'right' }}>{fmt(state.time)}s</span>
    </div>
  );
}
