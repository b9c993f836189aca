import { useMemo } from 'react';
import { EmptyState } from '../common/EmptyState';
import { ensureStyle } from '../common/css';
import type { RendererProps } from '../types';
import { sanitizeSvg } from './sanitize';
import type { CustomSvgModel } from './index';

ensureStyle('tc-custom-svg', '.tc-custom-svg > svg { width: 100%; height: 100%; display: block; }');

const NO_SVG = { zh: '请粘贴或上传 SVG', en: 'Paste or upload an SVG' };

/** Custom SVG 2121: the stored markup, sanitised every time it is drawn (stored data is not trusted). */
export default function CustomSvgRenderer({ node }: RendererProps) {
  const model = (node.svgModel ?? {}) as CustomSvgModel;
  const clean = useMemo(() => sanitizeSvg(model.svgText), [model.svgText]);
  if (!clean) return <EmptyState text={NO_SVG} />;
  return (
    <div
      className="tc-custom-svg"
      data-testid="custom-svg"
      style={{ width: '100%', height: '100%', pointerEvents: 'none' }}
      // Safe: sanitizeSvg (DOMPurify SVG profile + no external references), unit-tested against attacks.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
