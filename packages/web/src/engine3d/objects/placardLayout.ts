import type { AtlasCell, GlyphAtlas } from './atlas';
import type { BillboardBatch } from './billboards';
import { rgba } from './colour';
import type { SpriteAtlas } from './sprites';

/**
 * How one simple placard is laid out in its fixed slots of the two billboard batches (cards, stems, bars,
 * icons and images from the sprite atlas; label and badge glyphs from the glyph atlas), in pixels around
 * its anchor. PlacardBatch (./placards.ts) owns the slots, flags, clusters and picking.
 */
/** How a placard is drawn (the simple kinds; rich kinds use `common` while far away). */
export type PlacardShape = 'common' | 'line' | 'icon' | 'bar' | 'image';

export interface PlacardLook {
  shape: PlacardShape;
  text: string;
  textColor: string;
  background: string;
  /** Built-in icon name (icon shape) or image address (image shape). */
  icon?: string;
  iconColor?: string;
  /** Bar fill as a share of its height, 0..1. */
  barRatio?: number;
  barColor?: string;
  /** Stem height of a line placard, in pixels. */
  lineHeight?: number;
  fontPx?: number;
  visible: boolean;
  blink: boolean;
  /** Stay visible through the model (no occlusion). */
  onTop: boolean;
  /** May join a cluster when overlapping others at a distance. */
  cluster: boolean;
}

/** Slots per placard: card, stem or bar back, icon or bar fill, cluster badge. */
export const CARD_SLOTS = 4;
export const TEXT_MAX = 20;
const BADGE_GLYPHS = 3;
export const GLYPH_SLOTS = TEXT_MAX + BADGE_GLYPHS + 1;
const PAD = 6;
const BAR_HEIGHT = 60;
const BADGE_COLOUR = rgba('#f5222d');
const BAR_BACK = rgba('rgba(0,0,0,0.45)');
const WHITE = rgba('#ffffff');

/** The batches and atlases a placard is written into. */
export interface PlacardSlots {
  cards: BillboardBatch;
  text: BillboardBatch;
  glyphs: GlyphAtlas;
  sprites: SpriteAtlas;
}

/** Pixel bounds of a laid-out placard around its anchor (picking, the badge's corner). */
export interface PlacardBounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Lays out one placard into its slots (cards, stem, icon or bar, label glyphs); answers its bounds. */
export function layoutPlacard(t: PlacardSlots, index: number, look: PlacardLook): PlacardBounds {
  const fontPx = look.fontPx ?? 14;
  const cellPx = fontPx / 0.8;
  const cardBase = index * CARD_SLOTS;
  const glyphBase = index * GLYPH_SLOTS;
  const bg = rgba(look.background, 'rgba(0,40,80,0.85)');
  const fg = rgba(look.textColor, '#ffffff');
  // Text width first (truncated labels end with an ellipsis).
  const text = look.text.length > TEXT_MAX ? `${look.text.slice(0, TEXT_MAX - 1)}…` : look.text;
  let width = 0;
  for (let i = 0; i < text.length; i++) width += t.glyphs.glyph(text.charAt(i)).advance * cellPx;
  const cardW = Math.max(width + PAD * 2, 24);
  const cardH = fontPx + PAD * 2;
  const solid = t.sprites.solid();
  let cardY = 8;
  t.cards.clear(cardBase + 1);
  t.cards.clear(cardBase + 2);
  switch (look.shape) {
    case 'line': {
      const h = look.lineHeight ?? 40;
      t.cards.write(cardBase + 1, index, -1, 0, 2, h, solid, bg);
      cardY = h;
      break;
    }
    case 'icon': {
      const cell = t.sprites.icon(look.icon ?? 'pin');
      t.cards.write(cardBase + 2, index, -16, 0, 32, 32, cell, rgba(look.iconColor, look.background));
      cardY = 36;
      break;
    }
    case 'image': {
      const cell = look.icon ? t.sprites.image(look.icon) : solid;
      t.cards.write(cardBase + 2, index, -32, 0, 64, 64, cell, WHITE);
      cardY = 68;
      break;
    }
    case 'bar': {
      const ratio = Math.min(1, Math.max(0, look.barRatio ?? 0));
      t.cards.write(cardBase + 1, index, -6, 0, 12, BAR_HEIGHT, solid, BAR_BACK);
      t.cards.write(
        cardBase + 2,
        index,
        -6,
        0,
        12,
        Math.max(0.5, BAR_HEIGHT * ratio),
        solid,
        rgba(look.barColor, '#52c41a'),
      );
      cardY = BAR_HEIGHT + 4;
      break;
    }
    default:
      break;
  }
  t.cards.write(cardBase, index, -cardW / 2, cardY, cardW, cardH, solid, bg);
  let pen = -width / 2;
  const glyphY = cardY + cardH / 2 - cellPx / 2;
  for (let i = 0; i < TEXT_MAX; i++) {
    const slot = glyphBase + i;
    if (i >= text.length) {
      t.text.clear(slot);
      continue;
    }
    const cell = t.glyphs.glyph(text.charAt(i));
    t.text.write(slot, index, pen, glyphY, cellPx, cellPx, cell, fg);
    pen += cell.advance * cellPx;
  }
  return {
    minX: Math.min(-cardW / 2, -32),
    minY: 0,
    maxX: Math.max(cardW / 2, 32),
    maxY: cardY + cardH,
  };
}

/** The cluster badge (a red disc with the member count) at a placard's top right; cleared for ≤ 1. */
export function layoutBadge(
  t: PlacardSlots,
  index: number,
  members: number,
  right: number,
  top: number,
): void {
  const slot = index * CARD_SLOTS + 3;
  const glyphBase = index * GLYPH_SLOTS + TEXT_MAX;
  for (let g = 0; g < BADGE_GLYPHS; g++) t.text.clear(glyphBase + g);
  if (members <= 1) {
    t.cards.clear(slot);
    return;
  }
  const x = right - 6;
  const y = top - 6;
  t.cards.write(slot, index, x - 11, y - 11, 22, 22, t.sprites.disc(), BADGE_COLOUR);
  const label = members > 99 ? '99+' : String(members);
  const cellPx = 13;
  let width = 0;
  for (let i = 0; i < label.length; i++) width += t.glyphs.glyph(label.charAt(i)).advance * cellPx;
  let pen = x - width / 2;
  for (let i = 0; i < label.length && i < BADGE_GLYPHS; i++) {
    const cell: AtlasCell = t.glyphs.glyph(label.charAt(i));
    t.text.write(glyphBase + i, index, pen, y - cellPx / 2, cellPx, cellPx, cell, WHITE);
    pen += cell.advance * cellPx;
  }
}
