import { CanvasTexture, DataTexture, RGBAFormat, UnsignedByteType } from 'three';
import type { Texture } from 'three';

/** Where one cell of an atlas lies, in texture coordinates (v up, as three.js samples canvases). */
export interface AtlasCell {
  u0: number;
  v0: number;
  u1: number;
  v1: number;
  /** Advance of a glyph as a share of the cell size (1 for sprites). */
  advance: number;
}

type Ctx2D = CanvasRenderingContext2D;

function makeCanvas(size: number): { canvas: HTMLCanvasElement; ctx: Ctx2D } | null {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  // getContext can be missing or throw in DOM emulations (unit tests): the atlas then keeps its layout
  // (cells, advances) on a plain white texture, which is all geometry and draw-call tests need.
  let ctx: Ctx2D | null = null;
  try {
    ctx = canvas.getContext('2d');
  } catch {
    ctx = null;
  }
  return ctx && typeof ctx.fillText === 'function' ? { canvas, ctx } : null;
}

/**
 * A square texture cut into equal cells, drawn on a canvas as cells are first asked for. One atlas is one
 * texture, so everything drawn from it can share one draw call (glyphs of every label; icons, images and
 * plain rectangles of every placard).
 */
export class CanvasAtlas {
  readonly texture: Texture;
  private readonly cells = new Map<string, AtlasCell>();
  private readonly drawing: { canvas: HTMLCanvasElement; ctx: Ctx2D } | null;
  private next = 0;
  private readonly perRow: number;

  constructor(
    readonly size: number,
    readonly cellPx: number,
  ) {
    this.perRow = Math.floor(size / cellPx);
    this.drawing = makeCanvas(size);
    if (this.drawing) {
      this.texture = new CanvasTexture(this.drawing.canvas);
    } else {
      this.texture = new DataTexture(
        new Uint8Array([255, 255, 255, 255]),
        1,
        1,
        RGBAFormat,
        UnsignedByteType,
      );
      this.texture.needsUpdate = true;
    }
  }

  get capacity(): number {
    return this.perRow * this.perRow;
  }

  get used(): number {
    return this.next;
  }

  /** The cell named `key`, drawn by `draw` the first time; null once the atlas is full. */
  cell(
    key: string,
    draw: (ctx: Ctx2D, x: number, y: number, size: number) => number | void,
  ): AtlasCell | null {
    const known = this.cells.get(key);
    if (known) return known;
    if (this.next >= this.capacity) return null;
    const index = this.next++;
    const x = (index % this.perRow) * this.cellPx;
    const y = Math.floor(index / this.perRow) * this.cellPx;
    let advance = 1;
    if (this.drawing) {
      const { ctx } = this.drawing;
      ctx.save();
      ctx.beginPath();
      ctx.rect(x, y, this.cellPx, this.cellPx);
      ctx.clip();
      const measured = draw(ctx, x, y, this.cellPx);
      ctx.restore();
      if (typeof measured === 'number') advance = measured;
      this.texture.needsUpdate = true;
    } else {
      const measured = draw(NULL_CTX, x, y, this.cellPx);
      if (typeof measured === 'number') advance = measured;
    }
    // Half a texel inside the cell so linear filtering never bleeds a neighbour in.
    const inset = 0.5 / this.size;
    const cell: AtlasCell = {
      u0: x / this.size + inset,
      u1: (x + this.cellPx) / this.size - inset,
      v1: 1 - y / this.size - inset,
      v0: 1 - (y + this.cellPx) / this.size + inset,
      advance,
    };
    this.cells.set(key, cell);
    return cell;
  }

  /** Redraws a cell in place (an image that finished loading into its reserved cell). */
  redraw(key: string, draw: (ctx: Ctx2D, x: number, y: number, size: number) => void): void {
    const cell = this.cells.get(key);
    if (!cell || !this.drawing) return;
    const x = Math.round((cell.u0 - 0.5 / this.size) * this.size);
    const y = Math.round((1 - cell.v1 - 0.5 / this.size) * this.size);
    const { ctx } = this.drawing;
    ctx.save();
    ctx.clearRect(x, y, this.cellPx, this.cellPx);
    ctx.beginPath();
    ctx.rect(x, y, this.cellPx, this.cellPx);
    ctx.clip();
    draw(ctx, x, y, this.cellPx);
    ctx.restore();
    this.texture.needsUpdate = true;
  }

  dispose(): void {
    this.texture.dispose();
  }
}

/** Stands in for a 2D context where none exists; only measureText answers (a fixed half-em advance). */
const NULL_CTX = new Proxy(
  {},
  {
    get: (_, prop) =>
      prop === 'measureText'
        ? (text: string) => ({
            width: [...text].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? 1 : 0.6), 0),
          })
        : () => undefined,
  },
) as unknown as Ctx2D;

const GLYPH_FONT = '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif';

/** Glyph atlas: one cell per character, white on transparent so each label tints it with its colour. */
export class GlyphAtlas {
  readonly atlas: CanvasAtlas;
  private readonly fontPx: number;

  constructor(size = 2048, cellPx = 32) {
    this.atlas = new CanvasAtlas(size, cellPx);
    this.fontPx = Math.round(cellPx * 0.8);
  }

  get texture(): Texture {
    return this.atlas.texture;
  }

  /** The glyph's cell; characters that no longer fit fall back to '?'. */
  glyph(ch: string): AtlasCell {
    const fontPx = this.fontPx;
    const draw = (ctx: Ctx2D, x: number, y: number, size: number): number => {
      ctx.font = `${fontPx}px ${GLYPH_FONT}`;
      ctx.textBaseline = 'middle';
      ctx.fillStyle = '#ffffff';
      ctx.fillText(ch, x + 1, y + size / 2);
      return Math.min(1, (ctx.measureText(ch).width + 2) / size);
    };
    return this.atlas.cell(ch, draw) ?? this.atlas.cell('?', draw) ?? FALLBACK_CELL;
  }
}

const FALLBACK_CELL: AtlasCell = { u0: 0, v0: 0, u1: 0, v1: 0, advance: 0.5 };
