import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on loopback standing in for a third party (a data API, a tile or model host) in
 * E2E tests. Start the app with `DATA_ALLOW_HOSTS: '127.0.0.1/32'` when its data sources call it. Every
 * answer allows any origin, so the browser may also fetch from it directly (models, tiles).
 */
export interface Upstream {
  /** `http://127.0.0.1:<port>` */
  url: string;
  close(): Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, path: string) => void;

export async function startUpstream(handler: Handler): Promise<Upstream> {
  const server: Server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    handler(req, res, (req.url ?? '/').split('?')[0]!);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Answers a JSON body. */
export function sendJson(res: ServerResponse, body: unknown, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
