import { CanvasAtlas } from './atlas';
import type { AtlasCell } from './atlas';

type Ctx2D = CanvasRenderingContext2D;

/** Built-in placard icons, drawn as white shapes so a rule's colour tints them. */
export const BUILTIN_ICONS = [
  'pin',
  'warning',
  'camera',
  'device',
  'fire',
  'person',
  'flag',
  'info',
] as const;
export type BuiltinIcon = (typeof BUILTIN_ICONS)[number];

function drawIcon(name: string, ctx: Ctx2D, x: number, y: number, s: number): void {
  const c = s / 2;
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = s * 0.08;
  ctx.beginPath();
  switch (name) {
    case 'pin':
      ctx.arc(x + c, y + s * 0.38, s * 0.28, Math.PI, 0);
      ctx.lineTo(x + c, y + s * 0.95);
      ctx.closePath();
      break;
    case 'warning':
      ctx.moveTo(x + c, y + s * 0.08);
      ctx.lineTo(x + s * 0.95, y + s * 0.9);
      ctx.lineTo(x + s * 0.05, y + s * 0.9);
      ctx.closePath();
      break;
    case 'camera':
      ctx.rect(x + s * 0.1, y + s * 0.3, s * 0.6, s * 0.45);
      ctx.moveTo(x + s * 0.7, y + s * 0.52);
      ctx.lineTo(x + s * 0.92, y + s * 0.32);
      ctx.lineTo(x + s * 0.92, y + s * 0.72);
      ctx.closePath();
      break;
    case 'device':
      ctx.rect(x + s * 0.15, y + s * 0.15, s * 0.7, s * 0.7);
      break;
    case 'fire':
      ctx.moveTo(x + c, y + s * 0.05);
      ctx.quadraticCurveTo(x + s * 0.95, y + s * 0.55, x + c, y + s * 0.95);
      ctx.quadraticCurveTo(x + s * 0.05, y + s * 0.55, x + c, y + s * 0.05);
      break;
    case 'person':
      ctx.arc(x + c, y + s * 0.28, s * 0.18, 0, Math.PI * 2);
      ctx.moveTo(x + s * 0.2, y + s * 0.95);
      ctx.quadraticCurveTo(x + c, y + s * 0.35, x + s * 0.8, y + s * 0.95);
      break;
    case 'flag':
      ctx.rect(x + s * 0.15, y + s * 0.08, s * 0.08, s * 0.86);
      ctx.rect(x + s * 0.23, y + s * 0.08, s * 0.6, s * 0.4);
      break;
    default:
      ctx.arc(x + c, y + c, s * 0.42, 0, Math.PI * 2);
  }
  ctx.fill();
}

/**
 * Sprite atlas of placards: a white cell (cards, stems, bars: tinted per instance), a disc (cluster
 * badges), the built-in icons and images loaded from addresses, each image drawn into its own cell.
 */
export class SpriteAtlas {
  readonly atlas = new CanvasAtlas(2048, 128);
  private readonly loading = new Set<string>();

  constructor(private readonly onChange: () => void = () => undefined) {}

  get texture() {
    return this.atlas.texture;
  }

  solid(): AtlasCell {
    return this.atlas.cell('#solid', (ctx, x, y, s) => {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(x, y, s, s);
    })!;
  }

  disc(): AtlasCell {
    return this.atlas.cell('#disc', (ctx, x, y, s) => drawIcon('disc', ctx, x, y, s)) ?? this.solid();
  }

  icon(name: string): AtlasCell {
    return this.atlas.cell(`icon:${name}`, (ctx, x, y, s) => drawIcon(name, ctx, x, y, s)) ?? this.disc();
  }

  /** The image's cell: reserved now (a neutral frame), filled when the image loads. */
  image(url: string): AtlasCell {
    const key = `img:${url}`;
    const cell = this.atlas.cell(key, (ctx, x, y, s) => {
      ctx.fillStyle = 'rgba(255,255,255,0.25)';
      ctx.fillRect(x, y, s, s);
    });
    if (!cell) return this.solid();
    if (!this.loading.has(key) && typeof Image !== 'undefined' && url) {
      this.loading.add(key);
      const img = new Image();
      img.crossOrigin = 'anonymous';
      img.onload = () => {
        this.atlas.redraw(key, (ctx, x, y, s) => {
          const k = Math.min(s / img.naturalWidth, s / img.naturalHeight);
          const w = img.naturalWidth * k;
          const h = img.naturalHeight * k;
          ctx.drawImage(img, x + (s - w) / 2, y + (s - h) / 2, w, h);
        });
        this.onChange();
      };
      img.src = url;
    }
    return cell;
  }

  dispose(): void {
    this.atlas.dispose();
  }
}
