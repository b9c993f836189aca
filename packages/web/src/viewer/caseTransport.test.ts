import { afterEach, describe, expect, it, vi } from 'vitest';
import { caseTransport } from './caseTransport';

/**
 * Which server route a case view's data request takes: the browser's network is stubbed at fetch (the
 * boundary), so the real transport and the real member transport run.
 */
afterEach(() => vi.unstubAllGlobals());

function recordFetch() {
  const seen: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    seen.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
    return new Response(JSON.stringify({ code: '0', msg: '', data: { data: [1], meta: {} } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return seen;
}

describe('case view data transport', () => {
  it('sends a twins request through the case (its stored twin ids), naming only the component', async () => {
    const seen = recordFetch();
    const t = caseTransport('case-abc', 'P1');
    const answer = await t.proxy(
      { type: 'twins', param: { paramVars: [] } },
      { componentId: 'E1', requestSource: { type: 'twins' } },
    );
    expect(answer.code).toBe('0');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toMatch(/\/project\/case\/v2\/twinData$/);
    expect(seen[0]!.body).toEqual({ caseFlag: 'case-abc', componentId: 'E1' });
  });

  it('anything else goes to the member data proxy', async () => {
    const seen = recordFetch();
    await caseTransport('case-abc', 'P1').proxy(
      { type: 'api', param: { paramVars: [], url: 'https://example.com/x' } },
      { componentId: 'E2', requestSource: { type: 'api' } },
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).not.toMatch(/twinData/);
    expect(seen[0]!.path).toMatch(/previewData\/getData$/);
  });
});
