import { describe, expect, it } from 'vitest';
import { TYPE_CODE } from '@twincanvas/model';
import { propertyLabel } from './propertyLabel';

/** Issue 15: the co-edit overwrite notice names a property as the property panel labels it. */
describe('propertyLabel', () => {
  it('names box fields with their group, in both languages', () => {
    expect(propertyLabel(TYPE_CODE.singleLineText, 'componentRect.componentLeft', 'zh-CN')).toBe('位置 X');
    expect(propertyLabel(TYPE_CODE.singleLineText, 'componentRect.componentLeft', 'en')).toBe('Position X');
    expect(propertyLabel(TYPE_CODE.singleLineText, 'componentRect.componentWidth', 'en')).toBe('Width');
    expect(propertyLabel(TYPE_CODE.singleLineText, 'componentRect', 'zh-CN')).toBe('位置与尺寸');
    expect(propertyLabel(TYPE_CODE.singleLineText, 'componentName', 'zh-CN')).toBe('名称');
  });

  it("uses the kind's own panel label, and the common box field labels", () => {
    expect(propertyLabel(TYPE_CODE.singleLineText, 'textModel.text', 'zh-CN')).toBe('文本内容');
    expect(propertyLabel(TYPE_CODE.singleLineText, 'textModel.textStyle.fontSize', 'en')).toBe('Font size');
    expect(propertyLabel(TYPE_CODE.singleLineText, 'componentBorder.color', 'en')).toBe('Border colour');
    expect(propertyLabel(undefined, 'opacity', 'zh-CN')).toBe('不透明度');
  });

  it('names a path inside a field by that field', () => {
    expect(propertyLabel(TYPE_CODE.singleLineText, 'backgroundColorData.gradient.0', 'en')).toBe(
      'Background',
    );
  });

  it('keeps the stored path for a property the panel does not show', () => {
    expect(propertyLabel(TYPE_CODE.singleLineText, 'interactionList.0.x', 'en')).toBe('interactionList.0.x');
  });
});
