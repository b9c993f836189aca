import { describe, expect, it } from 'vitest';
import { OFFICIAL_CASES } from './index.js';

interface Placed {
  componentName: string;
  componentType: string;
  order: number;
  componentRect: {
    componentLeft: number;
    componentTop: number;
    componentWidth: number;
    componentHeight: number;
  };
}

const inside = (a: Placed['componentRect'], b: Placed['componentRect']) =>
  a.componentLeft >= b.componentLeft &&
  a.componentTop >= b.componentTop &&
  a.componentLeft + a.componentWidth <= b.componentLeft + b.componentWidth &&
  a.componentTop + a.componentHeight <= b.componentTop + b.componentHeight;

describe('official cases', () => {
  it('draw every component above the card (panel) it sits on', () => {
    for (const c of OFFICIAL_CASES) {
      const doc = c.build() as unknown as {
        projectScenesList: { projectPageList: { projectTwoComponentList: Placed[] }[] }[];
      };
      for (const scene of doc.projectScenesList)
        for (const page of scene.projectPageList) {
          const list = page.projectTwoComponentList;
          const cards = list.filter((n) => n.componentType === '2110');
          for (const n of list) {
            if (n.componentType === '2110') continue;
            for (const card of cards)
              if (inside(n.componentRect, card.componentRect))
                expect(n.order, `${c.name}: ${n.componentName} above its card`).toBeGreaterThan(card.order);
          }
        }
    }
  });
});
