import type { CSSProperties } from 'react';
import { useComponentData } from '../../data/useComponentData';
import { EmptyState } from '../common/EmptyState';
import { ensureStyle } from '../common/css';
import { textStyleCss } from '../common/textStyle';
import type { RendererProps } from '../types';
import { flipperText, flipperValue, formatFlipper } from './format';
import type { FlipperModel } from './index';

ensureStyle(
  'tc-flipper',
  `.tc-flip-cell { position: relative; overflow: hidden; height: 1.25em; display: inline-flex; justify-content: center; align-items: flex-start; }
.tc-flip-strip { display: flex; flex-direction: column; transition-property: transform; transition-timing-function: cubic-bezier(.2,.8,.2,1); will-change: transform; }
.tc-flip-strip > span { height: 1.25em; line-height: 1.25em; text-align: center; }`,
);

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * Number flipper 2022: each digit is a 0-9 strip moved with a CSS transform, so a new value rolls on the
 * compositor (one React render per value, none per frame). Columns are keyed from the right so a number
 * that gains a digit rolls the existing ones in place.
 */
export default function NumberFlipperRenderer({ node }: RendererProps) {
  const model = (node.flipperModel ?? {}) as FlipperModel;
  const { page } = useComponentData(node);
  const value = flipperValue(page, model.value);
  if (value === null) return <EmptyState />;
  const chars = formatFlipper(value, model);
  const duration = Math.max(0, model.duration ?? 1000);
  const cell: CSSProperties = {
    background: model.cardColor ?? 'transparent',
    borderRadius: model.cardRadius ?? 0,
    minWidth: '0.7em',
    margin: `0 ${(model.cardGap ?? 0) / 2}px`,
  };
  const style = textStyleCss(model.textStyle, 48);
  const justify =
    style.textAlign === 'center' ? 'center' : style.textAlign === 'right' ? 'flex-end' : 'flex-start';
  return (
    <div
      data-testid="flipper"
      aria-label={`${model.prefix ?? ''}${flipperText(chars)}${model.suffix ?? ''}`}
      style={{
        ...style,
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: justify,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {model.prefix ? (
        <span style={textStyleCss(model.affixStyle ?? model.textStyle, 24)}>{model.prefix}</span>
      ) : null}
      {chars.map((c, i) => {
        const key = chars.length - i;
        if (c.kind === 'static')
          return (
            <span key={`s${key}`} className="tc-flip-cell" style={{ minWidth: '0.35em' }}>
              {c.text}
            </span>
          );
        return (
          <span key={`d${key}`} className="tc-flip-cell" style={cell}>
            <span
              className="tc-flip-strip"
              style={{ transform: `translateY(${-c.digit * 10}%)`, transitionDuration: `${duration}ms` }}
            >
              {DIGITS.map((d) => (
                <span key={d}>{d}</span>
              ))}
            </span>
          </span>
        );
      })}
      {model.suffix ? (
        <span style={textStyleCss(model.affixStyle ?? model.textStyle, 24)}>{model.suffix}</span>
      ) : null}
    </div>
  );
}
