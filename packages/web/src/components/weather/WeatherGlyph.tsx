import type { WeatherGlyph as Glyph } from './conditions';

const SUN =
  'M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10M12 1v2.5M12 20.5V23M1 12h2.5M20.5 12H23M4.2 4.2l1.8 1.8M18 18l1.8 1.8M4.2 19.8L6 18M18 6l1.8-1.8';
const CLOUD = 'M7 18a4.5 4.5 0 0 1-.4-9A6 6 0 0 1 18 9.8 4 4 0 0 1 17.5 18z';
const CLOUD_HIGH = 'M7 14a4.5 4.5 0 0 1-.4-9A6 6 0 0 1 18 5.8 4 4 0 0 1 17.5 14z';
const drops = (n: number, long = false) =>
  Array.from({ length: n }, (_, i) => {
    const x = 7 + (i * 10) / Math.max(1, n - 1);
    return `M${x} 17l-1 ${long ? 5 : 3}`;
  }).join('');
const flakes = 'M8 18.5h.01M12 20.5h.01M16 18.5h.01M10 22h.01M14 22h.01';

const PATHS: Record<Glyph, string[]> = {
  sun: [SUN],
  cloudSun: ['M9 2.5V4M2.5 9H4M4.4 4.4l1 1M13.6 4.4l-1 1', 'M5.5 11.5a3.5 3.5 0 0 1 6.5-4', CLOUD],
  cloud: [CLOUD],
  showers: [CLOUD_HIGH, drops(3)],
  thunder: [CLOUD_HIGH, 'M12 15l-2 4h4l-2 4'],
  hail: [CLOUD_HIGH, 'M12 15l-2 3h3l-2 3', 'M7 18h.01M17 18h.01M8 21.5h.01M16 21.5h.01'],
  sleet: [CLOUD_HIGH, 'M8 16.5l-1 3M16 16.5l-1 3', 'M12 19.5h.01'],
  rain: [CLOUD_HIGH, drops(3)],
  heavyRain: [CLOUD_HIGH, drops(4, true)],
  snow: [CLOUD_HIGH, flakes],
  fog: ['M3 8h18M5 12h14M3 16h18M7 20h10'],
  freezingRain: [CLOUD_HIGH, 'M8 16.5l-1 3M12 16.5l-1 3', 'M16 20.5h.01'],
  dust: ['M3 8h11a2.5 2.5 0 1 0-2.5-2.5', 'M3 12h15a3 3 0 1 1-3 3', 'M3 16h7'],
};

/** The condition's glyph as stroked SVG (vector: crisp at any screen scale). */
export function WeatherGlyph({ glyph, color }: { glyph: Glyph; color: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="100%"
      height="100%"
      fill="none"
      stroke={color}
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-glyph={glyph}
      style={{ display: 'block' }}
    >
      {PATHS[glyph].map((d, i) => (
        <path key={i} d={d} />
      ))}
    </svg>
  );
}
