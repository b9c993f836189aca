import { Color, SRGBColorSpace } from 'three';

const cache = new Map<string, Float32Array>();
const scratch = new Color();

/**
 * A CSS colour (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), names) as linear-free RGBA floats 0..1, cached by
 * text so per-update code that sees the same few colours does not allocate.
 */
export function rgba(css: string | undefined, fallback = '#ffffff'): Float32Array {
  const key = css && css.trim() !== '' ? css.trim() : fallback;
  const known = cache.get(key);
  if (known) return known;
  const out = new Float32Array([1, 1, 1, 1]);
  const hex8 = /^#([0-9a-f]{8})$/i.exec(key);
  const rgbaFn = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(key);
  if (hex8?.[1]) {
    const n = parseInt(hex8[1], 16);
    out[0] = ((n >>> 24) & 255) / 255;
    out[1] = ((n >>> 16) & 255) / 255;
    out[2] = ((n >>> 8) & 255) / 255;
    out[3] = (n & 255) / 255;
  } else if (rgbaFn) {
    out[0] = Number(rgbaFn[1]) / 255;
    out[1] = Number(rgbaFn[2]) / 255;
    out[2] = Number(rgbaFn[3]) / 255;
    out[3] = rgbaFn[4] === undefined ? 1 : Number(rgbaFn[4]);
  } else {
    try {
      scratch.setStyle(key, 'srgb-linear');
      out[0] = scratch.r;
      out[1] = scratch.g;
      out[2] = scratch.b;
    } catch {
      return rgba(fallback);
    }
  }
  if (cache.size > 4096) cache.clear();
  cache.set(key, out);
  return out;
}

/**
 * A CSS colour as rgba() reads it into a three.js Color (sRGB in, as Color's own parsing takes it). The
 * editor's colour fields write #RRGGBBAA, which Color.set() does not parse: it warns and leaves the
 * colour as it was, so every user colour reaching a material goes through here. Alpha is dropped (the
 * caller sets opacity where it means one).
 */
export function toColour(css: string | undefined, target = new Color(), fallback = '#ffffff'): Color {
  const [r, g, b] = rgba(css, fallback);
  return target.setRGB(r!, g!, b!, SRGBColorSpace);
}
