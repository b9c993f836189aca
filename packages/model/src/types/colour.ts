/** colorType of docs/reference.md#colour: 0 transparent, 1 solid, 2 gradient. */
export type ColorType = 0 | 1 | 2;

export interface GradientColor {
  gradientRotate: number;
  gradientColors: string[];
  gradientLocations: number[];
}

export interface ColorData {
  colorType: ColorType;
  solidColor: string;
  gradientColor: GradientColor;
}

export interface TextStyle {
  fontName?: string;
  fontSize?: number;
  alignment?: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  color?: string;
  kern?: number;
  vs?: number;
  pg?: number;
  verticalAlignment?: string;
}
