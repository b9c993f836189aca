import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pngjs from 'pngjs';

// pngjs is CommonJS; its default export holds PNG.
const { PNG } = pngjs;

export interface PixelComparison {
  /** Pixels whose colour differs by more than the per-channel threshold. */
  diffPixels: number;
  ratio: number;
  /** The ratio of differing pixels in the worst of the `tiles` (the whole image when none are given). */
  worstTile: number;
  /** Row-major index of that tile, so a caller can name what is drawn there. */
  worstTileIndex: number;
  /** False when the sizes differ (a full mismatch). */
  sameSize: boolean;
  /** True when there was no reference yet (or UPDATE_REFERENCES=1) and this screenshot became it. */
  created: boolean;
}

const REFERENCES = fileURLToPath(new URL('../references/', import.meta.url));

/**
 * Compares a screenshot with a committed reference PNG under e2e/references/. Anti-aliasing and font
 * hinting move a few pixels between runs, so a pixel counts as different only when a channel differs by
 * more than `threshold`, and the caller allows a ratio of such pixels. A size change is a full mismatch.
 * A missing reference is written (and reported as created) so a new screen gets its reference on the
 * first run; the diff image is written next to the output for a failing comparison. With `tiles`, the
 * worst tile is reported as well, so one small region drawn wrong is not averaged away by a large page.
 */
export function compareWithReference(
  name: string,
  actual: Buffer,
  opts: { threshold?: number; diffDir?: string; tiles?: { cols: number; rows: number } } = {},
): PixelComparison {
  const none = { worstTile: 0, worstTileIndex: 0, sameSize: true };
  const file = path.join(REFERENCES, `${name}.png`);
  if (!existsSync(file) || process.env.UPDATE_REFERENCES === '1') {
    mkdirSync(REFERENCES, { recursive: true });
    writeFileSync(file, actual);
    return { diffPixels: 0, ratio: 0, created: true, ...none };
  }
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(readFileSync(file));
  if (a.width !== b.width || a.height !== b.height)
    return {
      ...none,
      diffPixels: a.width * a.height,
      ratio: 1,
      created: false,
      worstTile: 1,
      sameSize: false,
    };
  const threshold = opts.threshold ?? 48;
  const diff = new PNG({ width: a.width, height: a.height });
  const tiles = opts.tiles ?? { cols: 1, rows: 1 };
  const tw = a.width / tiles.cols;
  const th = a.height / tiles.rows;
  const perTile = new Array<number>(tiles.cols * tiles.rows).fill(0);
  let count = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    let differs = false;
    for (let c = 0; c < 3; c++) if (Math.abs(a.data[i + c]! - b.data[i + c]!) > threshold) differs = true;
    if (differs) {
      count++;
      const px = (i / 4) % a.width;
      const py = Math.floor(i / 4 / a.width);
      perTile[
        Math.min(tiles.rows - 1, Math.floor(py / th)) * tiles.cols +
          Math.min(tiles.cols - 1, Math.floor(px / tw))
      ]!++;
    }
    diff.data[i] = differs ? 255 : a.data[i]! / 4;
    diff.data[i + 1] = differs ? 0 : a.data[i + 1]! / 4;
    diff.data[i + 2] = differs ? 0 : a.data[i + 2]! / 4;
    diff.data[i + 3] = 255;
  }
  if (count > 0 && opts.diffDir) {
    mkdirSync(opts.diffDir, { recursive: true });
    writeFileSync(path.join(opts.diffDir, `${name}-diff.png`), PNG.sync.write(diff));
    writeFileSync(path.join(opts.diffDir, `${name}-actual.png`), actual);
  }
  const worst = Math.max(...perTile);
  return {
    diffPixels: count,
    ratio: count / (a.width * a.height),
    created: false,
    worstTile: worst / (tw * th),
    worstTileIndex: perTile.indexOf(worst),
    sameSize: true,
  };
}
