import { createElement, type ComponentType } from 'react';
import { shapeGeometry } from './geometry';

/** Palette icon of a shape: its own outline from the geometry table, drawn at icon size. */
export function shapeIcon(typeCode: number): ComponentType {
  const geometry = shapeGeometry(typeCode, 14, 14, 1.5, 0);
  function ShapeIcon() {
    return createElement(
      'span',
      { className: 'anticon', role: 'img' },
      createElement(
        'svg',
        { width: '1em', height: '1em', viewBox: '-1 -1 16 16', fill: 'none', 'aria-hidden': true },
        createElement('path', {
          d: geometry?.d ?? '',
          stroke: 'currentColor',
          strokeWidth: 1.5,
          fill: 'none',
        }),
      ),
    );
  }
  ShapeIcon.displayName = `ShapeIcon${typeCode}`;
  return ShapeIcon;
}
