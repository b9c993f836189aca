import { TYPE_CODE, type Component2D } from '@twincanvas/model';
import { api } from '../../../app/api';
import { ensureFont } from '../../../app/fonts';
import type { ColourPlan } from '../../../components/chartKit/theme';
import { createComponent } from '../../../components/registry';
import { addComponentEdit } from '../../actions/addComponent';
import { applyColourPlanEdit } from '../../actions/applyColourPlan';
import { applyFontEdit } from '../../actions/applyFont';
import { insertComponentsEdit } from '../../actions/insertComponents';
import { canvasSize, contextOf } from '../../docModel';
import { perform } from '../../execute';
import { useEditor } from '../../store';
import { dataRefs, type DataLinks } from './insert';
import { libraryApi, type Resource } from './libraryApi';

/**
 * The library's actions: what needs the server (fonts, collected filters and variables, saved resources)
 * is done here; the document edits are ../../actions (addComponent, insertComponents, applyFont,
 * applyColourPlan), one undo step each.
 */

/**
 * Clicking an image adds an image component (1007) showing it at its own size (shrunk, keeping its
 * proportions, when larger than the canvas), at the view centre (one undo).
 */
export async function insertImage(r: Resource): Promise<string | null> {
  const size = await naturalSize(r.fileUrl);
  const doc = useEditor.getState().doc;
  const image = createComponent(TYPE_CODE.image);
  if (!doc || !image) return null;
  image.componentName = r.name.slice(0, 100);
  image.imageModel = { ...(image.imageModel as object), imageUrl: r.fileUrl };
  if (size && image.componentRect) {
    const canvas = canvasSize(doc);
    const k = Math.min(1, canvas.width / size.width, canvas.height / size.height);
    image.componentRect = {
      ...image.componentRect,
      componentWidth: Math.max(1, Math.round(size.width * k)),
      componentHeight: Math.max(1, Math.round(size.height * k)),
    };
  }
  return perform(addComponentEdit, image)?.committed ? image._id : null;
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
  perform(applyFontEdit, { fontRealName: r.name, fontUrl: r.fileUrl });
}

/** The selected components of the edited list (groups included, with their children). */
export function selectedComponents(): Component2D[] {
  const s = useEditor.getState();
  const ctx = s.doc ? contextOf(s.doc, s.pageId, s.groupPath) : null;
  const selected = new Set(s.selectedIds);
  return ctx ? ctx.list.filter((c) => selected.has(c._id)) : [];
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
  return perform(insertComponentsEdit, body.components ?? [], links)?.select ?? [];
}

/** Saves the single selected chart with its settings as a chart resource ('0'). */
export async function saveSelectedChart(name: string): Promise<Resource | null> {
  const [chart] = selectedComponents();
  if (!chart) return null;
  return libraryApi.add({ type: '0', name, body: { component: chart } });
}

/** A saved chart inserted with fresh ids (settings and sample data as saved). */
export function insertChart(r: Resource): string[] {
  const component = (r.body as { component?: Component2D }).component;
  return component ? (perform(insertComponentsEdit, [component])?.select ?? []) : [];
}

/** Restyles every chart of the project with a colour plan: one commit, so one undo. */
export const applyPlan = (plan: ColourPlan): boolean =>
  perform(applyColourPlanEdit, plan)?.committed === true;
