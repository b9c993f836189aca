import { colorToCss, type ColorData } from '@twincanvas/model';

const WIDTH = 320;
/** Enough boxes to recognise a layout; more would only grow the data URL. */
const MAX_BOXES = 120;

interface Box {
  componentType?: string;
  show?: boolean;
  initStatus?: boolean;
  componentRect?: {
    componentLeft: number;
    componentTop: number;
    componentWidth: number;
    componentHeight: number;
  };
  backgroundColorData?: ColorData;
}

type Doc = {
  canvasWidth?: number;
  canvasHeight?: number;
  projectScenesList?: {
    projectPageList?: { projectTwoComponentList?: Box[] }[];
    background?: { backgroundColor?: ColorData };
  }[];
};

const KIND_FILL: Record<string, string> = { '2005': '#9ecbff', '2006': '#9ecbff', '1007': '#3d4b66' };

/**
 * The project's thumbnail (the project edit call carries a thumbnailUrl, refreshed when the first scene
 * changes; docs/reference.md#api): a schematic SVG of the first page's boxes, drawn from the document itself so it needs no
 * screenshot machinery and stays a few kilobytes.
 */
export function schematicThumbnail(doc: Doc): string {
  const cw = doc.canvasWidth || 1920;
  const ch = doc.canvasHeight || 1080;
  const k = WIDTH / cw;
  const height = Math.round(ch * k);
  const scene = doc.projectScenesList?.[0];
  const boxes = (scene?.projectPageList?.[0]?.projectTwoComponentList ?? []).slice(0, MAX_BOXES);
  const bg =
    (scene?.background?.backgroundColor && colorToCss(scene.background.backgroundColor)) || '#0d1b33';
  const rects = boxes
    .filter((b) => b.componentRect && b.show !== false && b.initStatus !== false)
    .map((b) => {
      const r = b.componentRect!;
      const solid = b.backgroundColorData?.colorType === 1 ? colorToCss(b.backgroundColorData) : null;
      const fill = solid && solid !== 'transparent' ? solid : (KIND_FILL[b.componentType ?? ''] ?? '#2f6fed');
      const n = (v: number) => Math.round(v * k);
      return `<rect x="${n(r.componentLeft)}" y="${n(r.componentTop)}" width="${Math.max(1, n(r.componentWidth))}" height="${Math.max(1, n(r.componentHeight))}" fill="${escapeAttr(fill)}" rx="1"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}"><rect width="100%" height="100%" fill="${escapeAttr(bg)}"/>${rects}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function escapeAttr(v: string): string {
  return v.replace(/[<>"&]/g, '');
}
