import { propertyOp } from '@twincanvas/model';
import { contextOf } from '../docModel';
import { addProjectFontOp } from '../panels/library/insert';
import { defineEdit } from './types';

/**
 * A group font listed in the project's fonts (what the viewer loads on demand; listed once) and, from the
 * library, set on the selected components' text: one updateFonts step. A font picker, which sets the font
 * on its own field, only lists it (`onSelection` false).
 */
export const applyFontEdit = defineEdit(
  'applyFont',
  (state, font: { fontRealName: string; fontUrl: string }, onSelection = true) => {
    const ctx = contextOf(state.doc, state.pageId, state.groupPath);
    if (!ctx) return {};
    const selected = new Set(onSelection ? state.selectedIds : []);
    const ops = [
      ...addProjectFontOp(state.doc, font),
      ...ctx.list
        .filter((c) => selected.has(c._id) && (c.textModel as { textStyle?: object } | undefined)?.textStyle)
        .map((c) => propertyOp(c, 'textModel.textStyle.fontName', font.fontRealName)),
    ];
    return { ops, operation: 'updateFonts' };
  },
);
