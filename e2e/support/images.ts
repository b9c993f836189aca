import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';

/**
 * Compares a screenshot with a committed reference PNG, with a tolerance for anti-aliasing: a pixel
 * counts as different when a channel differs by more than `channel` (0-255); the caller bounds the
 * returned ratio of differing pixels, over the whole image and in the worst of `tiles`. Decoding and counting run in the browser (no image library in
 * Node). A missing reference (or UPDATE_REFERENCES=1) writes the screenshot as the new reference.
 */
export async function compareWithReference(
  browser: Browser,
  actual: Buffer,
  referencePath: string,
  options: { channel?: number; tiles?: { cols: number; rows: number } } = {},
): Promise<{ created: boolean; ratio: number; worstTile: number; sameSize: boolean }> {
  if (!existsSync(referencePath) || process.env.UPDATE_REFERENCES === '1') {
    mkdirSync(path.dirname(referencePath), { recursive: true });
    writeFileSync(referencePath, actual);
    return { created: true, ratio: 0, worstTile: 0, sameSize: true };
  }
  const expected = await readFile(referencePath);
  const page = await browser.newPage();
  try {
    return {
      created: false,
      ...(await page.evaluate(
        async ({ a, b, channel, tiles }) => {
          const decode = async (b64: string) => {
            const blob = await (await fetch(`data:image/png;base64,${b64}`)).blob();
            const bitmap = await createImageBitmap(blob);
            const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
            const ctx = canvas.getContext('2d')!;
            ctx.drawImage(bitmap, 0, 0);
            return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
          };
          const [x, y] = await Promise.all([decode(a), decode(b)]);
          if (x.width !== y.width || x.height !== y.height)
            return { ratio: 1, worstTile: 1, sameSize: false };
          // Per tile as well, so one small region drawn wrong is not averaged away by a large page.
          const tw = x.width / tiles.cols;
          const th = x.height / tiles.rows;
          const perTile = new Array<number>(tiles.cols * tiles.rows).fill(0);
          let differing = 0;
          for (let i = 0; i < x.data.length; i += 4) {
            for (let c = 0; c < 3; c++)
              if (Math.abs(x.data[i + c]! - y.data[i + c]!) > channel) {
                differing++;
                const px = (i / 4) % x.width;
                const py = Math.floor(i / 4 / x.width);
                perTile[
                  Math.min(tiles.rows - 1, Math.floor(py / th)) * tiles.cols +
                    Math.min(tiles.cols - 1, Math.floor(px / tw))
                ]!++;
                break;
              }
          }
          return {
            ratio: differing / (x.width * x.height),
            worstTile: Math.max(...perTile) / (tw * th),
            sameSize: true,
          };
        },
        {
          a: actual.toString('base64'),
          b: expected.toString('base64'),
          channel: options.channel ?? 40,
          tiles: options.tiles ?? { cols: 1, rows: 1 },
        },
      )),
    };
  } finally {
    await page.close();
  }
}
