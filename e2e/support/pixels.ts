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
  /** True when there was no reference yet (or UPDATE_REFERENCES=1) and this screenshot became it. */
  created: boolean;
}

const REFERENCES = fileURLToPath(new URL('../references/', import.meta.url));

/**
 * Compares a screenshot with a committed reference PNG under e2e/references/. Anti-aliasing and font
 * hinting move a few pixels between runs, so a pixel counts as different only when a channel differs by
 * more than `threshold`, and the caller allows a ratio of such pixels. A size change is a full mismatch.
 * A missing reference is written (and reported as created) so a new screen gets its reference on the
 * first run; the diff image is written next to the output for a failing comparison.
 */
export function compareWithReference(
  name: string,
  actual: Buffer,
  opts: { threshold?: number; diffDir?: string } = {},
): PixelComparison {
  const file = path.join(REFERENCES, `${name}.png`);
  if (!existsSync(file) || process.env.UPDATE_REFERENCES === '1') {
    mkdirSync(REFERENCES, { recursive: true });
    writeFileSync(file, actual);
    return { diffPixels: 0, ratio: 0, created: true };
  }
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(readFileSync(file));
  if (a.width !== b.width || a.height !== b.height)
    return { diffPixels: a.width * a.height, ratio: 1, created: false };
  const threshold = opts.threshold ?? 48;
  const diff = new PNG({ width: a.width, height: a.height });
  let count = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    let differs = false;
    for (let c = 0; c < 3; c++) if (Math.abs(a.data[i + c]! - b.data[i + c]!) > threshold) differs = true;
    if (differs) count++;
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
  return { diffPixels: count, ratio: count / (a.width * a.height), created: false };
}
