import { useRef, type CSSProperties } from 'react';
import { DEFAULT_TEXT_SIZE, TYPE_CODE, type TextStyle } from '@twincanvas/model';
import { useComponentData } from '../../data/useComponentData';
import { ensureStyle } from '../common/css';
import { VERTICAL_FLEX, textStyleCss } from '../common/textStyle';
import { useElementSize } from '../common/useElementSize';
import type { RendererProps } from '../types';
import { marqueePlan, type MarqueeOptions } from './marquee';

ensureStyle(
  'tc-text-marquee',
  `@keyframes tc-marquee-X { from { transform: translate3d(var(--tc-from),0,0) } to { transform: translate3d(var(--tc-to),0,0) } }
@keyframes tc-marquee-Y { from { transform: translate3d(0,var(--tc-from),0) } to { transform: translate3d(0,var(--tc-to),0) } }`,
);

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
  const box = useElementSize(boxRef);
  const content = useElementSize(contentRef);
  const plan = marqueePlan(model as MarqueeOptions, box, content);
  const horizontal = plan?.axis === 'X';
  const moving: CSSProperties | undefined = plan
    ? ({
        '--tc-from': `${plan.from}px`,
        '--tc-to': `${plan.to}px`,
        animation: `tc-marquee-${plan.axis} ${plan.durationS}s linear infinite`,
        willChange: 'transform',
      } as CSSProperties)
    : undefined;
  return (
    <div
      ref={boxRef}
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: plan ? 'flex-start' : (VERTICAL_FLEX[style.verticalAlignment ?? 'middle'] ?? 'center'),
        overflow: 'hidden',
        position: 'relative',
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
          overflow: plan ? 'visible' : 'hidden',
          textOverflow: multi || plan ? undefined : 'ellipsis',
          flexShrink: 0,
          ...moving,
        }}
      >
        {text}
      </div>
    </div>
  );
}
