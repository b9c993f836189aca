import { useEffect, useRef } from 'react';
import Guides from '@scena/react-guides';
import { useEditor } from '../store';

export const RULER_SIZE = 20;

const unitFor = (scale: number) => (scale >= 1 ? 50 : scale >= 0.5 ? 100 : scale >= 0.25 ? 200 : 500);

/**
 * Rulers along the top and left of the canvas; drag out of a ruler to add a snapping guide (the top ruler
 * gives horizontal guides at y positions, the left one vertical guides at x positions, as scena's Guides do).
 */
export function Rulers() {
  const top = useRef<Guides>(null);
  const left = useRef<Guides>(null);
  const scale = useEditor((s) => s.scale);
  const panX = useEditor((s) => s.panX);
  const panY = useEditor((s) => s.panY);
  const setGuides = useEditor((s) => s.setGuides);

  useEffect(() => {
    // The ruler shows canvas coordinates: pixel p of the viewport is canvas (p - pan) / scale.
    top.current?.scroll(-panX / scale);
    top.current?.scrollGuides(-panY / scale);
    left.current?.scroll(-panY / scale);
    left.current?.scrollGuides(-panX / scale);
  }, [scale, panX, panY]);

  const common = {
    zoom: scale,
    unit: unitFor(scale),
    backgroundColor: '#151a24',
    lineColor: '#4a5468',
    textColor: '#8d98ad',
    displayDragPos: true,
    useResizeObserver: true,
    guideStyle: { background: '#ff4d8d' },
    dragGuideStyle: { background: '#ff4d8d' },
  } as const;
  return (
    <>
      <div className="tc-ruler-corner" />
      <div className="tc-ruler tc-ruler-top" data-testid="ruler-top">
        <Guides
          ref={top}
          type="horizontal"
          {...common}
          rulerStyle={{ left: RULER_SIZE, width: `calc(100% - ${RULER_SIZE}px)`, height: '100%' }}
          onChangeGuides={(e) => setGuides('h', e.guides)}
        />
      </div>
      <div className="tc-ruler tc-ruler-left" data-testid="ruler-left">
        <Guides
          ref={left}
          type="vertical"
          {...common}
          rulerStyle={{ top: RULER_SIZE, height: `calc(100% - ${RULER_SIZE}px)`, width: '100%' }}
          onChangeGuides={(e) => setGuides('v', e.guides)}
        />
      </div>
    </>
  );
}
