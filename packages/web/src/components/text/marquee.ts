/** Scrolling (marquee) options of a text (docs/reference.md#type-codes), in textModel. */
export interface MarqueeOptions {
  scrollOn?: boolean;
  /** Where the text moves to. */
  scrollDirection?: 'left' | 'right' | 'up' | 'down';
  /** Pixels per second. */
  scrollSpeed?: number;
}

export const DEFAULT_SCROLL_SPEED = 60;

export interface MarqueePlan {
  axis: 'X' | 'Y';
  from: number;
  to: number;
  durationS: number;
}

/**
 * The one CSS animation a scrolling text runs: the text enters from one edge of its box and leaves by
 * the opposite one, at `scrollSpeed` px/s whatever its length. Null when there is nothing to scroll.
 */
export function marqueePlan(
  opts: MarqueeOptions,
  box: { width: number; height: number },
  content: { width: number; height: number },
): MarqueePlan | null {
  if (!opts.scrollOn) return null;
  const direction = opts.scrollDirection ?? 'left';
  const speed = opts.scrollSpeed && opts.scrollSpeed > 0 ? opts.scrollSpeed : DEFAULT_SCROLL_SPEED;
  const horizontal = direction === 'left' || direction === 'right';
  const boxLen = horizontal ? box.width : box.height;
  const contentLen = horizontal ? content.width : content.height;
  if (boxLen <= 0 || contentLen <= 0) return null;
  const forward = direction === 'left' || direction === 'up';
  const [from, to] = forward ? [boxLen, -contentLen] : [-contentLen, boxLen];
  return { axis: horizontal ? 'X' : 'Y', from, to, durationS: (boxLen + contentLen) / speed };
}
