import type { CSSProperties } from 'react';
import { TYPE_CODE, type TextStyle } from '@twincanvas/model';
import type { RendererProps } from '../types';

const JUSTIFY: Record<string, CSSProperties['alignItems']> = {
  top: 'flex-start',
  middle: 'center',
  bottom: 'flex-end',
};

export default function TextRenderer({ node }: RendererProps) {
  const style: TextStyle = node.textModel?.textStyle ?? {};
  const text = typeof node.textModel?.text === 'string' ? node.textModel.text : '';
  const multi = Number(node.componentType) === TYPE_CODE.multiLineText;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: JUSTIFY[style.verticalAlignment ?? 'middle'] ?? 'center',
        overflow: 'hidden',
      }}
    >
      <div
        style={{
          width: '100%',
          fontSize: style.fontSize ?? 28,
          color: style.color ?? '#FFFFFFFF',
          textAlign: (style.alignment as CSSProperties['textAlign']) ?? 'left',
          fontWeight: style.bold ? 700 : 400,
          fontStyle: style.italic ? 'italic' : 'normal',
          textDecoration: style.underline ? 'underline' : undefined,
          fontFamily: style.fontName,
          whiteSpace: multi ? 'pre-wrap' : 'nowrap',
          overflow: 'hidden',
          textOverflow: multi ? undefined : 'ellipsis',
          lineHeight: 1.3,
        }}
      >
        {text}
      </div>
    </div>
  );
}
