import { describe, expect, it } from 'vitest';
import { buildProxyPayload, encodeBase64Json, fillParams, parseParamVarId, requestKey } from './params';

const values = { byId: { v1: 'Shanghai' }, byName: { city: 'Shanghai', limit: 5 } };

describe('parameter filling', () => {
  it('takes each parameter variable’s live value by id, then by name, then its own value', () => {
    expect(
      fillParams(
        [
          { id: 'u1_v1', name: 'city', value: 'Beijing' },
          { id: 'u1_gone', name: 'limit', value: 10 },
          { id: 'u1_gone2', name: 'other', value: 'x' },
          { id: 'u1_gone3', name: 'none' },
          { id: 'u1_v9', name: '' },
        ],
        values,
      ),
    ).toEqual([
      { name: 'city', value: 'Shanghai' },
      { name: 'limit', value: 5 },
      { name: 'other', value: 'x' },
      { name: 'none', value: '' },
    ]);
  });

  it('reads {userId}_{varId}', () => {
    expect(parseParamVarId('1a-2b_3c-4d')).toEqual({ userId: '1a-2b', varId: '3c-4d' });
    expect(parseParamVarId('plain')).toBeNull();
    expect(parseParamVarId('x_')).toBeNull();
  });

  it('builds the proxy request: SQL text untouched, variables always as parameters', () => {
    const payload = buildProxyPayload(
      {
        type: 'api',
        sourceType: 'mysql',
        sourceId: 's1',
        executeSql: 'select * from t where city = ${city}',
        paramVars: [{ id: 'u1_v1', name: 'city', value: 'Beijing' }],
        header: [
          { key: 'X-A', value: '1' },
          { key: ' ', value: 'skip' },
        ],
        param: { q: 2 },
        requestType: 'post',
        bodyType: 2,
        body: '{"a":1}',
      },
      values,
    );
    expect(payload).toEqual({
      type: 'mysql',
      param: {
        sourceId: 's1',
        sql: 'select * from t where city = ${city}',
        paramVars: [{ name: 'city', value: 'Shanghai' }],
        headers: { 'X-A': '1' },
        params: { q: '2' },
        requestType: 'POST',
        bodyType: 2,
        body: '{"a":1}',
      },
    });
    expect(buildProxyPayload({ type: 'file', sourceId: 'f' }, values)).toEqual({
      type: 'file',
      param: { sourceId: 'f', paramVars: [] },
    });
    expect(requestKey(payload)).not.toBe(requestKey(buildProxyPayload({ type: 'api' }, values)));
  });

  it('encodes base64 of UTF-8 JSON', () => {
    const encoded = encodeBase64Json({ city: '北京', n: 1 });
    const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
    expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual({ city: '北京', n: 1 });
  });
});
