import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningApp } from '../modules/realtime/sockets.testkit.js';
import type { TestApp } from '../test/harness.js';
import { SMALL_BODY_BYTES } from './envelope.js';

/**
 * A request refused by the access check before its body arrived. The CI failure this guards: during a
 * database outage the check's 503 closed the connection while the client still sent the body, the
 * kernel reset the socket and the client saw "fetch failed" instead of the 503 it should retry.
 */
let server: { app: TestApp; url: string };
beforeAll(async () => {
  server = await listeningApp();
});
afterAll(async () => {
  await server.app.close();
});

function open(): Promise<Socket> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const s = connect({ host: '127.0.0.1', port: Number(port) }, () => resolve(s));
    s.once('error', reject);
  });
}

/** Everything up to the end of one response's headers and its content-length body. */
function readResponse(s: Socket): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    let buf = '';
    const onData = (chunk: Buffer) => {
      buf += chunk.toString('latin1');
      const end = buf.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = buf.slice(0, end);
      const length = Number(/content-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
      if (buf.length < end + 4 + length) return;
      s.off('data', onData);
      resolve({ head, body: buf.slice(end + 4, end + 4 + length) });
    };
    s.on('data', onData);
    s.once('error', reject);
  });
}

const request = (length: number) =>
  `POST /api/project/detail/v2/save HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\n` +
  `authorization: Bearer not-a-token\r\ncontent-length: ${length}\r\n\r\n`;

describe('a request refused before its body arrived', () => {
  it('keeps a small body’s connection open and serves the next request on it', async () => {
    const s = await open();
    const body = JSON.stringify({ projectId: 'x', pad: 'y'.repeat(200) });
    s.write(request(Buffer.byteLength(body)));
    const first = await readResponse(s);
    expect(first.head).toMatch(/^HTTP\/1\.1 401/);
    expect(first.head).not.toMatch(/connection:\s*close/i);
    // The body arrives after the answer: read and dropped, not taken for a request.
    s.write(body);
    s.write(request(2) + '{}');
    const second = await readResponse(s);
    expect(second.head).toMatch(/^HTTP\/1\.1 401/);
    expect(JSON.parse(second.body)).toMatchObject({ code: '401' });
    s.destroy();
  });

  it('closes the connection when the unread rest is large', async () => {
    const s = await open();
    s.write(request(SMALL_BODY_BYTES + 1));
    const answer = await readResponse(s);
    expect(answer.head).toMatch(/^HTTP\/1\.1 401/);
    expect(answer.head).toMatch(/connection:\s*close/i);
    s.destroy();
  });
});
