import { describe, expect, it } from 'vitest';
import { DEFAULT_TEXT_SIZE, TYPE_CODE, colorToCss, getAtPath } from '@twincanvas/model';
import { boxVisualStyle } from './common/box';
import { COMPONENTS, PALETTE, createComponent, definitionOf } from './registry';

describe('component registry', () => {
  it('one definition per type code: text 2005/2006, image 1007, rectangle 2110', () => {
    expect(definitionOf(2005)?.kind).toBe('text');
    expect(definitionOf('2006')?.kind).toBe('text');
    expect(definitionOf(TYPE_CODE.image)?.kind).toBe('image');
    expect(definitionOf(TYPE_CODE.rectangle)?.kind).toBe('rectangle');
    expect(definitionOf(5001)).toBeUndefined();
    expect(PALETTE.map((e) => e.typeCode)).toEqual([2005, 2006, 1007, 2110]);
  });
  it('defaults are Component2Ds with a fresh E id, their type code and a rect; text size 28', () => {
    for (const { typeCode } of PALETTE) {
      const a = createComponent(typeCode)!;
      expect(a._id).toMatch(/^E/);
      expect(a._id).not.toBe(createComponent(typeCode)!._id);
      expect(a.componentType).toBe(String(typeCode));
      expect(a.componentRect?.componentWidth).toBeGreaterThan(0);
    }
    expect(createComponent(2005)?.textModel?.textStyle?.fontSize).toBe(DEFAULT_TEXT_SIZE);
    expect(createComponent(1007)?.imageModel).toMatchObject({ imageUrl: '', fit: 'fill' });
  });
  it('every schema field points at a value the defaults hold (or gives a default)', () => {
    for (const def of COMPONENTS) {
      const node = def.defaults(def.typeCodes[0]);
      for (const field of def.propertySchema)
        expect(getAtPath(node, field.path) !== undefined || field.defaultValue !== undefined).toBe(true);
    }
  });
  it('the rectangle fill is its colour data, solid or gradient', () => {
    const rect = createComponent(2110)!;
    expect(boxVisualStyle(rect).background).toBe(colorToCss(rect.backgroundColorData));
    const gradient = {
      ...rect,
      backgroundColorData: { ...rect.backgroundColorData!, colorType: 2 as const },
    };
    expect(String(boxVisualStyle(gradient).background)).toMatch(/^linear-gradient\(90deg/);
    expect(boxVisualStyle({ ...rect, cornerRadius: { tl: 4, tr: 0, bl: 0, br: 8 } }).borderRadius).toBe(
      '4px 0px 8px 0px',
    );
  });
});
