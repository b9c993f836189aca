/** Colours are stored as #RRGGBBAA (docs/reference.md#colour); antd's picker speaks rgba. */
export function rgbaToHex8(r: number, g: number, b: number, a: number): string {
  const h = (n: number) =>
    Math.round(Math.max(0, Math.min(255, n)))
      .toString(16)
      .padStart(2, '0')
      .toUpperCase();
  return `#${h(r)}${h(g)}${h(b)}${h(a * 255)}`;
}
