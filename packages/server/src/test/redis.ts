import { connect } from 'node:net';

/** The machine's Redis for tests (TEST_REDIS_URL), and whether it accepts a connection. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when Redis accepts a TCP connection; with REQUIRE_SERVICES=1 its absence is an error (CI). */
export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  const up = await new Promise<boolean>((resolve) => {
    const s = connect({ host: hostname, port: Number(port || 6379), timeout: 1500 });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
  if (!up && process.env.REQUIRE_SERVICES === '1')
    throw new Error('REQUIRE_SERVICES=1 but Redis does not answer');
  return up;
}
