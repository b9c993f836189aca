import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A minimal real WebSocket server on loopback for tests (RFC 6455 handshake, unfragmented text frames up
 * to 64 KiB, close frames), built on node:http's upgrade so tests need no extra dependency.
 */
export interface WsTestServer {
  url: string;
  /** Text frames received from clients, in order. */
  received: string[];
  /** Open connections; `connections` counts every handshake ever accepted. */
  clients: Set<Socket>;
  connections: number;
  send(text: string): void;
  /** Closes every client's TCP connection abruptly (no close frame). */
  dropAll(): void;
  close(): Promise<void>;
}

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

function frame(text: string): Buffer {
  const body = Buffer.from(text);
  const head =
    body.length < 126
      ? Buffer.from([0x81, body.length])
      : Buffer.from([0x81, 126, body.length >> 8, body.length & 255]);
  return Buffer.concat([head, body]);
}

export async function startWsServer(
  opts: { onConnect?: (s: WsTestServer) => void } = {},
): Promise<WsTestServer> {
  const server: Server = createServer((_req, res) => res.writeHead(426).end());
  const clients = new Set<Socket>();
  const handle: WsTestServer = {
    url: '',
    received: [],
    clients,
    connections: 0,
    send: (text) => {
      for (const c of clients) c.write(frame(text));
    },
    dropAll: () => {
      for (const c of clients) c.destroy();
      clients.clear();
    },
    close: () =>
      new Promise((resolve) => {
        handle.dropAll();
        server.close(() => resolve());
      }),
  };
  server.on('upgrade', (req, socket: Socket) => {
    const key = String(req.headers['sec-websocket-key'] ?? '');
    const accept = createHash('sha1')
      .update(key + GUID)
      .digest('base64');
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    clients.add(socket);
    handle.connections += 1;
    let buf = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      while (buf.length >= 2) {
        const op = buf[0]! & 0x0f;
        let len = buf[1]! & 0x7f;
        let at = 2;
        if (len === 126) {
          len = buf.readUInt16BE(2);
          at = 4;
        }
        if (buf.length < at + 4 + len) return;
        const mask = buf.subarray(at, at + 4);
        const body = Buffer.from(buf.subarray(at + 4, at + 4 + len));
        for (let i = 0; i < body.length; i++) body[i]! ^= mask[i % 4]!;
        buf = buf.subarray(at + 4 + len);
        if (op === 0x1) handle.received.push(body.toString());
        if (op === 0x8) {
          socket.end(Buffer.from([0x88, 0]));
          clients.delete(socket);
        }
      }
    });
    socket.on('close', () => clients.delete(socket));
    socket.on('error', () => clients.delete(socket));
    opts.onConnect?.(handle);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  handle.url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/feed`;
  return handle;
}
