import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be confused with each other (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const CAPTCHA_LENGTH = 5;

export function captchaText(length = CAPTCHA_LENGTH): string {
  let s = '';
  for (let i = 0; i < length; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

const r = (min: number, max: number) => min + randomInt(Math.round((max - min) * 100) + 1) / 100;
const colour = () => `hsl(${randomInt(360)},${50 + randomInt(30)}%,${25 + randomInt(25)}%)`;

/**
 * An SVG of the text with per-glyph rotation, skew, size and colour, a wavy distortion filter, and noise
 * curves across it. Enough to stop naive scripts; sign-in is rate-limited besides.
 */
export function captchaSvg(text: string, width = 120, height = 40): string {
  const step = (width - 16) / text.length;
  const glyphs = [...text]
    .map((ch, i) => {
      const x = 8 + step * i + step / 2;
      const y = height / 2 + r(-4, 6);
      return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-size="${r(22, 28).toFixed(1)}" fill="${colour()}" font-family="Verdana,Arial,sans-serif" font-weight="bold" text-anchor="middle" dominant-baseline="middle" transform="rotate(${r(-30, 30).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)}) skewX(${r(-12, 12).toFixed(1)})">${ch}</text>`;
    })
    .join('');
  const noise = Array.from({ length: 5 }, () => {
    const y1 = r(0, height);
    const y2 = r(0, height);
    return `<path d="M0 ${y1.toFixed(1)} C ${r(20, 50).toFixed(1)} ${r(0, height).toFixed(1)}, ${r(70, 100).toFixed(1)} ${r(0, height).toFixed(1)}, ${width} ${y2.toFixed(1)}" stroke="${colour()}" stroke-width="${r(1, 2.2).toFixed(1)}" fill="none"/>`;
  }).join('');
  const dots = Array.from(
    { length: 30 },
    () =>
      `<circle cx="${r(0, width).toFixed(1)}" cy="${r(0, height).toFixed(1)}" r="${r(0.5, 1.5).toFixed(1)}" fill="${colour()}"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><filter id="w"><feTurbulence type="fractalNoise" baseFrequency="${r(0.01, 0.03).toFixed(3)} ${r(0.05, 0.1).toFixed(3)}" numOctaves="2" seed="${randomInt(1000)}"/>` +
    `<feDisplacementMap in="SourceGraphic" scale="${r(4, 7).toFixed(1)}"/></filter></defs>` +
    `<rect width="100%" height="100%" fill="hsl(${randomInt(360)},30%,94%)"/>` +
    `<g filter="url(#w)">${glyphs}</g>${noise}${dots}</svg>`
  );
}
