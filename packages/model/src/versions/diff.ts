import { flattenDocument } from '../ops/flatten.js';
import { isPlainObject } from '../ops/paths.js';
import type { DocNode, NodeKind } from '../ops/tree.js';

/**
 * What changed between two saved versions of a project, for the versions panel (docs/versions.md).
 * Nodes are matched by id (ops address nodes by id, and a restore keeps them), so a component that kept
 * its id is "changed", never "removed and added". Components are grouped by the page (or system layer)
 * that holds them; a dynamic panel's inner pages and a group's children count as components of the page
 * that holds the outer component.
 */
export type ChangeKind = 'added' | 'removed' | 'changed';

export interface ComponentChange {
  id: string;
  kind: NodeKind;
  change: ChangeKind;
  name: string;
  /** componentType when the node has one ('' otherwise). */
  type: string;
  /** For 'changed': the top-level properties that differ, sorted; 'parent' when it moved to another parent. */
  fields: string[];
}

export interface PageDiff {
  pageId: string;
  /** 'page' or the system layer ('systemScene'). */
  kind: 'page' | 'systemScene';
  name: string;
  sceneName: string;
  /** The page itself: added, removed, changed (its own properties) or null when it is as it was. */
  change: ChangeKind | null;
  /** For change 'changed': the page's own properties that differ. */
  fields: string[];
  components: ComponentChange[];
}

export interface VersionDiff {
  /** Pages that were added, removed, changed or hold a changed component; in the newer version's order. */
  pages: PageDiff[];
  /** The project's own properties (canvas size, fonts…) that differ. */
  project: string[];
  /** Scenes added or removed, by name. */
  scenes: { id: string; name: string; change: ChangeKind }[];
  counts: { added: number; removed: number; changed: number };
}

const PAGE_KINDS: ReadonlySet<NodeKind> = new Set(['page', 'systemScene']);
/** Properties that change on every save or say nothing a reader cares about. */
const IGNORED: ReadonlySet<string> = new Set([
  '_id',
  'revision',
  'projectId',
  'projectFlag',
  'folderId',
  'groupId',
]);

interface Entry {
  id: string;
  kind: NodeKind;
  parentId: string | null;
  body: DocNode;
  /** The page or system layer the node lies on ('' for the project and scenes). */
  pageId: string;
  /** The scene of a page. */
  sceneId: string;
}

function index(doc: DocNode): Map<string, Entry> {
  const out = new Map<string, Entry>();
  for (const r of flattenDocument(doc)) {
    const parent = r.parentId === null ? undefined : out.get(r.parentId);
    const pageId = PAGE_KINDS.has(r.kind) ? r.id : (parent?.pageId ?? '');
    const sceneId = r.kind === 'scene' || r.kind === 'systemScene' ? r.id : (parent?.sceneId ?? '');
    out.set(r.id, { id: r.id, kind: r.kind, parentId: r.parentId, body: r.body, pageId, sceneId });
  }
  return out;
}

/** Deep equality of JSON values that ignores key order (PostgreSQL's jsonb does not keep it). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((v, i) => sameJson(v, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    if (ka.length !== kb.length) return false;
    return ka.every((k) => sameJson(a[k], b[k]));
  }
  return false;
}

function changedFields(a: DocNode, b: DocNode): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => !IGNORED.has(k) && !sameJson(a[k], b[k])).sort();
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
function nameOf(e: Entry): string {
  const b = e.body;
  return text(b.componentName) || text(b.name) || text(b.pageName) || text(b.scenesName) || e.id;
}

/** The changes that turn `from` (the older version) into `to` (the newer one). Pure. */
export function diffVersions(from: DocNode, to: DocNode): VersionDiff {
  const a = index(from);
  const b = index(to);
  const pages = new Map<string, PageDiff>();
  const pageOf = (id: string): PageDiff => {
    let p = pages.get(id);
    if (!p) {
      const e = b.get(id) ?? a.get(id)!;
      const scene = b.get(e.sceneId) ?? a.get(e.sceneId);
      p = {
        pageId: id,
        kind: e.kind === 'systemScene' ? 'systemScene' : 'page',
        name: nameOf(e),
        sceneName: scene && scene.kind === 'scene' ? nameOf(scene) : '',
        change: null,
        fields: [],
        components: [],
      };
      pages.set(id, p);
    }
    return p;
  };
  const counts = { added: 0, removed: 0, changed: 0 };
  const scenes: VersionDiff['scenes'] = [];
  let project: string[] = [];

  const component = (e: Entry, change: ChangeKind, fields: string[] = []) => {
    counts[change] += 1;
    pageOf(e.pageId).components.push({
      id: e.id,
      kind: e.kind,
      change,
      name: nameOf(e),
      type: text(e.body.componentType),
      fields,
    });
  };

  for (const e of b.values()) {
    const old = a.get(e.id);
    if (e.kind === 'project') {
      project = old ? changedFields(old.body, e.body).filter((k) => k !== 'projectName') : [];
      continue;
    }
    if (e.kind === 'scene') {
      if (!old) scenes.push({ id: e.id, name: nameOf(e), change: 'added' });
      continue;
    }
    if (PAGE_KINDS.has(e.kind)) {
      const fields = old ? changedFields(old.body, e.body) : [];
      if (!old || fields.length > 0) {
        const p = pageOf(e.id);
        p.change = old ? 'changed' : 'added';
        p.fields = fields;
      }
      continue;
    }
    if (!old) {
      component(e, 'added');
      continue;
    }
    const fields = changedFields(old.body, e.body);
    if (old.parentId !== e.parentId) fields.push('parent');
    if (fields.length > 0) component(e, 'changed', fields);
  }
  for (const e of a.values()) {
    if (b.has(e.id)) continue;
    if (e.kind === 'scene') scenes.push({ id: e.id, name: nameOf(e), change: 'removed' });
    else if (PAGE_KINDS.has(e.kind)) pageOf(e.id).change = 'removed';
    else if (e.kind !== 'project') component(e, 'removed');
  }

  // Newer version's page order first, then the pages only the older one had.
  const order = new Map<string, number>();
  for (const id of [...b.keys(), ...a.keys()]) if (!order.has(id)) order.set(id, order.size);
  const sorted = [...pages.values()].sort((x, y) => order.get(x.pageId)! - order.get(y.pageId)!);
  return { pages: sorted, project, scenes, counts };
}

/** True when nothing a reader would see differs. */
export function isEmptyDiff(d: VersionDiff): boolean {
  return d.pages.length === 0 && d.project.length === 0 && d.scenes.length === 0;
}
