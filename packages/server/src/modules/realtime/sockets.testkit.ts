import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** A signed-in member (the shape of test/workspace.ts `Who`). */
interface Who {
  token: string;
  groupId: string;
  userId: string;
}

/** Test and bench helpers (not used by the server): real socket.io clients against a listening app. */
export interface TestSocket {
  socket: Socket;
  /** Every event received, in order, with its payload. */
  received: { event: string; payload: unknown; at: number }[];
  /** Resolves with the next payload of `event` (or rejects after `ms`). */
  next<T = unknown>(event: string, ms?: number): Promise<T>;
  emit<T = unknown>(event: string, body: object): Promise<T>;
  close(): void;
}

let seq = 0;
export const newClientId = () => `test-client-${Date.now().toString(36)}-${++seq}`;

/** Connects as `who` (or with the given auth); resolves on connect, rejects with the connect_error data. */
export function openSocket(
  url: string,
  auth: { token?: string; group?: string; clientId?: string } | Who,
  path = '/socket.io',
): Promise<TestSocket> {
  const a =
    'userId' in auth ? { token: auth.token, group: auth.groupId, clientId: newClientId() } : { ...auth };
  const socket = connect(url, { path, auth: a, transports: ['websocket'], reconnection: false });
  const received: TestSocket['received'] = [];
  const waiting: { event: string; resolve: (v: unknown) => void }[] = [];
  socket.onAny((event: string, payload: unknown) => {
    received.push({ event, payload, at: Date.now() });
    const i = waiting.findIndex((w) => w.event === event);
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(payload);
  });
  const handle: TestSocket = {
    socket,
    received,
    next: <T>(event: string, ms = 3000) =>
      new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
        waiting.push({
          event,
          resolve: (v) => {
            clearTimeout(timer);
            resolve(v as T);
          },
        });
      }),
    emit: <T>(event: string, body: object) => socket.timeout(3000).emitWithAck(event, body) as Promise<T>,
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(handle));
    socket.once('connect_error', (err: Error & { data?: unknown }) => {
      socket.close();
      reject(Object.assign(new Error(err.message), { data: err.data }));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A test app listening on a free loopback port, for real socket.io clients; `url` is its origin. */
export async function listeningApp(
  over: Parameters<typeof createTestApp>[0] = {},
): Promise<{ app: TestApp; url: string }> {
  const app = await createTestApp(over);
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}` };
}
