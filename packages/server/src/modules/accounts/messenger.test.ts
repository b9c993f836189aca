import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { Messenger } from './messenger.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Messenger', () => {
  it('without providers keeps messages in the outbox', async () => {
    const m = new Messenger(t.database.db, t.app.log, {
      smtpUrl: undefined,
      smtpFrom: 'x <x@y.z>',
      smsWebhookUrl: undefined,
    });
    await m.send({ kind: 'sms', target: '13700000000', subject: 's', text: 'code 123456' });
    const rows = await t.database.db.select().from(outbox);
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'sms', target: '13700000000', text: 'code 123456' }),
    ]);
  });

  it('with SMS_WEBHOOK_URL posts {phone, text} to the provider instead', async () => {
    const got: string[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        got.push(body);
        res.end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
      const m = new Messenger(t.database.db, t.app.log, {
        smtpUrl: undefined,
        smtpFrom: 'x <x@y.z>',
        smsWebhookUrl: url,
      });
      await m.send({ kind: 'sms', target: '13700000001', subject: 's', text: 'hello' });
      expect(got.map((b) => JSON.parse(b))).toEqual([{ phone: '13700000001', text: 'hello' }]);
      expect((await t.database.db.select().from(outbox)).map((r) => r.target)).not.toContain('13700000001');
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
