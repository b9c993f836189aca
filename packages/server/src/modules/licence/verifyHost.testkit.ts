import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { okPoster, type Who } from '../../test/workspace.js';

/**
 * The vendor's server as the verify host of a private customer server, shared by the licence tests
 * (revocation.test.ts, checkNow.test.ts) and the web's "Check now" test, which runs the real customer
 * server against it. The vendor app listens on loopback; a relay in front of it can be cut or held.
 */
export interface Vendor {
  app: TestApp;
  /** The vendor's system administrator. */
  sys: Who;
  /** Where the vendor answers, e.g. `http://127.0.0.1:1234` (no trailing slash). */
  base: string;
  /** The public key the vendor signs licence keys for (a customer's licencePublicKey). */
  publicKey: string;
  /** A version with a record activated for `machineCode`: the record id and its licence key. */
  issue(machineCode: string, customer: string): Promise<{ id: string; key: string }>;
  downloadKey(id: string): Promise<string>;
  /** Revokes an activation record, as the vendor's administrator does. */
  revoke(id: string): Promise<void>;
  close(): Promise<void>;
}

export async function startVendor(): Promise<Vendor> {
  const app = await createTestApp();
  await app.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
  const s = await app.login();
  const sys: Who = { token: s.token, groupId: s.groupId, userId: s.userId };
  const v = okPoster(app, sys);
  const publicKey = (await v('/privatization-version-manage/publicKey')).publicKey as string;
  const downloadKey = async (id: string) =>
    (
      await app.app.inject({
        method: 'POST',
        url: '/api/privatization-activation-record/downloadKey',
        headers: { authorization: `Bearer ${sys.token}`, 'current-group': sys.groupId },
        payload: { id },
      })
    ).body.trim();
  return {
    app,
    sys,
    base,
    publicKey,
    downloadKey,
    async issue(machineCode, customer) {
      const version = await v('/privatization-version-manage/add', {
        name: `private ${customer}`,
        version: 'v3.3.0',
        activationTotal: 2,
        projectTotal: 10,
      });
      const rec = await v('/privatization-activation-record/add', {
        versionId: version.id,
        customer,
        seats: 10,
        projects: 5,
        days: 365,
      });
      await v('/privatization-activation-record/activation', { id: rec.id, machineCode });
      return { id: rec.id as string, key: await downloadKey(rec.id) };
    },
    async revoke(id) {
      await v('/privatization-activation-record/revoke', { id });
    },
    close: () => app.close(),
  };
}

/** A relay to the verify host that the test can cut (the host is down) or hold (the host is slow). */
export interface Relay {
  /** `127.0.0.1:<port>`: what the customer's messages name as the verify host. */
  host: string;
  /** The customer's verifyUrl through this relay. */
  verifyUrl: string;
  /** While true, every connection is reset: the verify host cannot be reached. */
  down: boolean;
  /** Requests the relay has received. */
  asked: number;
  /** Holds the answers of requests from now on until the returned function is called. */
  hold(): () => void;
  close(): Promise<void>;
}

export async function startRelay(target: string): Promise<Relay> {
  let gate: Promise<void> = Promise.resolve();
  const relay: Relay = {
    host: '',
    verifyUrl: '',
    down: false,
    asked: 0,
    hold() {
      let release: () => void = () => undefined;
      gate = new Promise<void>((r) => (release = r));
      return () => {
        gate = Promise.resolve();
        release();
      };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      relay.asked++;
      if (relay.down) return req.socket.destroy();
      let text = '';
      for await (const c of req) text += String(c);
      await gate;
      const answer = await fetch(`${target}${req.url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(await answer.text());
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  relay.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  relay.verifyUrl = `http://${relay.host}/api/`;
  return relay;
}

/** A private customer server whose verify host is `verifyUrl`, signed in as its system administrator. */
export async function startCustomer(
  vendor: Vendor,
  verifyUrl: string,
): Promise<{ app: TestApp; sys: Who; install(customer: string): Promise<{ id: string; key: string }> }> {
  const app = await createTestApp({ edition: 'private', licencePublicKey: vendor.publicKey, verifyUrl });
  const c = await app.login();
  const sys: Who = { token: c.token, groupId: c.groupId, userId: c.userId };
  return {
    app,
    sys,
    /** Issues a key for this server's machine code at the vendor and installs it here. */
    async install(customer) {
      const o = okPoster(app, sys);
      const machineCode = (await o('/verification/generateMachineCode')).machineCode as string;
      const issued = await vendor.issue(machineCode, customer);
      await o('/verification/verify', { key: issued.key });
      return issued;
    },
  };
}
