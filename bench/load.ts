// Server throughput on loopback, bounded in time, against the built server in its own process:
// 1. share-view document loads (signed GET /api/project/share/v2/{sid}) of a 200-component project at 100
//    connections for LOAD_SECONDS, by autocannon; every request carries its own timestamp, nonce and
//    signature (autocannon's setupRequest rebuilds each request), as a browser's would;
// 2. one pushed value (POST /api/open/push/{channel} with the group's push token) reaching PUSH_VIEWERS
//    socket.io viewers subscribed to the channel: delivery time from just before the POST to each viewer
//    having it. The viewers run in this process, so their own event handling is included (an upper bound).
// npm run bench -- load → last line {"share_doc_rps","share_doc_p99_ms","push_viewers","push_p50_ms","push_p99_ms"}
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server';
import {
  newClientId,
  openSocket,
  type TestSocket,
} from '../packages/server/src/modules/realtime/sockets.testkit';
import { signParts, signedHeaders, type ShareSession } from '../packages/server/src/modules/shares/testkit';
import { pct, signIn, textComponent } from './viewer-kit';

const COMPONENTS = 200;
const CONNECTIONS = 100;
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const PUSH_VIEWERS = Number(process.env.PUSH_VIEWERS ?? 1000);
const MESSAGES = Number(process.env.PUSH_MESSAGES ?? 30);
const WARMUP = 3;

interface Env<T> {
  code: string;
  msg: string;
  data: T;
}

// All viewers sign in as one account, as one display account driving a wall of screens would: its
// socket cap (SOCKETS_PER_USER, 20 by default) is raised to the number of viewers.
const server = await startServer({ SOCKETS_PER_USER: String(PUSH_VIEWERS) });
const sockets: TestSocket[] = [];
try {
  const admin = await signIn(server);

  // 1. Share document loads.
  const link = await admin.shareDashboard(`${COMPONENTS} components`, [
    Array.from({ length: COMPONENTS }, (_, i) => textComponent(i)),
  ]);
  const sid = link.split('/').at(-1)!;
  const opened = await fetch(`${server.url}/api/project/share/v2/${sid}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const session = ((await opened.json()) as Env<ShareSession>).data;
  const path = `/api/project/share/v2/${sid}`;
  const signed = () => signedHeaders(session, signParts(session, 'GET', path));
  const probe = (await (await fetch(`${server.url}${path}`, { headers: signed() })).json()) as Env<{
    document: { projectScenesList: { projectPageList: { projectTwoComponentList: unknown[] }[] }[] };
  }>;
  const drawn = probe.data?.document.projectScenesList[0]?.projectPageList[0]?.projectTwoComponentList.length;
  if (probe.code !== '0' || drawn !== COMPONENTS)
    throw new Error(
      `the signed share load did not answer ${COMPONENTS} components: ${JSON.stringify(probe).slice(0, 300)}`,
    );
  const loads = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
    // As a browser asks: compressed answers accepted (the server keeps one compressed answer per version).
    requests: [
      {
        method: 'GET',
        path,
        setupRequest: (req) => ({ ...req, headers: { ...signed(), 'accept-encoding': 'br, gzip' } }),
      },
    ],
  });
  console.error(
    `[share doc] ${loads['2xx']} answered 2xx, ${loads.non2xx} not, ${loads.errors} errors, ${loads.timeouts} timeouts in ${LOAD_SECONDS} s`,
  );
  // Refusals mean the signing is wrong and the figures mean nothing; timeouts (no answer within autocannon's
  // 10 s) are the server not keeping up, which is the finding itself: reported, not fatal.
  if (loads.non2xx > loads['2xx'] / 100)
    throw new Error('more than 1 % of the share loads were refused: the figures would not mean anything');

  // 2. One pushed value to many socket.io viewers.
  const token = (await admin.api<{ pushToken: string }>('push/token', {})).pushToken;
  const auth = {
    token: admin.headers.authorization!.slice('Bearer '.length),
    group: admin.headers['current-group']!,
  };
  const arrivals: number[][] = [];
  let failed = 0;
  for (let start = 0; start < PUSH_VIEWERS; start += 50) {
    const batch = await Promise.allSettled(
      Array.from({ length: Math.min(50, PUSH_VIEWERS - start) }, async () => {
        const s = await openSocket(server.url, { ...auth, clientId: newClientId() });
        await s.emit('subscribe', { channel: 'bench' });
        return s;
      }),
    );
    for (const r of batch) {
      if (r.status === 'rejected') {
        failed += 1;
        if (failed === 1) console.error(`[push] a viewer could not connect: ${String(r.reason)}`);
        continue;
      }
      const at: number[] = [];
      arrivals.push(at);
      r.value.socket.on('push', () => at.push(performance.now()));
      sockets.push(r.value);
    }
  }
  console.error(`[push] ${sockets.length} viewers subscribed, ${failed} could not connect`);
  const times: number[] = [];
  let missed = 0;
  for (let i = 0; i < WARMUP + MESSAGES; i++) {
    const start = performance.now();
    const res = await fetch(`${server.url}/api/open/push/bench`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-push-token': token },
      body: JSON.stringify({ i, value: Math.random() }),
    });
    if (!res.ok) throw new Error(`push ${i} refused: ${res.status} ${await res.text()}`);
    const deadline = Date.now() + 30_000;
    while (arrivals.some((a) => a.length <= i) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
    for (const a of arrivals) {
      if (a.length <= i) {
        missed += 1;
        a.push(Number.NaN);
      } else if (i >= WARMUP) times.push(a[i]! - start);
    }
  }
  times.sort((a, b) => a - b);
  console.error(`[push] ${MESSAGES} messages, ${missed} deliveries missing after 30 s`);

  const round = (n: number | null) => (n === null ? null : Number(n.toFixed(2)));
  console.log(
    JSON.stringify({
      share_doc_rps: round(loads.requests.average),
      share_doc_p99_ms: round(loads.latency.p99),
      share_doc_p50_ms: round(loads.latency.p50),
      share_doc_answered: loads['2xx'],
      share_doc_timeouts: loads.timeouts,
      share_doc_connections: CONNECTIONS,
      share_doc_seconds: LOAD_SECONDS,
      push_viewers: sockets.length,
      push_p50_ms: round(pct(times, 50)),
      push_p99_ms: round(pct(times, 99)),
      push_messages: MESSAGES,
      push_missed: missed,
    }),
  );
} finally {
  for (const s of sockets) s.close();
  await server.stop();
}
