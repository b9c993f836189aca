// @vitest-environment node
// The real API servers (the customer's and the vendor's) run in this worker; happy-dom's Blob, FormData
// and events would replace Node's under them, so the page's globals come from a happy-dom Window
// installed by hand, keeping every global Node already has (transport/transport.node.test.ts does the same).
import type { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type TestApp } from '../../../../server/src/test/harness';
import { okPoster, type Who } from '../../../../server/src/test/workspace';
import {
  startCustomer,
  startRelay,
  startVendor,
  type Relay,
  type Vendor,
} from '../../../../server/src/modules/licence/verifyHost.testkit';
import type * as Rtl from '@testing-library/react';
import type * as ReactQuery from '@tanstack/react-query';
import type * as Antd from 'antd';
import type * as I18n from '../../app/i18n';
import type { Session } from '../../app/session';
import { pageAt } from '../../test/pageAt';
import type * as LicenceCheckModule from './LicenceCheck';

/**
 * The "Check now" button in happy-dom against a private customer server whose verify host is the vendor's
 * server on loopback (the server's licence fixtures), reached through a relay the test can hold (a slow
 * host) or cut (a host that is down). It shows progress while the call is out, then the outcome, or the
 * server's message naming the host when the verify host could not be reached.
 */
let vendor: Vendor;
let relay: Relay;
let customer: TestApp;
let csys: Who;
let install: (customerName: string) => Promise<{ id: string; key: string }>;
let win: Window;
let ui: {
  rtl: typeof Rtl;
  query: typeof ReactQuery;
  antd: typeof Antd;
  i18n: typeof I18n;
  LicenceCheck: typeof LicenceCheckModule.LicenceCheck;
};

beforeAll(async () => {
  vendor = await startVendor();
  relay = await startRelay(vendor.base);
  ({ app: customer, sys: csys, install } = await startCustomer(vendor, relay.verifyUrl));
  ({ win } = await pageAt(customer, 'page'));
  // Imported after the globals: the session store, i18n and testing-library's screen bind to them on load.
  const session = await import('../../app/session');
  const http = await import('../../transport/http');
  ui = {
    rtl: await import('@testing-library/react'),
    query: await import('@tanstack/react-query'),
    antd: await import('antd'),
    i18n: await import('../../app/i18n'),
    LicenceCheck: (await import('./LicenceCheck')).LicenceCheck,
  };
  await import('./locales');
  // The customer's system administrator signs in as a browser does, through the app's transport.
  type Signed = Pick<Session, 'access_token' | 'refresh_token' | 'user'>;
  const res = await http.send<Signed>('userPro/login', { auth: 'none', body: ADMIN });
  expect(res.code, res.msg).toBe('0');
  session.useSession.getState().signIn(res.data);
}, 300_000); // starts real servers: slow to start on a busy machine

afterEach(() => {
  ui?.rtl.cleanup();
  if (relay) relay.down = false;
});

afterAll(async () => {
  await customer?.close();
  await vendor?.close();
  await relay?.close();
  await win?.happyDOM.close();
});

function mount() {
  const { QueryClient, QueryClientProvider } = ui.query;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  ui.rtl.render(
    <QueryClientProvider client={client}>
      <ui.antd.App>
        <ui.LicenceCheck />
      </ui.antd.App>
    </QueryClientProvider>,
  );
}

/** Waits for `what` on a busy machine: the real servers answer in seconds there, not milliseconds. */
const waitFor = <T,>(what: () => T) => ui.rtl.waitFor(what, { timeout: 30_000 });
const resultBox = () => waitFor(() => ui.rtl.screen.getByTestId('licence-check-result'));

describe('licence check now, against the customer server and its verify host', () => {
  it('shows progress while the verify host is asked, then that the vendor revoked the licence', async () => {
    ui.i18n.setLanguage('en');
    const { id } = await install('华北客户');
    await vendor.revoke(id);
    const asked = relay.asked;
    const release = relay.hold();
    try {
      mount();
      ui.rtl.fireEvent.click(ui.rtl.screen.getByTestId('licence-check'));
      await waitFor(() => expect(ui.rtl.screen.getByText('Asking the licence verify host…')).toBeTruthy());
      // The customer server has asked the verify host, whose answer is held: no outcome yet.
      await waitFor(() => expect(relay.asked).toBe(asked + 1));
      expect(ui.rtl.screen.queryByTestId('licence-check-result')).toBeNull();
    } finally {
      release();
    }
    const result = await resultBox();
    expect(result.getAttribute('data-outcome')).toBe('revoked');
    expect(result.textContent).toContain('the vendor revoked the licence');
    expect(ui.rtl.screen.queryByText('Asking the licence verify host…')).toBeNull();
    // The server recorded it: the licence is revoked there now.
    expect((await okPoster(customer, csys)('/verification/getInfo')).state).toBe('revoked');
  });

  it('a verify host that is down: the server’s message naming the host is shown (zh-CN)', async () => {
    ui.i18n.setLanguage('zh-CN');
    await install('华北客户');
    relay.down = true;
    mount();
    ui.rtl.fireEvent.click(ui.rtl.screen.getByTestId('licence-check'));
    const result = await resultBox();
    expect(result.getAttribute('data-outcome')).toBe('failed');
    expect(result.textContent).toContain('检查未完成');
    expect(result.textContent).toContain(`无法连接许可证校验服务器 ${relay.host}`);
    expect(result.textContent).toContain('许可证状态保持不变');
    expect((await okPoster(customer, csys)('/verification/getInfo')).state).toBe('valid');
  });
});
