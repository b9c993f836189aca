import type { NodeRecord } from '../ops/flatten.js';
import { flattenDocument, assembleDocument } from '../ops/flatten.js';
import type { DocNode, NodeKind } from '../ops/tree.js';
import { backgroundColourInside } from './background.js';

/**
 * Shape versions of stored nodes and the upgrades between them (docs/reference.md#shape-versions).
 *
 * A saved project outlives the code that wrote it. When the shape of a node kind (a scene, a page) or of a
 * component kind (by type code) changes, the change is written here as an upgrade from the version before,
 * and every reader of stored documents upgrades what it reads: the server's document loader and its save
 * writer, a project file's import and a named version's snapshot. A node that an upgrade changed carries
 * `schemaVersion` (the version it is in now); an absent field means "not known to be past version 1",
 * which every step tolerates by leaving bodies already in its shape alone.
 */

/** The field a node's shape version is kept in (absent: version 1). */
export const SCHEMA_VERSION_FIELD = 'schemaVersion';

export interface ShapeUpgrade {
  /** The version this step produces; steps of one kind are listed in increasing order from 2. */
  to: number;
  /** What changed, for the reference and for a reviewer reading a stored document. */
  why: string;
  /**
   * Pure: the body in the previous shape in, the body in this shape out. Must accept any old body, and
   * answer the same object for a body already in this shape: nodes are created without a version field,
   * so an unstamped body may be of any version up to the current one.
   */
  up(body: DocNode): DocNode;
}

/** Upgrades per node kind. Components are keyed separately by type code (COMPONENT_UPGRADES). */
const NODE_UPGRADES: Partial<Record<NodeKind, readonly ShapeUpgrade[]>> = {
  scene: [backgroundColourInside],
  systemScene: [backgroundColourInside],
  page: [backgroundColourInside],
};

/**
 * Upgrades per component type code (docs/reference.md#type-codes). None yet: every component kind is at
 * version 1. A kind's first shape change adds `{ [code]: [{ to: 2, why, up }] }` here and a test with a
 * body in the old shape (see upgrades.test.ts).
 */
const COMPONENT_UPGRADES: Readonly<Record<string, readonly ShapeUpgrade[]>> = {};

const COMPONENT_KINDS: ReadonlySet<NodeKind> = new Set(['component2d', 'component3d', 'gisComponent']);

/** The upgrade steps of a stored node, by its kind and (components) its type code. */
export function upgradesOf(kind: NodeKind, body: DocNode): readonly ShapeUpgrade[] {
  if (!COMPONENT_KINDS.has(kind)) return NODE_UPGRADES[kind] ?? [];
  const code = body.componentType ?? body.type;
  return typeof code === 'string' || typeof code === 'number' ? (COMPONENT_UPGRADES[String(code)] ?? []) : [];
}

/** The version nodes of this kind are written in now (1 when the kind never changed shape). */
export function currentShapeVersion(kind: NodeKind, body: DocNode): number {
  const steps = upgradesOf(kind, body);
  return steps.length ? steps[steps.length - 1]!.to : 1;
}

/** The version a stored body says it is in. */
export function shapeVersionOf(body: DocNode): number {
  const v = body[SCHEMA_VERSION_FIELD];
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : 1;
}

/**
 * The body in the current shape of its kind, or the same object when it already is (callers test identity
 * to know whether anything changed). A body from a newer version than this code knows is left as it is:
 * a downgrade cannot be guessed, and rewriting it would lose what the newer code stored.
 */
export function upgradeNodeBody(kind: NodeKind, body: DocNode): DocNode {
  const steps = upgradesOf(kind, body);
  if (!steps.length) return body;
  const from = shapeVersionOf(body);
  const due = steps.filter((s) => s.to > from);
  if (!due.length) return body;
  let next = body;
  for (const step of due) next = step.up(next);
  // Already in the current shape (a body written since, which creation code does not stamp): untouched.
  if (next === body) return body;
  return { ...next, [SCHEMA_VERSION_FIELD]: due[due.length - 1]!.to };
}

/** Node records with every body upgraded; the same array when none needed it. */
export function upgradeRecords(records: readonly NodeRecord[]): readonly NodeRecord[] {
  let changed = false;
  const out = records.map((r) => {
    const body = upgradeNodeBody(r.kind, r.body);
    if (body === r.body) return r;
    changed = true;
    return { ...r, body };
  });
  return changed ? out : records;
}

/** A whole document (a project file, a version snapshot) with every node in its current shape. */
export function upgradeDocument(doc: DocNode): DocNode {
  const [root, ...records] = flattenDocument(doc);
  const upgraded = upgradeRecords(records);
  const rootBody = upgradeNodeBody('project', root!.body);
  if (upgraded === records && rootBody === root!.body) return doc;
  return assembleDocument(rootBody, upgraded);
}
