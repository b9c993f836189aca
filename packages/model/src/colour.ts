import { GRADIENT_CSS_ANGLE_OFFSET, PERCENT } from './constants.js';
import type { ColorData, ColorType, GradientColor } from './types/colour.js';

export const WHITE_OPAQUE = '#FFFFFFFF';
export const BLACK_OPAQUE = '#000000FF';
export const WHITE_TRANSPARENT = '#FFFFFF00';

export function isColorType(value: unknown): value is ColorType {
  return value === 0 || value === 1 || value === 2;
}

export function defaultGradient(): GradientColor {
  return { gradientRotate: 0, gradientColors: [WHITE_OPAQUE, BLACK_OPAQUE], gradientLocations: [0, 1] };
}

/** Default colour data for a colour type; an invalid type gives null. */
export function defaultColor(colorType: unknown): ColorData | null {
  if (!isColorType(colorType)) return null;
  return {
    colorType,
    solidColor: colorType === 0 ? WHITE_TRANSPARENT : WHITE_OPAQUE,
    gradientColor: defaultGradient(),
  };
}

/** String form of a colour: '0-transparent', '1-<solid colour>' or '2-<gradient spec>'; invalid → null. */
export function colorToString(color: ColorData | null | undefined): string | null {
  if (!color || !isColorType(color.colorType)) return null;
  if (color.colorType === 0) return '0-transparent';
  if (color.colorType === 1) return `1-${color.solidColor}`;
  const { gradientRotate, gradientColors, gradientLocations } = color.gradientColor;
  const stops = gradientColors.map((c, i) => `${c}:${gradientLocations[i] ?? ''}`).join(',');
  return `2-${gradientRotate}-${stops}`;
}

/** CSS linear-gradient of a stored gradient; its angle is the stored rotation plus 90 degrees. */
export function gradientToCss(gradient: GradientColor): string {
  const stops = gradient.gradientColors.map((c, i) => {
    const location = gradient.gradientLocations[i];
    return location === undefined ? c : `${c} ${location * PERCENT}%`;
  });
  return `linear-gradient(${gradient.gradientRotate + GRADIENT_CSS_ANGLE_OFFSET}deg, ${stops.join(', ')})`;
}

/** CSS background value of colour data: transparent, the solid colour or the gradient. */
export function colorToCss(color: ColorData | null | undefined): string | null {
  if (!color || !isColorType(color.colorType)) return null;
  if (color.colorType === 0) return 'transparent';
  if (color.colorType === 1) return color.solidColor; // stored #RRGGBBAA is valid CSS as it is
  return gradientToCss(color.gradientColor);
}
