import { lookup as dnsLookup } from 'node:dns/promises';
import { connect, type Socket } from 'node:net';
import { refused, upstream } from './errors.js';
import { hostAllowed, isMetadataName, judgeAddress, parseIp, type AllowList } from './ip.js';

/**
 * The address policy every connector obeys before it opens a socket (ARCHITECTURE section 5): resolve the
 * host once, judge every answer (loopback, private, link-local, CGNAT, metadata … in every spelling, see
 * ip.ts) against the administrator's DATA_ALLOW_HOSTS, and answer the one address the caller must then
 * connect to — never the name again, so a DNS answer that changes between check and connect cannot move
 * the connection. Odd IPv4 spellings in a bare host field (`2130706433`, `0x7f.1`, `127.1`) are not
 * addresses to parseIp and go to the resolver, which folds them the way the socket would have.
 */
export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

export interface AddressPolicy {
  allow: AllowList;
  /** DNS; tests substitute one that changes its answers. */
  resolve?: Resolver | undefined;
}

export interface CheckedHost {
  /** The host as written (brackets removed): for TLS server names and messages. */
  host: string;
  /** The judged address to connect to. */
  address: string;
  family: 4 | 6;
}

export const systemResolve: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * The refusal names no address: which internal address a name resolves to is itself worth hiding. The
 * reason goes to the server log only.
 */
export const privateRefusal = (logDetail: string) =>
  refused(
    '不允许访问内网、本机或云元数据地址（可由管理员在系统设置的数据源白名单或 DATA_ALLOW_HOSTS 中放行）',
    'Private, loopback and cloud metadata addresses are not allowed (an administrator can allow them in the data-source allow-list of the system settings or in DATA_ALLOW_HOSTS)',
    undefined,
    logDetail,
  );

/** Judges a host; answers the address to pin. Throws `refused` (policy) or `upstream` (no DNS answer). */
export async function checkHost(raw: string, policy: AddressPolicy): Promise<CheckedHost> {
  const host = raw.trim().replace(/^\[|\]$/g, '');
  if (!host) throw refused('请填写主机地址', 'Enter the host address');
  let answers: { address: string; family: number }[];
  if (parseIp(host)) answers = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  else {
    if (isMetadataName(host) && !hostAllowed(policy.allow, host)) throw privateRefusal(`${host}: metadata`);
    try {
      answers = await (policy.resolve ?? systemResolve)(host);
    } catch (e) {
      throw upstream(
        '无法解析域名',
        'The host name could not be resolved',
        undefined,
        `${host}: ${(e as Error).message}`,
      );
    }
    if (answers.length === 0) throw upstream('无法解析域名', 'The host name could not be resolved');
  }
  // Every answer must pass: a name that resolves to a public and a private address is refused.
  for (const a of answers) {
    const reason = judgeAddress(policy.allow, host, a.address);
    if (reason) throw privateRefusal(`${host === a.address ? host : `${host}: ${a.address}`} ${reason}`);
  }
  const first = answers[0]!;
  return { host, address: first.address, family: first.address.includes(':') ? 6 : 4 };
}

/** A TCP socket to a checked address, connected (or failed) before the signal or the time limit. */
export function connectPinned(address: string, port: number, timeoutMs: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: address, port, noDelay: true });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(Object.assign(new Error(`connect timeout ${address}:${port}`), { code: 'ETIMEDOUT' }));
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}
