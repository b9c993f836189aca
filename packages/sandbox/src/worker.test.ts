import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handleSandboxMessage } from './worker.js';

describe('handleSandboxMessage', () => {
  it('runs a request and echoes its id', async () => {
    const reply = await handleSandboxMessage({
      id: 7,
      code: 'return data.map((x) => x * vars.k);',
      data: [1, 2],
      vars: { k: 3 },
      options: { timeoutMs: 500 },
    });
    expect(reply).toMatchObject({ id: 7, result: { ok: true, data: [3, 6] } });
  });

  it('returns filter failures as results', async () => {
    const reply = await handleSandboxMessage({
      id: 'r1',
      code: 'while (true) {}',
      data: null,
      options: { timeoutMs: 50 },
    });
    expect(reply).toMatchObject({ id: 'r1', result: { ok: false, error: { code: 'timeout' } } });
  });

  it('answers malformed messages without throwing', async () => {
    expect((await handleSandboxMessage(null)).id).toBeNull();
    expect((await handleSandboxMessage({ code: 'return 1;' })).id).toBeNull();
    const noCode = await handleSandboxMessage({ id: 1, data: 1 });
    expect(noCode).toMatchObject({ id: 1, result: { ok: false, error: { code: 'runtime' } } });
    const badVars = await handleSandboxMessage({ id: 2, code: 'return 1;', vars: [1] });
    expect(badVars.result.ok).toBe(false);
    const badOptions = await handleSandboxMessage({
      id: 3,
      code: 'return 1;',
      options: { timeoutMs: 'soon' },
    });
    expect(badOptions).toMatchObject({
      id: 3,
      result: { ok: false, error: { message: expect.stringContaining('timeoutMs') } },
    });
  });
});

describe('browser safety', () => {
  it('the package source imports nothing Node-only (the server pool is its own entry point)', () => {
    const dir = new URL('.', import.meta.url);
    // pool.ts / poolWorker.ts are the server's worker-thread pool, exported as '@twincanvas/sandbox/pool'.
    const nodeOnly = ['pool.ts', 'poolWorker.ts'];
    const sources = readdirSync(dir).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'testHelpers.ts' && !nodeOnly.includes(f),
    );
    for (const file of sources)
      expect(readFileSync(new URL(file, dir), 'utf8'), file).not.toMatch(/from '\.\/pool(-worker)?\.js'/);
    expect(sources).toContain('worker.ts');
    for (const file of sources) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      const imports = [...text.matchAll(/(?:from |import\()'([^']+)'/g)].map((m) => m[1]);
      for (const spec of imports)
        expect(spec, `${file} imports ${spec}`).toMatch(
          /^(\.\/.*\.js|quickjs-emscripten-core|@jitl\/quickjs-wasmfile-release-sync)$/,
        );
      expect(text, file).not.toMatch(/\b(process|Buffer)\.\w|\brequire\(/);
    }
  });
});
