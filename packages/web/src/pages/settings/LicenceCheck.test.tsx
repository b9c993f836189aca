import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import i18n from '../../app/i18n';
import './locales';
import { LicenceCheck } from './LicenceCheck';

/**
 * The "Check now" button in happy-dom: the network is stubbed at fetch (the boundary) with the server's
 * answers, so the real API client and transport run. It shows progress while the call is out, then the
 * outcome, or the server's message when the verify host could not be reached.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answerWith(status: number, envelope: object) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const paths: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    paths.push(new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname);
    await gate;
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { release, paths };
}

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <LicenceCheck />
      </App>
    </QueryClientProvider>,
  );
}

const info = (state: string) => ({ mode: 'private', edition: 'private', state, seats: {}, projects: {} });

describe('licence check now', () => {
  it('shows progress, then that the vendor revoked the licence', async () => {
    await i18n.changeLanguage('en');
    const net = answerWith(200, {
      code: '0',
      msg: '',
      data: {
        outcome: 'revoked',
        results: [{ slot: 'private', keyId: 'r1', outcome: 'revoked' }],
        info: info('revoked'),
      },
    });
    mount();
    fireEvent.click(screen.getByTestId('licence-check'));
    await waitFor(() => expect(screen.getByText('Asking the licence verify host…')).toBeTruthy());
    expect(net.paths.at(-1)).toMatch(/\/verification\/recheck$/);
    expect(screen.queryByTestId('licence-check-result')).toBeNull();
    net.release();
    const result = await waitFor(() => screen.getByTestId('licence-check-result'));
    expect(result.getAttribute('data-outcome')).toBe('revoked');
    expect(result.textContent).toContain('the vendor revoked the licence');
  });

  it('a host that cannot be reached: the server’s message is shown (zh-CN)', async () => {
    await i18n.changeLanguage('zh-CN');
    const msg = '无法连接许可证校验服务器 127.0.0.1:9，本次未能检查，许可证状态保持不变。';
    const net = answerWith(502, { code: '500', msg, data: { reason: 'unreachable', info: info('valid') } });
    net.release();
    mount();
    fireEvent.click(screen.getByTestId('licence-check'));
    const result = await waitFor(() => screen.getByTestId('licence-check-result'));
    expect(result.getAttribute('data-outcome')).toBe('failed');
    expect(result.textContent).toContain('检查未完成');
    expect(result.textContent).toContain(msg);
  });
});
