import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The rules a comment leans on must be readable from a fresh clone: source text cites docs/reference.md
 * (or another docs/*.md) by anchor, never the specification documents kept outside the repository, and
 * every cited anchor exists. docs/architecture.md#reference-and-glossary says where the reference lives.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCE_DIRS = ['packages/model/src', 'packages/sandbox/src', 'packages/server/src', 'packages/web/src'];
const OTHER_DIRS = ['e2e', 'bench', 'scripts'];
const SOURCE_EXT = /\.(ts|tsx|mts|mjs|cjs|js)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'coverage']);

/**
 * Citations of the outside documents: "docs/reference.md#saving", "docs/reference.md#api", a bare "docs/reference.md#type-codes".
 * "editor specs" (E2E spec files) is not one.
 */
const OUTSIDE_CITATION = [/\b(editor|platform)\s+spec\b(?!s)/i, /\bspec(?:'s)?\s+(?:sections?\s+)?\d/i];
/** A cited anchor: docs/<file>.md#<anchor>. */
const DOC_LINK = /docs\/([\w./-]+\.md)#([\w-]+)/g;

function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP_DIRS.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE_EXT.test(entry.name)) out.push(path);
    }
  };
  for (const dir of [...SOURCE_DIRS, ...OTHER_DIRS]) walk(join(ROOT, dir));
  return out;
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a markdown file offers: its headings' slugs and explicit `<a id="…">` targets. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading?.[1]) anchors.add(headingSlug(heading[1]));
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) if (m[1]) anchors.add(m[1]);
  }
  return anchors;
}

const anchorCache = new Map<string, Set<string> | null>();
function docAnchors(file: string): Set<string> | null {
  if (!anchorCache.has(file)) {
    const path = join(ROOT, 'docs', file);
    anchorCache.set(file, existsSync(path) ? anchorsOf(readFileSync(path, 'utf8')) : null);
  }
  return anchorCache.get(file) ?? null;
}

const SELF = fileURLToPath(import.meta.url);

describe('documentation references in source comments', () => {
  const files = sourceFiles();

  it('finds the source files it guards', () => {
    expect(files.length).toBeGreaterThan(500);
  });

  it('no source text or doc cites the specification documents outside the repository', () => {
    const offenders: string[] = [];
    const docs = readdirSync(join(ROOT, 'docs'))
      .filter((n) => n.endsWith('.md'))
      .map((n) => join(ROOT, 'docs', n));
    for (const file of [...files, ...docs, join(ROOT, 'README.md')]) {
      if (file === SELF) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (OUTSIDE_CITATION.some((re) => re.test(line)))
            offenders.push(`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(offenders, 'cite docs/reference.md#<anchor> instead').toEqual([]);
  });

  it('every docs/<file>.md#<anchor> cited in source text exists', () => {
    const broken: string[] = [];
    let cited = 0;
    for (const file of files) {
      if (file === SELF) continue;
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(DOC_LINK)) {
        const [link, doc, anchor] = m;
        if (!doc || !anchor) continue;
        cited++;
        const anchors = docAnchors(doc);
        if (!anchors?.has(anchor)) broken.push(`${relative(ROOT, file)}: ${link}`);
      }
    }
    expect(cited).toBeGreaterThan(300);
    expect(broken).toEqual([]);
  });

  it('links between the docs land on existing anchors', () => {
    const broken: string[] = [];
    const docsDir = join(ROOT, 'docs');
    for (const name of readdirSync(docsDir).filter((n) => n.endsWith('.md'))) {
      const text = readFileSync(join(docsDir, name), 'utf8');
      for (const m of text.matchAll(/\]\(([\w./-]*\.md)?#([\w-]+)\)/g)) {
        const target = m[1] ?? name;
        const anchors = docAnchors(target);
        if (!anchors?.has(m[2] ?? '')) broken.push(`docs/${name}: ${m[0]}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('anchor rules', () => {
  it('slugs headings the way GitHub does and reads explicit anchors', () => {
    expect(headingSlug('## 4. Identifiers'.replace(/^#+\s*/, ''))).toBe('4-identifiers');
    expect(headingSlug('Base-map data URLs (for the browser)')).toBe('base-map-data-urls-for-the-browser');
    const anchors = anchorsOf('# Title\n<a id="ops"></a>\n```\n# not a heading\n```\n## Copy and paste\n');
    expect([...anchors].sort()).toEqual(['copy-and-paste', 'ops', 'title']);
  });
});
