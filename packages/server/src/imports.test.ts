import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/**
 * The unit a file belongs to: an area under `modules/` (`modules/projects`), a loose file there
 * (`modules/index.ts`), or a top-level folder of `src` (`http`, `db`). Tests and their kits may reach
 * across areas; production code may not go round in a circle.
 */
function unitOf(rel: string): string {
  const parts = rel.split('/');
  if (parts[0] === 'modules') return parts.length > 2 ? `modules/${parts[1]}` : rel;
  return parts.length > 1 ? parts[0]! : rel;
}

/** What the build ships (tsconfig.json's exclusions): tests, their kits (`*testkit.ts`) and `test/` are not. */
const isProduction = (rel: string) =>
  rel.endsWith('.ts') &&
  !rel.endsWith('.test.ts') &&
  !rel.endsWith('testkit.ts') &&
  !rel.startsWith('test/') &&
  !rel.endsWith('.d.ts');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

/** unit → the units it imports from (type-only imports count: they are a dependency of the design too). */
function unitGraph(root = SRC): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of filesUnder(root)) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    if (!isProduction(rel)) continue;
    const from = unitOf(rel);
    const outs = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, outs);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:import|export) (?:type )?[^;]*?from '(\.[^']+)'/gms)) {
      const target = path
        .relative(root, path.resolve(path.dirname(file), m[1]!))
        .split(path.sep)
        .join('/');
      const to = unitOf(target);
      if (to !== from) outs.set(to, [...(outs.get(to) ?? []), rel]);
    }
  }
  return graph;
}

/** Groups of units that reach each other (Tarjan's strongly connected components, size > 1). */
function cycles(graph: Map<string, Map<string, string[]>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('server imports', () => {
  it('no two areas of the server depend on each other, directly or round a circle', () => {
    const graph = unitGraph();
    expect(graph.size).toBeGreaterThan(30); // the scan sees the areas at all
    const found = cycles(graph).map((group) =>
      group.flatMap((a) =>
        [...(graph.get(a) ?? [])]
          .filter(([b]) => group.includes(b))
          .map(([b, files]) => `${a} → ${b} (${[...new Set(files)].join(', ')})`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['modules/a', new Map([['modules/b', ['a.ts']]])],
      ['modules/b', new Map([['modules/c', ['b.ts']]])],
      ['modules/c', new Map([['modules/a', ['c.ts']]])],
      ['modules/d', new Map([['modules/a', ['d.ts']]])],
    ]);
    expect(cycles(graph)).toEqual([['modules/a', 'modules/b', 'modules/c']]);
  });
});
