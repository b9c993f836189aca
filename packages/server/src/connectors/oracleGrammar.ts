import { register } from 'node:module';

/**
 * Oracle's SQL and PL/SQL grammar (the ANTLR PL/SQL grammar as built by dt-sql-parser, on the antlr4ng
 * runtime), loaded on the first Oracle query: the generated parser is about 11 MB of JavaScript and
 * takes most of a second to load, which a server without Oracle sources should never pay at start-up.
 *
 * dt-sql-parser ships ES modules written for bundlers: their relative imports have no file extension,
 * which Node's ES module resolver refuses. A resolve hook, limited to imports made from inside that
 * package, adds the `.js` Node needs; every other import in the process resolves untouched.
 */
const HOOK = `
export async function resolve(specifier, context, next) {
  if (specifier.startsWith('.') && (context.parentURL ?? '').includes('/dt-sql-parser/dist/') &&
      !/\\.[cm]?js$/.test(specifier))
    return next(specifier + '.js', context);
  return next(specifier, context);
}`;

/** What the guard reads of the parse tree: rule contexts with children, and terminals with a token. */
export interface OracleNode {
  /** Set on rule contexts: the index into `ruleNames`. */
  ruleIndex?: number;
  children?: OracleNode[] | null;
  /** Set on terminals. */
  symbol?: { type: number; text?: string; start: number };
  getText(): string;
}

export interface OracleParse {
  /** The `program` rule: one sql_script. */
  tree: OracleNode;
  /** Syntax errors from the lexer and the parser; a query with any is refused. */
  errors: string[];
}

export interface OracleGrammar {
  parse(text: string): OracleParse;
  ruleNames: readonly string[];
  /** Token type of a symbolic name ('AT_SIGN', …), or -1. */
  tokenType(name: string): number;
}

interface ErrorListener {
  syntaxError(...args: unknown[]): void;
  reportAmbiguity(): void;
  reportAttemptingFullContext(): void;
  reportContextSensitivity(): void;
}
interface Recognizer {
  removeErrorListeners(): void;
  addErrorListener(l: ErrorListener): void;
}
interface ParserInstance extends Recognizer {
  program(): OracleNode;
  interpreter: { predictionMode: number };
}
// The package's own type declarations import without extensions too, so TypeScript cannot follow them
// under NodeNext; these are the few members the guard uses, checked by the guard's tests.
interface LexerModule {
  PlSqlLexer: new (input: unknown) => Recognizer;
}
interface ParserModule {
  PlSqlParser: (new (tokens: unknown) => ParserInstance) & {
    ruleNames: string[];
    symbolicNames: (string | null)[];
  };
}
interface RuntimeModule {
  PredictionMode: { SLL: number; LL: number };
  CharStreams: { fromString(s: string): unknown };
  CommonTokenStream: new (lexer: Recognizer) => unknown;
}

let loading: Promise<OracleGrammar> | undefined;

export function oracleGrammar(): Promise<OracleGrammar> {
  loading ??= load();
  return loading;
}

async function load(): Promise<OracleGrammar> {
  register(`data:text/javascript,${encodeURIComponent(HOOK)}`);
  const [lexerMod, parserMod, runtime] = (await Promise.all([
    import('dt-sql-parser/dist/lib/plsql/PlSqlLexer.js'),
    import('dt-sql-parser/dist/lib/plsql/PlSqlParser.js'),
    import('antlr4ng'),
  ])) as unknown as [LexerModule, ParserModule, RuntimeModule];
  const { PlSqlLexer } = lexerMod;
  const { PlSqlParser } = parserMod;
  const parseWith = (text: string, mode: number): OracleParse => {
    const errors: string[] = [];
    const listener: ErrorListener = {
      syntaxError: (...args: unknown[]) => {
        const [, , line, column, msg] = args as [unknown, unknown, number, number, string];
        errors.push(`${line}:${column} ${String(msg).slice(0, 120)}`);
      },
      reportAmbiguity() {},
      reportAttemptingFullContext() {},
      reportContextSensitivity() {},
    };
    const lexer = new PlSqlLexer(runtime.CharStreams.fromString(text));
    lexer.removeErrorListeners();
    lexer.addErrorListener(listener);
    const parser = new PlSqlParser(new runtime.CommonTokenStream(lexer));
    parser.interpreter.predictionMode = mode;
    parser.removeErrorListeners();
    parser.addErrorListener(listener);
    return { tree: parser.program(), errors };
  };
  return {
    ruleNames: PlSqlParser.ruleNames,
    tokenType: (name) => PlSqlParser.symbolicNames.indexOf(name),
    parse(text) {
      // Two-stage parsing: the fast SLL prediction first; only a text it rejects is parsed again with
      // full LL, which alone decides that a query does not parse.
      const fast = parseWith(text, runtime.PredictionMode.SLL);
      return fast.errors.length ? parseWith(text, runtime.PredictionMode.LL) : fast;
    },
  };
}
