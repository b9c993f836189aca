import { refused } from './errors.js';
import { oracleGrammar, type OracleGrammar, type OracleNode } from './oracleGrammar.js';

/**
 * The Oracle half of the read-only SQL guard: the bound query (comments already removed by
 * sqlLexer.ts, variables already bound as `:p0` parameters) is parsed with Oracle's own SQL and PL/SQL
 * grammar. It passes only if the whole text parses without a single syntax error as ONE statement, and
 * that statement is a SELECT (with or without WITH). Inside it, anything that is not a plain read is
 * refused wherever it appears: PL/SQL (blocks, `WITH FUNCTION`, EXECUTE IMMEDIATE), writes, SELECT …
 * INTO, FOR UPDATE, database links (`@link`), and any name of the server's packages that run SQL text,
 * reach the network or the file system (DBMS_*, UTL_*, …) — also when called without parentheses,
 * which Oracle allows for functions without arguments. See docs/security.md.
 */
const refuse = (zh: string, en: string, detail?: string) =>
  refused(`SQL 被拒绝：${zh}`, `SQL refused: ${en}`, detail);

/** Rules that never belong in a read-only query, wherever they appear in the tree. */
const REFUSED_RULES: Record<string, [zh: string, en: string]> = {
  anonymous_block: [
    '不允许 PL/SQL 代码块（BEGIN … END / DECLARE）',
    'PL/SQL blocks (BEGIN … END, DECLARE) are not allowed',
  ],
  function_body: ['不允许在查询中定义 PL/SQL 函数', 'PL/SQL functions inside a query are not allowed'],
  procedure_body: ['不允许在查询中定义 PL/SQL 过程', 'PL/SQL procedures inside a query are not allowed'],
  execute_immediate: ['不允许 EXECUTE IMMEDIATE', 'EXECUTE IMMEDIATE is not allowed'],
  for_update_clause: ['不允许加锁读取（FOR UPDATE）', 'locking reads (FOR UPDATE) are not allowed'],
  into_clause: ['不允许 SELECT … INTO', 'SELECT … INTO is not allowed'],
  link_name: ['不允许使用数据库链接（@）', 'database links (@) are not allowed'],
  insert_statement: ['只允许查询（SELECT）', 'only queries (SELECT) are allowed'],
  update_statement: ['只允许查询（SELECT）', 'only queries (SELECT) are allowed'],
  delete_statement: ['只允许查询（SELECT）', 'only queries (SELECT) are allowed'],
  merge_statement: ['只允许查询（SELECT）', 'only queries (SELECT) are allowed'],
  lock_table_statement: ['只允许查询（SELECT）', 'only queries (SELECT) are allowed'],
};

/**
 * Names refused wherever they stand (a call, a call without parentheses, a package, a type): Oracle's
 * packages that execute SQL text (DBMS_SQL, DBMS_XMLGEN, DBMS_XMLQUERY), stall or signal (DBMS_LOCK,
 * DBMS_PIPE, DBMS_ALERT), reach the network or files (UTL_HTTP, UTL_TCP, UTL_FILE, UTL_INADDR,
 * HTTPURITYPE), schedule or run Java (DBMS_SCHEDULER, DBMS_JAVA), and the schemas whose public functions
 * have been used to run SQL as their owner (CTXSYS, ORDSYS).
 */
const REFUSED_NAME = /^(dbms_\w*|utl_\w*|owa_\w*|htp|htf|httpuritype|dburitype|xdburitype|ctxsys|ordsys)$/;

interface Judged {
  grammar: OracleGrammar;
  limited: boolean;
}

function ruleOf(g: OracleGrammar, n: OracleNode): string | undefined {
  return n.ruleIndex === undefined ? undefined : g.ruleNames[n.ruleIndex];
}

/** The rule children of a node, without the separators and the end of input. */
const rules = (n: OracleNode) => (n.children ?? []).filter((c) => c.ruleIndex !== undefined);

function walk(g: OracleGrammar, atSign: number, node: OracleNode, depth: number): void {
  if (depth > 2000) throw refuse('语句嵌套过深', 'the statement is nested too deeply');
  const rule = ruleOf(g, node);
  if (rule !== undefined) {
    const why = REFUSED_RULES[rule];
    if (why) throw refuse(why[0], why[1], rule);
  } else if (node.symbol) {
    if (node.symbol.type === atSign)
      throw refuse('不允许使用数据库链接（@）', 'database links (@) are not allowed');
    const name = (node.symbol.text ?? '').replace(/"/g, '').toLowerCase();
    if (REFUSED_NAME.test(name)) throw refuse(`不允许使用 ${name}`, `${name} is not allowed`);
    return;
  }
  for (const c of node.children ?? []) walk(g, atSign, c, depth + 1);
}

/** Whether the outermost query has its own FETCH FIRST / OFFSET (a nested subquery's does not count). */
function outerFetch(g: OracleGrammar, node: OracleNode, top: boolean): boolean {
  for (const c of rules(node)) {
    const r = ruleOf(g, c);
    if (r === 'fetch_clause' || r === 'offset_clause') return true;
    if (r === 'subquery' && !top) continue;
    if (r === 'select_only_statement' || r === 'subquery' || r === 'subquery_basic_elements') {
      if (outerFetch(g, c, false)) return true;
    }
  }
  return false;
}

/** Throws `refused` unless `text` is one read-only Oracle SELECT; answers whether it limits itself. */
export async function guardOracle(text: string): Promise<Judged> {
  const grammar = await oracleGrammar();
  // The text that runs has no final semicolon (bindVariables removed it; Oracle refuses one after a
  // SELECT). A PL/SQL block needs its own to parse at all, and is then refused for what it is.
  const { tree, errors } = grammar.parse(`${text}\n;`);
  if (errors.length)
    throw refuse(
      '无法按 Oracle 语法解析，只允许单条 SELECT 查询',
      'it could not be parsed as Oracle SQL; only a single SELECT query is allowed',
      errors.slice(0, 3).join('; '),
    );
  const script = rules(tree)[0];
  const units = script ? rules(script) : [];
  if (units.length !== 1) throw refuse('只允许一条语句', 'only one statement is allowed');
  if (ruleOf(grammar, units[0]!) !== 'unit_statement')
    throw refuse('只允许查询（SELECT）', 'only queries (SELECT) are allowed', ruleOf(grammar, units[0]!));
  const dml = rules(units[0]!);
  const select =
    dml.length === 1 && ruleOf(grammar, dml[0]!) === 'data_manipulation_language_statements'
      ? rules(dml[0]!)
      : [];
  if (select.length !== 1 || ruleOf(grammar, select[0]!) !== 'select_statement') {
    const what = ruleOf(grammar, (select[0] ?? dml[0])!) ?? '';
    const why = REFUSED_RULES[what] ?? ['只允许查询（SELECT）', 'only queries (SELECT) are allowed'];
    throw refuse(why[0], why[1], what);
  }
  walk(grammar, grammar.tokenType('AT_SIGN'), select[0]!, 0);
  return { grammar, limited: outerFetch(grammar, select[0]!, true) };
}
