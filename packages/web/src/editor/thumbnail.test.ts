import { describe, expect, it } from 'vitest';
import { schematicThumbnail } from './thumbnail';

const rect = (left: number, top: number, extra: object = {}) => ({
  componentType: '2110',
  componentRect: { componentLeft: left, componentTop: top, componentWidth: 400, componentHeight: 250 },
  ...extra,
});

describe('schematicThumbnail', () => {
  it('draws the first page boxes scaled to 320 px wide, hidden ones left out', () => {
    const url = schematicThumbnail({
      canvasWidth: 1920,
      canvasHeight: 1080,
      projectScenesList: [
        { projectPageList: [{ projectTwoComponentList: [rect(960, 540), rect(0, 0, { show: false })] }] },
      ],
    });
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(url.split(',')[1]!);
    expect(svg).toContain('height="180"');
    expect(svg).toContain('<rect x="160" y="90" width="67" height="42"');
    expect(svg.match(/<rect /g)).toHaveLength(2); // background + one visible box
  });

  it('stays small for a big page and cannot be broken out of by colour text', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      rect(i % 1900, i % 1000, {
        backgroundColorData: { colorType: 1, solidColor: '"/><script>x</script>' },
      }),
    );
    const url = schematicThumbnail({
      projectScenesList: [{ projectPageList: [{ projectTwoComponentList: many }] }],
    });
    expect(url.length).toBeLessThan(64_000);
    expect(decodeURIComponent(url)).not.toContain('<script>');
  });
});
