import { refused } from './errors.js';
import { functionDenied } from './sqlDeny.js';
import type { SourceKind } from './types.js';

/**
 * Reads a MySQL/MariaDB, SQL Server or Oracle query the way that server's own lexer does, and answers
 * the text with every comment replaced by one space — the text that is parsed AND the text that runs, so
 * the guard and the database can never disagree about what is a comment. The classic disagreement is
 * MariaDB's `--`: a comment only when followed by whitespace or a control character, otherwise two
 * minus signs (`SELECT 1 --1, load_file(…)` selects 1 - -1 and the file). Those are written `- -` here.
 *
 * Executable comments (MySQL `/*! … *\/`, MariaDB `/*M! … *\/`) and optimizer hints (`/*+ … *\/`) are
 * refused; so is anything unterminated. PostgreSQL needs none of this: its real parser reads the text.
 */
export interface LexedSql {
  /** The query without comments: what is parsed and what is sent. */
  text: string;
  /** The query with string literals emptied and quoted names unquoted: for the function-call scan. */
  masked: string;
}

interface Dialect {
  /** Backslash escapes inside '…' and "…" strings (MySQL's default sql_mode, pinned per session). */
  backslash: boolean;
  /** Which quote characters open a string literal; the others open a quoted name. */
  stringQuotes: string;
  nameQuotes: string;
  hashComment: boolean;
  /** `--` starts a comment only when followed by whitespace, a control character or the end. */
  dashNeedsSpace: boolean;
  nestedBlockComments: boolean;
}

const DIALECTS: Partial<Record<SourceKind, Dialect>> = {
  mysql: {
    backslash: true,
    stringQuotes: `'"`,
    nameQuotes: '`',
    hashComment: true,
    dashNeedsSpace: true,
    nestedBlockComments: false,
  },
  sqlServer: {
    backslash: false,
    stringQuotes: `'`,
    nameQuotes: '"[',
    hashComment: false,
    dashNeedsSpace: false,
    nestedBlockComments: true,
  },
  oracle: {
    backslash: false,
    stringQuotes: `'`,
    nameQuotes: '"',
    hashComment: false,
    dashNeedsSpace: false,
    nestedBlockComments: false,
  },
};

const refuse = (zh: string, en: string, detail?: string) =>
  refused(`SQL 被拒绝：${zh}`, `SQL refused: ${en}`, detail);

/** MySQL's test for what may follow `--` in a comment: whitespace or a control character (or the end). */
const spaceOrControl = (c: string | undefined) => c === undefined || c <= ' ' || c === '\x7f';

export function lexSql(kind: SourceKind, sql: string): LexedSql {
  const d = DIALECTS[kind];
  if (!d) return { text: sql, masked: sql };
  let text = '';
  let masked = '';
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const c = sql[i]!;
    const next = sql[i + 1];
    // Comments
    if (c === '/' && next === '*') {
      if (/^\/\*\s*[!+]|^\/\*M!/i.test(sql.slice(i, i + 8)))
        throw refuse('不允许可执行注释', 'executable comments (/*! … */, /*+ … */) are not allowed');
      let depth = 1;
      let j = i + 2;
      while (j < n && depth > 0) {
        if (sql[j] === '*' && sql[j + 1] === '/') {
          depth--;
          j += 2;
        } else if (d.nestedBlockComments && sql[j] === '/' && sql[j + 1] === '*') {
          depth++;
          j += 2;
        } else j++;
      }
      if (depth > 0) throw refuse('注释没有结束', 'a comment is not closed');
      text += ' ';
      masked += ' ';
      i = j;
      continue;
    }
    const dashComment = c === '-' && next === '-' && (!d.dashNeedsSpace || spaceOrControl(sql[i + 2]));
    if (dashComment || (d.hashComment && c === '#')) {
      const end = sql.indexOf('\n', i);
      text += ' ';
      masked += ' ';
      i = end < 0 ? n : end;
      continue;
    }
    if (c === '-' && next === '-') {
      // Not a comment in this dialect: two minus signs. Spaced so that no later reader takes it for one.
      text += '- ';
      masked += '- ';
      i += 1;
      continue;
    }
    // String literals and quoted names
    if (d.stringQuotes.includes(c) || d.nameQuotes.includes(c)) {
      const close = c === '[' ? ']' : c;
      const isString = d.stringQuotes.includes(c);
      let j = i + 1;
      let inner = '';
      for (;;) {
        if (j >= n) throw refuse('字符串或名称没有结束', 'a string or quoted name is not closed');
        const x = sql[j]!;
        if (isString && d.backslash && x === '\\') {
          inner += sql.slice(j, j + 2);
          j += 2;
          continue;
        }
        if (x === close) {
          if (sql[j + 1] === close) {
            inner += x;
            j += 2;
            continue;
          }
          j++;
          break;
        }
        inner += x;
        j++;
      }
      text += sql.slice(i, j);
      masked += isString ? "''" : ` ${inner} `;
      i = j;
      continue;
    }
    if (kind === 'oracle' && /[qQ]/.test(c) && next === "'" && !/[\w$]/.test(sql[i - 1] ?? ''))
      throw refuse(
        "不支持 q'…' 形式的字符串，请使用普通字符串",
        "q'…' quoted strings are not supported; use a plain string",
      );
    text += c;
    masked += c;
    i++;
  }
  return { text, masked };
}

/**
 * Every name written as a call (`name(`, `schema.name (`) in the masked text, refused when denied. A
 * second net under the syntax-tree walk: it does not depend on how a parser shapes a call.
 */
export function assertNoDeniedCall(masked: string): void {
  for (const m of masked.matchAll(/([A-Za-z_][\w$]*(?:\s*\.\s*[A-Za-z_][\w$]*)*)\s*\(/g)) {
    const name = m[1]!.replace(/\s+/g, '');
    if (functionDenied(name)) throw refuse(`不允许调用函数 ${name}`, `the function ${name} is not allowed`);
  }
}
