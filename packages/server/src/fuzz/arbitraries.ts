import fc from 'fast-check';

/**
 * fast-check arbitraries for request bodies, built from each route's own JSON schema (the OpenAPI
 * document the server derives from its zod schemas), so a new route is fuzzed without anyone writing a
 * generator for it. Values mostly fit the schema, so the request gets past validation into the handler;
 * a share of them are broken on purpose (a key dropped, a value of the wrong kind, a hostile string).
 */
export type JsonSchema = Record<string, unknown>;

/**
 * A fuzz test's time limit for `runs` cases: the usual minute, plus a generous 100 ms a case, so the
 * 10,000-case runs of the bench command (FUZZ_RUNS=10000) are not cut short by the suite's per-test limit.
 */
export const fuzzTimeout = (runs: number): number => 60_000 + runs * 100;

/** Ids the fuzzer draws from besides random ones: real rows of both tenants, so handlers find things. */
export interface IdPool {
  uuids: string[];
  strings: string[];
}

/** Strings that have broken parsers, SQL and path handling elsewhere. */
const HOSTILE = [
  '',
  ' ',
  "'; drop table users; --",
  '" or 1=1 --',
  '../../../../etc/passwd',
  '%2e%2e%2f',
  '\u0000',
  '\ud800',
  '💥'.repeat(20),
  '<script>alert(1)</script>',
  '{{constructor.constructor("x")()}}',
  '__proto__',
  'constructor',
  'x'.repeat(5000),
  '1e309',
  'NaN',
  '-1',
  'null',
  'http://127.0.0.1:1/',
];

export const hostileString = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 30 }));

/** Any JSON value, including the awkward ones (deep nesting is bounded: the body limit is not the test). */
export const wildValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: hostileString },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      null,
      -1,
      0,
      2 ** 31,
      2 ** 53 + 1,
      -(2 ** 63),
      1e308,
      -0,
      [],
      {},
      // An own __proto__ key, as JSON.parse makes it (an object literal would set the prototype instead).
      JSON.parse('{"__proto__":{"admin":true}}') as unknown,
    ),
  },
);

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

function stringArb(s: JsonSchema, pool: IdPool, depth: number): fc.Arbitrary<unknown> {
  // Text that holds encoded JSON (the data proxy's base64 request): mostly a value for its own schema,
  // encoded, so the fuzzing reaches the handler behind the decoding.
  if (s.contentEncoding === 'base64' && s.contentMediaType === 'application/json')
    return fc.oneof(
      {
        weight: 3,
        arbitrary: fromSchema(s.contentSchema as JsonSchema | undefined, pool, depth + 1).map((v) =>
          Buffer.from(JSON.stringify(v) ?? 'null').toString('base64'),
        ),
      },
      { weight: 1, arbitrary: hostileString },
    );
  const format = str(s.format);
  if (format === 'uuid')
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...pool.uuids) },
      { weight: 1, arbitrary: fc.uuid() },
    );
  if (format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const min = num(s.minLength) ?? 0;
  const max = Math.min(num(s.maxLength) ?? 40, 40);
  const fitting = fc.string({ minLength: Math.min(min, max), maxLength: Math.max(min, max) });
  return fc.oneof(
    { weight: 4, arbitrary: fitting },
    { weight: 1, arbitrary: fc.constantFrom(...pool.strings) },
    { weight: 1, arbitrary: hostileString },
  );
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = num(s.minimum) ?? num(s.exclusiveMinimum) ?? -1e6;
  const max = num(s.maximum) ?? num(s.exclusiveMaximum) ?? 1e6;
  const fitting = integer
    ? fc.integer({ min: Math.max(Math.ceil(min), -(2 ** 31)), max: Math.min(Math.floor(max), 2 ** 31) })
    : fc.double({ min, max, noNaN: true });
  return fc.oneof({ weight: 4, arbitrary: fitting }, { weight: 1, arbitrary: fc.constantFrom(-1, 0, 1e12) });
}

/** A value for `schema`, mostly valid; depth-bounded. */
export function fromSchema(schema: JsonSchema | undefined, pool: IdPool, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return wildValue;
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0)
      return fc.oneof(...options.map((o) => fromSchema(o as JsonSchema, pool, depth + 1)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0)
    return fromSchema(schema.allOf[0] as JsonSchema, pool, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) shape[k] = fromSchema(v, pool, depth + 1);
      if (Object.keys(shape).length === 0)
        return fc.dictionary(fc.string({ maxLength: 8 }), wildValue, { maxKeys: 3 });
      return fc.record(shape, { requiredKeys: required.filter((k) => k in shape) });
    }
    case 'array': {
      const items = schema.items as JsonSchema | undefined;
      const max = Math.min(num(schema.maxItems) ?? 4, 4);
      const min = Math.min(num(schema.minItems) ?? 0, max);
      return fc.array(fromSchema(items, pool, depth + 1), { minLength: min, maxLength: max });
    }
    case 'string':
      return stringArb(schema, pool, depth);
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return wildValue;
  }
}

/** A body for a route: fitting its schema, one value broken, or anything at all. */
export function bodyArb(schema: JsonSchema | undefined, pool: IdPool): fc.Arbitrary<unknown> {
  const fitting = fromSchema(schema, pool);
  const broken = fc.tuple(fitting, fc.nat(), wildValue, fc.boolean()).map(([body, i, value, drop]) => {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return value;
    const keys = Object.keys(body);
    if (keys.length === 0) return { [String(i)]: value };
    const key = keys[i % keys.length]!;
    const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    if (drop) delete copy[key];
    else copy[key] = value;
    return copy;
  });
  return fc.oneof(
    { weight: 6, arbitrary: fitting },
    { weight: 3, arbitrary: broken },
    { weight: 1, arbitrary: wildValue },
  );
}

/** A path parameter: a real id, a random string, or a hostile one (URL-encoded as a client would). */
export function paramArb(pool: IdPool): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.constantFrom(...pool.uuids, ...pool.strings),
      fc.string({ minLength: 1, maxLength: 20 }),
      hostileString,
    )
    .map((v) => {
      try {
        return encodeURIComponent(v === '' ? 'x' : v);
      } catch {
        // A lone surrogate has no UTF-8 form: send the bytes a careless client would (CESU-8 of U+D800).
        return '%ED%A0%80';
      }
    });
}
