import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBody, jsonBodyOf } from '../connectors/http.js';
import { isJsonBytes, JsonText, spliceJson } from './jsonText.js';

const parses = (s: string) => {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
};
const bytes = (s: string) => Buffer.from(s, 'utf8');

/** Text near JSON: valid JSON with one character inserted, removed or replaced from JSON's alphabet. */
const nearJson = fc
  .tuple(
    fc.json(),
    fc.nat(),
    fc.constantFrom(...'{}[]",:\\-+.eE0123456789 \n\ttfnrulsa/u\u0000\u00e9'.split('')),
    fc.constantFrom('insert', 'remove', 'replace'),
  )
  .map(([text, at, ch, how]) => {
    const i = text.length === 0 ? 0 : at % text.length;
    if (how === 'insert') return text.slice(0, i) + ch + text.slice(i);
    if (how === 'remove') return text.slice(0, i) + text.slice(i + 1);
    return text.slice(0, i) + ch + text.slice(i + 1);
  });

describe('isJsonBytes', () => {
  it('accepts exactly what JSON.parse accepts', () => {
    const cases = [
      ' [1, 2 ,{"a":-0.5e+3}] ',
      '"\\u00e9\\n\\/"',
      '0',
      '-0',
      '1E5',
      'true',
      'null',
      '{"a":{"b":[[],{}]}}',
      '[1,]',
      '{"a":1,}',
      '01',
      '1.',
      '.5',
      '-',
      '+1',
      '"\\u00zz"',
      '"\\x"',
      '"a\tb"',
      '[1 2]',
      '{"a" 1}',
      '{1:2}',
      'nul',
      'truex',
      '[',
      '',
      ' ',
      '\ufeff{}',
      '{}\u00a0',
      '"\u00e9\u4e2d\ud83d\ude00"',
    ];
    for (const c of cases) expect([c, isJsonBytes(bytes(c))]).toEqual([c, parses(c)]);
    fc.assert(
      fc.property(fc.oneof(fc.json(), nearJson, fc.string({ unit: 'binary', maxLength: 40 })), (s) => {
        expect(isJsonBytes(bytes(s))).toBe(parses(s));
      }),
      { numRuns: 5000 },
    );
  });

  it('holds for deep nesting without recursion', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(isJsonBytes(bytes(deep))).toBe(true);
    expect(isJsonBytes(bytes(deep.slice(1)))).toBe(false);
  });
});

describe('spliceJson', () => {
  it('writes the same JSON as JSON.stringify, with every JsonText as its bytes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.json(), fc.jsonValue()), { maxLength: 5 }),
        fc.jsonValue(),
        (items, extra) => {
          const answer = {
            code: '0',
            extra,
            data: items.map(([text, other]) => ({ data: JsonText.of(bytes(text)), other })),
          };
          const spliced = spliceJson(answer).toString('utf8');
          expect(JSON.parse(spliced)).toEqual(JSON.parse(JSON.stringify(answer)));
          // Each text is in the output as it came (its spacing kept), not written again.
          for (const [text] of items) expect(spliced).toContain(text);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('leaves data that looks like a marker alone, and answers without a JsonText as JSON.stringify does', () => {
    const lookalike = { s: '\u0000json-text-00000000-0000-0000-0000-000000000000-0', n: [1, 'x'] };
    expect(spliceJson(lookalike).toString('utf8')).toBe(JSON.stringify(lookalike));
    const text = JsonText.of(bytes('{"k": [1, 2]}'))!;
    expect(spliceJson({ a: lookalike, b: text }).toString('utf8')).toBe(
      `{"a":${JSON.stringify(lookalike)},"b":{"k": [1, 2]}}`,
    );
  });

  it('falls back to writing the value when a marker ends up inside a string', () => {
    const text = JsonText.of(bytes('[1, 2]'))!;
    const sneaky = { toJSON: () => JSON.stringify({ inner: text }) };
    const answer = { a: sneaky, b: text };
    expect(JSON.parse(spliceJson(answer).toString('utf8'))).toEqual({ a: '{"inner":[1,2]}', b: [1, 2] });
  });

  it('parses a JsonText only when its value is read', () => {
    expect(JsonText.of(bytes('[1,'))).toBeNull();
    const t = JsonText.of(bytes(' {"a": [1, {"b": null}]} '))!;
    expect(t.value).toEqual({ a: [1, { b: null }] });
    expect(JSON.stringify({ t })).toBe('{"t":{"a":[1,{"b":null}]}}');
  });
});

describe('jsonBodyOf', () => {
  it('passes on only what decodeBody would parse, with the same value', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.json(), nearJson, fc.string({ maxLength: 20 })),
        fc.constantFrom('application/json', 'text/plain', 'application/problem+json; charset=utf-8', ''),
        (text, type) => {
          const res = {
            status: 200,
            headers: type ? { 'content-type': type } : ({} as Record<string, string>),
            body: bytes(text),
            url: '',
            ms: 1,
          };
          const json = jsonBodyOf(res);
          if (json) expect(json.value).toEqual(decodeBody(res));
          else if (typeof decodeBody(res) !== 'string')
            expect.fail(`decodeBody parsed ${JSON.stringify(text)}`);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
