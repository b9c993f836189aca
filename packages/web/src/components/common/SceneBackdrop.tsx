import type { CSSProperties } from 'react';
import { colorToCss, type SceneBackground } from '@twincanvas/model';
import { safeMediaUrl } from './url';

/**
 * The background a page is drawn on (docs/reference.md#documents): a colour or gradient and an image above it, each
 * with its own opacity. A page may carry a background of its own; otherwise its scene's applies.
 */
export interface BackdropLayers {
  colour: string | null;
  colourOpacity: number;
  image: string | null;
  imageOpacity: number;
}

const opacity = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 1;

/** The page's own background when it has one, else its scene's. */
export function effectiveBackground(
  scene: { background?: unknown } | null | undefined,
  page: { background?: unknown } | null | undefined,
): SceneBackground | undefined {
  const own = page?.background;
  if (own && typeof own === 'object') return own as SceneBackground;
  const inherited = scene?.background;
  return inherited && typeof inherited === 'object' ? (inherited as SceneBackground) : undefined;
}

export function backdropLayers(bg: SceneBackground | undefined): BackdropLayers {
  const b = bg ?? {};
  // Older documents kept the colour fields on the background itself: the server upgrades them when it
  // reads them (docs/reference.md#shape-versions), so only the documented field is read here.
  return {
    colour: colorToCss(b.backgroundColor),
    colourOpacity: opacity(b.backgroundColorOpacity),
    image: safeMediaUrl(b.backgroundImageWeb, { allowDataImage: true }) || null,
    imageOpacity: opacity(b.backgroundImageOpacity),
  };
}

const layer: CSSProperties = { position: 'absolute', inset: 0, pointerEvents: 'none' };

/** The background layers, first in the stage so every component draws above them. */
export function SceneBackdrop({ background }: { background: SceneBackground | undefined }) {
  const l = backdropLayers(background);
  if (!l.colour && !l.image) return null;
  return (
    <>
      {l.colour ? (
        <div
          className="tc-backdrop-colour"
          data-testid="backdrop-colour"
          style={{ ...layer, background: l.colour, opacity: l.colourOpacity }}
        />
      ) : null}
      {l.image ? (
        <div
          className="tc-backdrop-image"
          data-testid="backdrop-image"
          style={{
            ...layer,
            backgroundImage: `url("${l.image.replace(/["\\\n]/g, encodeURIComponent)}")`,
            backgroundSize: '100% 100%',
            opacity: l.imageOpacity,
          }}
        />
      ) : null}
    </>
  );
}
