// Cold start of the embedded default (PGlite, migrations, first admin) and sign-in latency.
// npm run bench -- startup   → last line {"start_ms", "login_ms_p50", "health_ms_p50"}
import { startServer } from '../e2e/support/server';
import { ADMIN } from '../e2e/support/server';

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] ?? NaN;

const t0 = performance.now();
// A first start: an empty data folder, not the E2E tests' copy of one.
const server = await startServer({}, { fresh: true });
const startMs = performance.now() - t0;
try {
  const health: number[] = [];
  for (let i = 0; i < 50; i++) {
    const s = performance.now();
    await (await fetch(`${server.url}/api/health`)).json();
    health.push(performance.now() - s);
  }
  const login: number[] = [];
  for (let i = 0; i < 5; i++) {
    const s = performance.now();
    const res = await fetch(`${server.url}/api/userPro/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if ((await res.json()).code !== '0') throw new Error('login failed');
    login.push(performance.now() - s);
  }
  console.log(
    JSON.stringify({
      start_ms: Math.round(startMs),
      login_ms_p50: Math.round(percentile(login, 0.5)),
      health_ms_p50: Number(percentile(health, 0.5).toFixed(2)),
    }),
  );
} finally {
  await server.stop();
}
