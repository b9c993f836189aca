import type { RendererProps } from '../types';

/** The fill, border and radii are the shared box style; a rectangle needs no extra markup. */
export default function RectangleRenderer(_props: RendererProps) {
  return null;
}
