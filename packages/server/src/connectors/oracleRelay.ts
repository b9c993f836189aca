import { createServer, type Socket } from 'node:net';
import { refused } from './errors.js';
import { hostAllowed, judgeAddress, parseIp, type AllowList } from './ip.js';
import { connectPinned } from './target.js';

/**
 * oracledb's thin driver opens its own sockets by name and follows a listener's REDIRECT to any address
 * it is given, with no hook for either. So it talks to a one-shot relay on loopback instead: the relay
 * connects to the checked address (pinned: no second DNS look-up) and reads the listener's answers
 * until the connection is ACCEPTed. A REDIRECT is let through only when every HOST it names is an
 * address that passes the policy (or a host name the administrator allow-listed); otherwise the
 * connection is cut and the refusal kept for the driver's caller. After ACCEPT it is a plain pipe.
 */
export interface OracleRelay {
  port: number;
  /** Why the relay cut the connection, when it did (a refused redirect, the upstream's own error). */
  failure(): unknown;
  close(): void;
}

/** TNS packet types seen before ACCEPT (the header's length is 2 bytes until then). */
const TNS = { accept: 2, redirect: 5 } as const;

/** Null when the redirect may be followed, else why not. */
export function judgeRedirect(allow: AllowList, packet: Buffer): string | null {
  const hosts = [...packet.toString('latin1').matchAll(/\(\s*HOST\s*=\s*([^)\s]+)\s*\)/gi)].map((m) => m[1]!);
  if (hosts.length === 0) return 'redirect without a readable HOST';
  for (const raw of hosts) {
    const host = raw.replace(/^\[|\]$/g, '');
    if (parseIp(host)) {
      const reason = judgeAddress(allow, host, host);
      if (reason) return `redirect to ${host}: ${reason}`;
    } else if (!hostAllowed(allow, host)) return `redirect to host name ${host} (not allow-listed)`;
  }
  return null;
}

export async function openOracleRelay(
  address: string,
  port: number,
  allow: AllowList,
  connectTimeoutMs: number,
): Promise<OracleRelay> {
  let failure: unknown = null;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('error', () => undefined);
    client.pause();
    connectPinned(address, port, connectTimeoutMs).then(
      (up) => {
        sockets.add(up);
        relay(client, up, allow, (why) => {
          failure = why;
        });
      },
      (e: unknown) => {
        failure = e;
        client.destroy();
      },
    );
  });
  server.maxConnections = 4;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as { port: number }).port,
    failure: () => failure,
    close: () => {
      server.close();
      for (const s of sockets) s.destroy();
    },
  };
}

function relay(client: Socket, up: Socket, allow: AllowList, fail: (why: unknown) => void): void {
  const cut = (why: unknown) => {
    fail(why);
    client.destroy();
    up.destroy();
  };
  up.on('error', (e) => cut(e));
  up.on('close', () => client.destroy());
  client.on('close', () => up.destroy());
  client.pipe(up);
  client.resume();
  const send = (b: Buffer) => {
    if (!client.write(b)) {
      up.pause();
      client.once('drain', () => up.resume());
    }
  };
  let pending = Buffer.alloc(0);
  let accepted = false;
  up.on('data', (chunk: Buffer) => {
    if (accepted) return send(chunk);
    pending = Buffer.concat([pending, chunk]);
    while (!accepted && pending.length >= 8) {
      const len = pending.readUInt16BE(0);
      if (len < 8) return cut(new Error(`not a TNS answer (length ${len})`));
      if (pending.length < len) return;
      const packet = pending.subarray(0, len);
      pending = pending.subarray(len);
      if (packet[4] === TNS.redirect) {
        const why = judgeRedirect(allow, packet);
        if (why)
          return cut(
            refused(
              '数据库要求重定向到不允许访问的地址',
              'The database redirected the connection to an address that is not allowed',
              undefined,
              why,
            ),
          );
      }
      if (packet[4] === TNS.accept) accepted = true;
      send(packet);
    }
    if (accepted && pending.length) {
      send(pending);
      pending = Buffer.alloc(0);
    }
  });
}
