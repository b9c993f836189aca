import { describe, expect, it } from 'vitest';
import { TYPE_CODE, type Component2D } from '@twincanvas/model';
import { COLOUR_PLANS } from '../../components/chartKit/theme';
import { createComponent } from '../../components/registry';
import { addComponentEdit } from './addComponent';
import { applyColourPlanEdit } from './applyColourPlan';
import { applyFontEdit } from './applyFont';
import { applyChecked, byId, listAfter, sampleComponents, sampleDoc, stateOf } from './fixtures';
import { insertComponentsEdit } from './insertComponents';

describe('the library’s edits', () => {
  it('adds a component made beforehand (an image at its own size) at the centre of the view', () => {
    const state = stateOf();
    const image = createComponent(TYPE_CODE.image)!;
    image.componentRect = { ...image.componentRect!, componentWidth: 300, componentHeight: 100 };
    const outcome = addComponentEdit.run(state, image);
    expect(outcome).toMatchObject({ operation: 'add2D', select: [image._id] });
    const placed = byId(listAfter(state, outcome), image._id)!;
    expect(placed.componentRect).toMatchObject({ componentWidth: 300, componentHeight: 100 });
  });

  it('inserts saved components with fresh ids, selected, in one add2D step; nothing to insert is no edit', () => {
    const state = stateOf();
    const saved = { ...sampleComponents()[0]!, _id: 'Esaved' } as Component2D;
    const outcome = insertComponentsEdit.run(state, [saved]);
    expect(outcome.operation).toBe('add2D');
    expect(outcome.select).toHaveLength(1);
    expect(outcome.select![0]).not.toBe('Esaved');
    expect(byId(listAfter(state, outcome), outcome.select![0]!)).toBeDefined();
    expect(insertComponentsEdit.run(state, [])).toEqual({});
  });

  it('lists a font in the project once and sets it on the selected texts', () => {
    const text = { ...createComponent(TYPE_CODE.singleLineText)!, _id: 'Etext' };
    const doc = sampleDoc([...sampleComponents(), text]);
    const state = stateOf({ doc, selectedIds: ['Etext'] });
    const font = { fontRealName: 'Noto Serif', fontUrl: '/files/noto.woff2' };
    const outcome = applyFontEdit.run(state, font);
    expect(outcome.operation).toBe('updateFonts');
    const after = applyChecked(state, outcome);
    expect(after.fonts).toEqual([font]);
    const again = applyFontEdit.run(stateOf({ doc: after, selectedIds: [] }), font);
    expect(again.ops).toEqual([]);
    // A font picker only lists the font: the selected text is left to the picker's own field.
    const listed = applyFontEdit.run(state, font, false);
    expect(listed.ops).toHaveLength(1);
    expect(applyChecked(state, listed).fonts).toEqual([font]);
  });

  it('restyles the project’s charts with a colour plan in one update2D step', () => {
    const chart = { ...createComponent(13001)!, _id: 'Echart' };
    const state = stateOf({ doc: sampleDoc([...sampleComponents(), chart]) });
    const outcome = applyColourPlanEdit.run(state, COLOUR_PLANS[1]!);
    expect(outcome.operation).toBe('update2D');
    expect(outcome.ops!.length).toBeGreaterThan(0);
    applyChecked(state, outcome);
  });
});
