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
