import { useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { DEFAULT_TEXT_SIZE, TYPE_CODE, type TextStyle } from '@twincanvas/model';
import { useComponentData } from '../../data/useComponentData';
import { ensureStyle } from '../common/css';
import { VERTICAL_FLEX, textStyleCss } from '../common/textStyle';
import type { RendererProps } from '../types';
import { marqueePlan, type MarqueeOptions } from './marquee';

ensureStyle(
  'tc-text-marquee',
  `@keyframes tc-marquee-X { from { transform: translate3d(var(--tc-from),0,0) } to { transform: translate3d(var(--tc-to),0,0) } }
@keyframes tc-marquee-Y { from { transform: translate3d(0,var(--tc-from),0) } to { transform: translate3d(0,var(--tc-to),0) } }`,
);

interface Size {
  width: number;
  height: number;
}
const NO_SIZE: Size = { width: 0, height: 0 };

/**
 * Sizes of the box and its text, only while the text scrolls (the marquee needs both lengths): one
 * observer for the two. A still text measures nothing, so thousands of texts add no observers.
 */
function useMarqueeSizes(
  on: boolean,
  boxRef: RefObject<HTMLDivElement | null>,
  contentRef: RefObject<HTMLDivElement | null>,
): { box: Size; content: Size } {
  const [sizes, setSizes] = useState({ box: NO_SIZE, content: NO_SIZE });
  useLayoutEffect(() => {
    const box = boxRef.current;
    const content = contentRef.current;
    if (!on || !box || !content) return;
    const same = (a: Size, el: HTMLElement) => a.width === el.offsetWidth && a.height === el.offsetHeight;
    const size = (el: HTMLElement): Size => ({ width: el.offsetWidth, height: el.offsetHeight });
    const read = () =>
      setSizes((prev) =>
        same(prev.box, box) && same(prev.content, content)
          ? prev
          : { box: size(box), content: size(content) },
      );
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(read);
    ro.observe(box);
    ro.observe(content);
    return () => ro.disconnect();
  }, [on, boxRef, contentRef]);
  return sizes;
}

export default function TextRenderer({ node }: RendererProps) {
  const model = node.textModel ?? {};
  const style: TextStyle = model.textStyle ?? {};
  // A data result (source, router, socket, event) replaces the stored text: a string, number or {text}.
  const { page } = useComponentData(node);
  const delivered = typeof page === 'object' && page !== null ? (page as { text?: unknown }).text : page;
  const text =
    typeof delivered === 'string' || typeof delivered === 'number'
      ? String(delivered)
      : typeof model.text === 'string'
        ? model.text
        : '';
  const multi = Number(node.componentType) === TYPE_CODE.multiLineText;
  const boxRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const scrolling = (model as MarqueeOptions).scrollOn === true;
  const { box, content } = useMarqueeSizes(scrolling, boxRef, contentRef);
  const plan = marqueePlan(model as MarqueeOptions, box, content);
  const vertical = VERTICAL_FLEX[style.verticalAlignment ?? 'middle'] ?? 'center';
  const horizontal = plan?.axis === 'X';
  const moving: CSSProperties | undefined = plan
    ? ({
        '--tc-from': `${plan.from}px`,
        '--tc-to': `${plan.to}px`,
        animation: `tc-marquee-${plan.axis} ${plan.durationS}s linear infinite`,
        willChange: 'transform',
      } as CSSProperties)
    : undefined;
  // One clip per text, on whichever element needs it: a still text clips itself (its ellipsis needs its own
  // overflow) and places its lines with block `align-content`; a scrolling text is clipped by the box it
  // moves through. Nested clips on thousands of texts made Chrome re-layerize the stage on every drag move.
  return (
    <div
      ref={boxRef}
      style={{
        width: '100%',
        height: '100%',
        position: 'relative',
        ...(scrolling ? { display: 'flex', alignItems: 'flex-start', overflow: 'hidden' } : undefined),
      }}
    >
      <div
        ref={contentRef}
        data-testid="text-content"
        style={{
          lineHeight: 1.3,
          ...textStyleCss(style, DEFAULT_TEXT_SIZE),
          // A horizontal marquee keeps one line at its natural width; otherwise the text fills the box.
          width: horizontal ? 'max-content' : '100%',
          whiteSpace: multi && !horizontal ? 'pre-wrap' : 'nowrap',
          flexShrink: 0,
          ...(scrolling
            ? moving
            : {
                height: '100%',
                overflow: 'hidden',
                // unsafe: text taller than its box stays centred and is cut at both edges, as in a flexbox.
                alignContent: `unsafe ${vertical}`,
                textOverflow: multi ? undefined : 'ellipsis',
              }),
        }}
      >
        {text}
      </div>
    </div>
  );
}
