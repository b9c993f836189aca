// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import exceptions from '../../viewer-boundary.json';

// The viewer boundary checked on the import graph rather than on a build (a build takes minutes here):
// every module reachable from the viewer entry, static or lazy. Type-only imports are followed too, so
// this is a superset of what the bundler puts in the viewer's chunks.

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** A relative specifier as the bundler resolves it; null for assets (CSS, JSON, SVG) and other non-code. */
function resolveRelative(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  if (existsSync(base) && statSync(base).isFile()) return /\.tsx?$/.test(base) ? base : null;
  const found = SOURCE_EXTENSIONS.map((ext) => base + ext).find((file) => existsSync(file));
  if (!found) throw new Error(`${relative(WEB, from)}: cannot resolve '${specifier}'`);
  return found;
}

interface Graph {
  /** Every reached module (path relative to packages/web) and the module that first imported it. */
  parents: Map<string, string | null>;
  /** Every package import of a reached module, as `file → package`. */
  packages: { file: string; name: string }[];
}

/** Walks the relative imports from `entry`; workspace and npm packages are recorded, not entered. */
function walk(entry: string): Graph {
  const parents = new Map<string, string | null>();
  const packages: Graph['packages'] = [];
  const queue: [string, string | null][] = [[resolve(WEB, entry), null]];
  while (queue.length > 0) {
    const [file, parent] = queue.shift()!;
    const key = relative(WEB, file);
    if (parents.has(key)) continue;
    parents.set(key, parent);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) {
        packages.push({ file: key, name: fileName });
        continue;
      }
      const target = resolveRelative(file, fileName);
      if (target) queue.push([target, key]);
    }
  }
  return { parents, packages };
}

/** How `file` is reached from the entry, for a failure message that says where to cut. */
function chain(graph: Graph, file: string): string {
  const steps = [file];
  for (let at = graph.parents.get(file); at; at = graph.parents.get(at)) steps.unshift(at);
  return steps.join(' → ');
}

const isAntd = (name: string) => /^(antd|@ant-design)(\/|$)/.test(name);
const ALLOWED = Object.values(exceptions).filter(
  (entry): entry is { reason: string; import: string; files: string[] } => typeof entry === 'object',
);
const allowed = (file: string, name: string) =>
  ALLOWED.some((entry) => entry.import === name && entry.files.includes(file));

describe('the viewer boundary', () => {
  const viewer = walk('src/viewer/entry.tsx');

  it('reaches the viewer, its renderers and the data runtime from the viewer entry', () => {
    expect(viewer.parents.has('src/viewer/Player.tsx')).toBe(true);
    expect(viewer.parents.has('src/components/registry.ts')).toBe(true);
    expect(viewer.parents.has('src/data/runtime.ts')).toBe(true);
  });

  it('reaches no editor module from the viewer entry', () => {
    const editor = [...viewer.parents.keys()].filter((file) => file.includes('/editor/'));
    expect(editor.map((file) => chain(viewer, file))).toEqual([]);
  });

  it("reaches no component kind's editing part (icons, property schemas) nor the editing registry", () => {
    const editing = [...viewer.parents.keys()].filter((file) =>
      /^src\/components\/(.+\/editing|editingRegistry)\.tsx?$/.test(file),
    );
    expect(editing.map((file) => chain(viewer, file))).toEqual([]);
  });

  it('imports antd and @ant-design/* only where viewer-boundary.json allows it', () => {
    const offending = viewer.packages.filter(({ file, name }) => isAntd(name) && !allowed(file, name));
    expect(offending.map(({ file, name }) => `${chain(viewer, file)} imports ${name}`)).toEqual([]);
  });

  it('keeps no stale exception: each allowed file is reached and still imports its package', () => {
    const used = new Set(viewer.packages.map(({ file, name }) => `${file} ${name}`));
    const stale = ALLOWED.flatMap((entry) => entry.files.map((file) => `${file} ${entry.import}`)).filter(
      (pair) => !used.has(pair),
    );
    expect(stale).toEqual([]);
  });

  it('sees the editor and antd from the app entry, so the walk does find what it looks for', () => {
    const app = walk('src/app/App.tsx');
    expect([...app.parents.keys()].some((file) => file.includes('/editor/'))).toBe(true);
    expect(app.packages.some(({ name }) => name === 'antd')).toBe(true);
  });
});

/**
 * One import of a module: a static import or re-export (type-only ones are erased) or an `import()`;
 * `gate` names the property a lazy import is the value of (`loadLayer: () => import('./layer')`).
 */
interface Edge {
  specifier: string;
  lazy: boolean;
  gate?: string;
}

/** The property whose value (an arrow or function) holds `node`, if any. */
function propertyAround(node: ts.Node): string | undefined {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if ((ts.isPropertyAssignment(at) || ts.isMethodDeclaration(at)) && ts.isIdentifier(at.name))
      return at.name.text;
    if (ts.isSourceFile(at)) return undefined;
  }
  return undefined;
}

/** The value imports of a source file, each marked static or lazy (a call of `import()`). */
function edgesOf(file: string): Edge[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const edges: Edge[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.importClause?.isTypeOnly) edges.push({ specifier: node.moduleSpecifier.text, lazy: false });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) edges.push({ specifier: node.moduleSpecifier.text, lazy: false });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const gate = propertyAround(node);
      edges.push({ specifier: node.arguments[0].text, lazy: true, ...(gate ? { gate } : {}) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/**
 * Every module reachable from `entry` through static and lazy value imports, except through the lazy
 * imports `passes` lets by: what a page can ever load without passing those gates.
 */
function walkUntil(entry: string, passes: (file: string, edge: Edge) => boolean): Graph {
  const parents = new Map<string, string | null>();
  const packages: Graph['packages'] = [];
  const queue: [string, string | null][] = [[resolve(WEB, entry), null]];
  while (queue.length > 0) {
    const [file, parent] = queue.shift()!;
    const key = relative(WEB, file);
    if (parents.has(key)) continue;
    parents.set(key, parent);
    for (const edge of edgesOf(file)) {
      if (edge.lazy && passes(key, edge)) continue;
      if (!edge.specifier.startsWith('.')) packages.push({ file: key, name: edge.specifier });
      else {
        const target = resolveRelative(file, edge.specifier);
        if (target) queue.push([target, key]);
      }
    }
  }
  return { parents, packages };
}

const isThree = (name: string) => /^(three|three-mesh-bvh|three-stdlib|postprocessing)(\/|$)/.test(name);
/** The viewer's 3D layer: Player.tsx loads it lazily, only for pages of a 3D scene. */
const isSceneLayerGate = (file: string, edge: Edge) =>
  file === 'src/viewer/Player.tsx' && edge.specifier === './scene3d/Scene3DLayer';
/** A 3D kind's layer: its definition's loadLayer, called only by the engine's layer host. */
const isKindLayerGate = (file: string, edge: Edge) =>
  file.startsWith('src/components/') && edge.gate === 'loadLayer';

describe('the viewer boundary of the 3D engine', () => {
  const outside = walkUntil(
    'src/viewer/entry.tsx',
    (f, e) => isSceneLayerGate(f, e) || isKindLayerGate(f, e),
  );
  const threeIn = (g: Graph) => g.packages.filter(({ name }) => isThree(name));

  it('reaches three.js and the engine only through the lazily loaded 3D layer', () => {
    expect(threeIn(outside).map(({ file, name }) => `${chain(outside, file)} imports ${name}`)).toEqual([]);
    const engine = [...outside.parents.keys()].filter((f) =>
      ['src/engine3d/index.ts', 'src/engine3d/engine.ts'].includes(f),
    );
    expect(engine.map((file) => chain(outside, file))).toEqual([]);
  });

  it('finds what it guards against: through the 3D layer the engine and three.js are reached', () => {
    const through = walkUntil('src/viewer/entry.tsx', isKindLayerGate);
    expect(through.parents.has('src/engine3d/engine.ts')).toBe(true);
    expect(threeIn(through).length).toBeGreaterThan(0);
    // And a 3D kind's layer does import three.js (the gate matters).
    const kinds = walkUntil('src/viewer/entry.tsx', isSceneLayerGate);
    expect(threeIn(kinds).some(({ file }) => file.startsWith('src/components/'))).toBe(true);
  });
});
