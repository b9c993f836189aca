import { isPlainObject } from '../ops/paths.js';
import type { DocNode } from '../ops/tree.js';
import type { ShapeUpgrade } from './index.js';

/** The colour fields early documents kept on the background object itself. */
const COLOUR_FIELDS = ['colorType', 'solidColor', 'gradientColor'] as const;

/**
 * Scene and page backgrounds, version 2: the colour lives in `background.backgroundColor` (a colour
 * object, docs/reference.md#colour). Version 1 documents put `colorType`, `solidColor` and
 * `gradientColor` on the background itself. A background that already has `backgroundColor` keeps it
 * (the stray fields are dropped: the documented field wins, as the renderer always let it).
 */
export const backgroundColourInside: ShapeUpgrade = {
  to: 2,
  why: 'background colour moved from the background object into background.backgroundColor',
  up(body: DocNode): DocNode {
    const bg = body.background;
    if (!isPlainObject(bg) || !COLOUR_FIELDS.some((f) => f in bg)) return body;
    const rest: DocNode = { ...bg };
    const colour: DocNode = {};
    for (const f of COLOUR_FIELDS) {
      if (f in rest) colour[f] = rest[f];
      delete rest[f];
    }
    if (!isPlainObject(rest.backgroundColor) && colour.colorType !== undefined) rest.backgroundColor = colour;
    return { ...body, background: rest };
  },
};
