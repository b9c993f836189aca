import { useEffect, useMemo, type CSSProperties } from 'react';
import { colorToCss, type ColorData, type Component2D } from '@twincanvas/model';
import { useRuntime } from '../runtime/store';
import { safeMediaUrl } from '../components/common/url';
import { componentIds } from './navigation';
import { RuntimeNode } from './RuntimeNode';

/** Components by stacking order, lowest first (a higher `order` draws on top). */
function byOrder(list: readonly Component2D[]): Component2D[] {
  return list
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (a.c.order ?? 0) - (b.c.order ?? 0) || a.i - b.i)
    .map(({ c }) => c);
}

interface Background {
  backgroundImageWeb?: string;
  backgroundImageOpacity?: number;
  colorType?: number;
  solidColor?: string;
  gradientColor?: ColorData['gradientColor'];
}

/** A scene's background (editor spec 3.3): colour or gradient, and an optional image. */
export function backgroundStyle(bg: unknown): CSSProperties {
  const b = (bg ?? {}) as Background;
  const colour = b.colorType !== undefined ? colorToCss(b as ColorData) : null;
  const image = safeMediaUrl(b.backgroundImageWeb, { allowDataImage: true });
  const style: CSSProperties = {};
  if (colour) style.background = colour;
  if (image) {
    style.backgroundImage = `url("${image.replace(/["\\]/g, '')}")`;
    style.backgroundSize = '100% 100%';
  }
  return style;
}

/**
 * The components of one page (or of the system scene). Keyed by page id by its parent, so a page switch
 * unmounts the whole old page — its renderers' timers, listeners, charts and sockets with it — and the
 * runtime store forgets the old page's entries.
 */
export function PageLayer({
  list,
  layer,
  style,
}: {
  list: readonly Component2D[] | undefined;
  layer: 'page' | 'system';
  style?: CSSProperties;
}) {
  const sorted = useMemo(() => byOrder(list ?? []), [list]);
  useEffect(() => {
    const ids = componentIds(list);
    return () => useRuntime.getState().drop(ids);
  }, [list]);
  return (
    <div className={`tc-viewer-layer tc-viewer-${layer}`} data-testid={`viewer-layer-${layer}`} style={style}>
      {sorted.map((c) => (
        <RuntimeNode key={c._id} node={c} />
      ))}
    </div>
  );
}
