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

/**
 * The attack and fault cases live in one table, docs/security.md#attack-and-fault-cases-where-each-is-tested;
 * "SECURITY-CASES #N" in source text means its row N.
 */
const CASES_DOC = 'security.md';
const CASES_ANCHOR = 'attack-and-fault-cases-where-each-is-tested';
const CASE_COUNT = 50;
/**
 * A citation names one case or a list: "#10, #13", "#10, #13 and #14", "#39 (a text…), #27 (revoke)".
 * What follows the list is not a case ("#44 / finding 10" cites 44 only).
 */
const CASE_CITATION = /SECURITY-CASES #(\d+)((?:\s*(?:\([^()\n]*\))?\s*(?:,|and)\s*#\d+)*)/g;

/** The case numbers a line cites, and how many "SECURITY-CASES" in it name no case at all. */
export function casesCited(line: string): { cases: number[]; unreadable: number } {
  const cases: number[] = [];
  let readable = 0;
  for (const m of line.matchAll(CASE_CITATION)) {
    readable++;
    cases.push(Number(m[1]));
    for (const more of (m[2] ?? '').matchAll(/#(\d+)/g)) cases.push(Number(more[1]));
  }
  return { cases, unreadable: (line.match(/SECURITY-CASES/g) ?? []).length - readable };
}

/** The first column of the table under the heading whose anchor is `anchor`, header and rule left out. */
export function firstColumnUnder(markdown: string, anchor: string): string[] {
  const rows: string[] = [];
  let inside = false;
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) inside = headingSlug(heading[1] ?? '') === anchor;
    else if (inside && line.startsWith('|')) rows.push(line.split('|')[1]?.trim() ?? '');
  }
  return rows.slice(2);
}

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

  it('every SECURITY-CASES #N cited in source text has its row in docs/security.md, rows 1 to 50 once each', () => {
    const table = readFileSync(join(ROOT, 'docs', CASES_DOC), 'utf8');
    const rows = firstColumnUnder(table, CASES_ANCHOR);
    expect(rows).toEqual(Array.from({ length: CASE_COUNT }, (_, i) => String(i + 1)));
    const known = new Set(rows.map(Number));
    const broken: string[] = [];
    let cited = 0;
    for (const file of files) {
      if (file === SELF) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const { cases, unreadable } = casesCited(line);
          const where = `${relative(ROOT, file)}:${i + 1}`;
          if (unreadable > 0) broken.push(`${where}: SECURITY-CASES without a case number: ${line.trim()}`);
          for (const n of cases) {
            cited++;
            if (!known.has(n)) broken.push(`${where}: SECURITY-CASES #${n} has no row`);
          }
        });
    }
    expect(cited).toBeGreaterThan(100);
    expect(broken, `docs/${CASES_DOC}#${CASES_ANCHOR}`).toEqual([]);
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

  it('reads every form of a SECURITY-CASES citation and the first column of a table', () => {
    expect(casesCited('// SECURITY-CASES #1, #2, #5 and #7: the proxy #9').cases).toEqual([1, 2, 5, 7]);
    expect(casesCited("it('issue 15 #3, SECURITY-CASES #10, #13 and #14, as attacks'").cases).toEqual([
      10, 13, 14,
    ]);
    expect(casesCited('SECURITY-CASES #44 / finding 10: a weak SECRET').cases).toEqual([44]);
    expect(casesCited('SECURITY-CASES #39 (a text holding <img onerror>), #27 (revoke)').cases).toEqual([
      39, 27,
    ]);
    expect(casesCited('see SECURITY-CASES.md and SECURITY-CASES #4')).toEqual({ cases: [4], unreadable: 1 });
    const doc =
      '## Other\n| # | x |\n|---|---|\n| 9 | x |\n## Cases: here\n\n| # | a |\n|---|---|\n| 1 | a |\n| 2 | b |\n';
    expect(firstColumnUnder(doc, 'cases-here')).toEqual(['1', '2']);
  });
});
