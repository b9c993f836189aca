import { TYPE_CODE, type Component2D, addComponentOps, propertyOp } from '@twincanvas/model';
import { api } from '../../../app/api';
import { ensureFont } from '../../../app/fonts';
import { applyColourPlanOps, type ColourPlan } from '../../../components/chart/theme';
import { createComponent } from '../../../components/registry';
import { canvasSize, contextOf, contextOrigin, parentGroupId } from '../../docModel';
import { visibleCanvas } from '../../execute';
import { useEditor } from '../../store';
import { addProjectFontOp, dataRefs, insertComponentsOps, type DataLinks } from './insert';
import { libraryApi, type Resource } from './libraryApi';

/** Store-bound library actions: each builds ops with ./insert (or the editor's edits) and commits once. */

function target() {
  const s = useEditor.getState();
  if (!s.doc) return null;
  const ctx = contextOf(s.doc, s.pageId, s.groupPath);
  if (!ctx) return null;
  const view = visibleCanvas(s);
  const origin = contextOrigin(s.doc, s.pageId, s.groupPath);
  const center = { x: view.left + view.width / 2 - origin.x, y: view.top + view.height / 2 - origin.y };
  return { s, ctx, center, parentGroup: parentGroupId(s.doc, s.pageId, s.groupPath) };
}

/**
 * Clicking an image adds an image component (1007) showing it at its own size (shrunk, keeping its
 * proportions, when larger than the canvas), at the view centre (one undo).
 */
export async function insertImage(r: Resource): Promise<string | null> {
  const size = await naturalSize(r.fileUrl);
  const t = target();
  const image = createComponent(TYPE_CODE.image);
  if (!t || !image) return null;
  image.componentName = r.name.slice(0, 100);
  image.imageModel = { ...(image.imageModel as object), imageUrl: r.fileUrl };
  if (size && image.componentRect) {
    const canvas = canvasSize(t.s.doc!);
    const k = Math.min(1, canvas.width / size.width, canvas.height / size.height);
    image.componentRect = {
      ...image.componentRect,
      componentWidth: Math.max(1, Math.round(size.width * k)),
      componentHeight: Math.max(1, Math.round(size.height * k)),
    };
  }
  t.s.commit(addComponentOps(t.ctx, image, t.center, t.parentGroup), 'add2D', [image._id]);
  return image._id;
}

/** The image's own pixel size; null when it cannot be loaded (the component keeps its default box). */
function naturalSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () =>
      resolve(img.naturalWidth > 0 ? { width: img.naturalWidth, height: img.naturalHeight } : null);
    img.onerror = () => resolve(null);
    img.src = url;
  });
}

/** Registers a font, lists it in the project's fonts and sets it on the selected components' text. */
export async function applyFont(r: Resource): Promise<void> {
  await ensureFont(r.name, r.fileUrl);
  const t = target();
  if (!t) return;
  const font = { fontRealName: r.name, fontUrl: r.fileUrl };
  const selected = new Set(t.s.selectedIds);
  const ops = [
    ...addProjectFontOp(t.s.doc!, font),
    ...t.ctx.list
      .filter((c) => selected.has(c._id) && (c.textModel as { textStyle?: object } | undefined)?.textStyle)
      .map((c) => propertyOp(c, 'textModel.textStyle.fontName', r.name)),
  ];
  if (ops.length > 0) t.s.commit(ops, 'updateFonts');
}

/** The selected components of the edited list (groups included, with their children). */
export function selectedComponents(): Component2D[] {
  const t = target();
  if (!t) return [];
  const selected = new Set(t.s.selectedIds);
  return t.ctx.list.filter((c) => selected.has(c._id));
}

/** Collects the selection (with the filter definitions and parameter variables it uses). */
export async function collectSelection(name: string, collectGroupId: string[]): Promise<Resource[]> {
  const components = selectedComponents();
  const { filterIds, paramVars } = dataRefs(components);
  const projectFlag = useEditor.getState().projectFlag;
  const filters =
    filterIds.length > 0
      ? await api
          .post<{ id: string; name?: string; code: string }[]>(
            'project/filter/byIds',
            { projectFlag, filterIds },
            { quiet: true },
          )
          .catch(() => [])
      : [];
  return libraryApi.collect({ collectGroupId, name, components, filters, paramVars });
}

/**
 * Inserts a collected component into the open project: its filters and parameter variables are
 * re-created here first, then the components are added with fresh ids pointing at the new ones.
 */
export async function insertCollected(r: Resource): Promise<string[]> {
  const body = r.body as {
    components?: Component2D[];
    filters?: { id: string; name?: string; code: string }[];
    paramVars?: { id: string; name?: string; value?: unknown; des?: string }[];
  };
  const projectFlag = useEditor.getState().projectFlag;
  const links: DataLinks = { filters: new Map(), vars: new Map() };
  for (const f of body.filters ?? []) {
    const made = await api
      .post<{ id: string }>(
        'project/filter/add',
        { projectFlag, name: f.name ?? 'filter', code: f.code },
        { quiet: true },
      )
      .catch(() => null);
    if (made) (links.filters as Map<string, string>).set(f.id, made.id);
  }
  const vars = (body.paramVars ?? []).filter((v) => v.name);
  if (vars.length > 0) {
    const ids = await api
      .post<string[]>(
        'project/variable/addBatch',
        {
          projectFlag,
          variableList: vars.map((v) => ({
            name: v.name,
            defaultValue: String(v.value ?? ''),
            variableDescribe: v.des ?? '',
          })),
        },
        { quiet: true },
      )
      .catch(() => [] as string[]);
    vars.forEach((v, i) => {
      const varId = v.id.slice(v.id.lastIndexOf('_') + 1);
      if (ids[i]) (links.vars as Map<string, string>).set(varId, ids[i]!);
    });
  }
  const t = target();
  if (!t) return [];
  const { ops, ids } = insertComponentsOps(t.ctx, body.components ?? [], t.center, links, t.parentGroup);
  if (ops.length > 0) t.s.commit(ops, 'add2D', ids);
  return ids;
}

/** Saves the single selected chart with its settings as a chart resource ('0'). */
export async function saveSelectedChart(name: string): Promise<Resource | null> {
  const [chart] = selectedComponents();
  if (!chart) return null;
  return libraryApi.add({ type: '0', name, body: { component: chart } });
}

/** A saved chart inserted with fresh ids (settings and sample data as saved). */
export function insertChart(r: Resource): string[] {
  const t = target();
  const component = (r.body as { component?: Component2D }).component;
  if (!t || !component) return [];
  const { ops, ids } = insertComponentsOps(t.ctx, [component], t.center, undefined, t.parentGroup);
  t.s.commit(ops, 'add2D', ids);
  return ids;
}

/** Restyles every chart of the project with a colour plan: one commit, so one undo. */
export function applyPlan(plan: ColourPlan): boolean {
  const s = useEditor.getState();
  if (!s.doc) return false;
  const ops = applyColourPlanOps(s.doc, plan);
  return ops.length > 0 && s.commit(ops, 'update2D');
}
