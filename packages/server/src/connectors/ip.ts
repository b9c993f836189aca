import { isIP } from 'node:net';

/**
 * Which addresses a data source may reach (ARCHITECTURE section 5). Everything is judged on the 16 bytes
 * of the address, so every spelling of one address gets one answer: the WHATWG URL parser already folds
 * IPv4 short, decimal, octal and hex forms (`http://0x7f.1/`, `http://2130706433/`) into dotted quads, and
 * IPv6 forms that carry an IPv4 address (mapped `::ffff:a.b.c.d`, compatible `::a.b.c.d`, NAT64
 * `64:ff9b::/96`, 6to4 `2002::/16`) are judged by the IPv4 address inside them.
 */
export type Bytes = Uint8Array;

/** Host names that are cloud metadata services whatever they resolve to. */
const METADATA_NAMES = new Set([
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.azure.internal',
]);

export function isMetadataName(host: string): boolean {
  return METADATA_NAMES.has(host.toLowerCase().replace(/\.$/, ''));
}

function parseV4(s: string): Bytes | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(s);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((n) => n > 255)) return null;
  return Uint8Array.from(parts);
}

function parseV6(input: string): Bytes | null {
  let s = input.replace(/^\[|\]$/g, '');
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  if (isIP(s) !== 6) return null;
  let tail: number[] = [];
  const lastColon = s.lastIndexOf(':');
  const v4 = parseV4(s.slice(lastColon + 1));
  if (v4) {
    tail = [(v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!];
    s = s.slice(0, lastColon + 1) + '0';
  }
  const [head, rest] = s.split('::') as [string, string | undefined];
  const words = (x: string) => (x === '' ? [] : x.split(':').map((w) => parseInt(w, 16)));
  let groups: number[];
  if (rest === undefined) groups = words(head);
  else {
    const h = words(head);
    const r = words(rest);
    groups = [...h, ...new Array<number>(8 - h.length - r.length).fill(0), ...r];
  }
  if (v4) groups = [...groups.slice(0, 6), ...tail];
  if (groups.length !== 8) return null;
  const out = new Uint8Array(16);
  groups.forEach((g, i) => {
    out[i * 2] = g >> 8;
    out[i * 2 + 1] = g & 255;
  });
  return out;
}

/** 4 bytes for IPv4, 16 for IPv6, null when the text is not an address. */
export function parseIp(text: string): Bytes | null {
  return parseV4(text) ?? parseV6(text);
}

export function formatIp(b: Bytes): string {
  if (b.length === 4) return b.join('.');
  const words: string[] = [];
  for (let i = 0; i < 16; i += 2) words.push(((b[i]! << 8) | b[i + 1]!).toString(16));
  return words.join(':');
}

function inPrefix(addr: Bytes, net: Bytes, bits: number): boolean {
  if (addr.length !== net.length) return false;
  for (let i = 0; i < bits; i++) {
    const byte = i >> 3;
    const mask = 0x80 >> (i & 7);
    if ((addr[byte]! & mask) !== (net[byte]! & mask)) return false;
  }
  return true;
}

const cidr = (text: string): [Bytes, number] => {
  const [a, b] = text.split('/') as [string, string];
  return [parseIp(a)!, Number(b)];
};

/** IPv4 ranges that are not the public internet (RFC 6890 and friends). */
const V4_BLOCKED = [
  '0.0.0.0/8', // "this network"; 0.0.0.0 reaches the local host on Linux
  '10.0.0.0/8',
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8',
  '169.254.0.0/16', // link-local, including 169.254.169.254 (metadata)
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
].map(cidr);

/** IPv6 ranges refused outright (the IPv4-carrying ones are unwrapped before this list is read). */
const V6_BLOCKED = [
  '::/128',
  '::1/128',
  '100::/64', // discard
  '2001::/23', // IETF protocol assignments, including Teredo 2001::/32
  '2001:db8::/32',
  '64:ff9b:1::/48', // local-use NAT64
  'fc00::/7', // unique local, including fd00:ec2::254 (AWS metadata over IPv6)
  'fe80::/10',
  'fec0::/10',
  'ff00::/8',
].map(cidr);
const GLOBAL_UNICAST = cidr('2000::/3');

/** The IPv4 address an IPv6 address carries, when it is one of the forms that route to IPv4. */
export function embeddedV4(b: Bytes): Bytes | null {
  if (b.length !== 16) return null;
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  if (zero(0, 10) && b[10] === 0xff && b[11] === 0xff) return b.slice(12); // ::ffff:a.b.c.d
  if (zero(0, 12) && !zero(12, 14)) return b.slice(12); // ::a.b.c.d (deprecated compatible form)
  if (inPrefix(b, parseIp('64:ff9b::')!, 96)) return b.slice(12); // NAT64
  if (b[0] === 0x20 && b[1] === 0x02) return b.slice(2, 6); // 6to4
  return null;
}

/** Why an address may not be reached, or null when it is a public unicast address. */
export function blockedReason(b: Bytes): string | null {
  const v4 = b.length === 4 ? b : embeddedV4(b);
  if (v4) return V4_BLOCKED.some(([n, bits]) => inPrefix(v4, n, bits)) ? 'private-ipv4' : null;
  if (V6_BLOCKED.some(([n, bits]) => inPrefix(b, n, bits))) return 'private-ipv6';
  if (!inPrefix(b, GLOBAL_UNICAST[0], GLOBAL_UNICAST[1])) return 'reserved-ipv6';
  return null;
}

export interface AllowList {
  hosts: string[];
  suffixes: string[];
  ranges: [Bytes, number][];
}

/** Parses DATA_ALLOW_HOSTS entries; throws on an entry that is neither a host name nor an address/range. */
export function parseAllowList(entries: readonly string[]): AllowList {
  const list: AllowList = { hosts: [], suffixes: [], ranges: [] };
  for (const raw of entries) {
    const e = raw.trim().toLowerCase();
    if (!e) continue;
    const [addr, bitsText] = e.split('/') as [string, string | undefined];
    const ip = parseIp(addr);
    if (ip) {
      const max = ip.length * 8;
      const bits = bitsText === undefined ? max : Number(bitsText);
      if (!Number.isInteger(bits) || bits < 0 || bits > max)
        throw new Error(`DATA_ALLOW_HOSTS: bad range ${raw}`);
      list.ranges.push([ip, bits]);
    } else if (/^\*\.[a-z0-9.-]+$/.test(e)) list.suffixes.push(e.slice(1));
    else if (/^[a-z0-9.-]+$/.test(e) && bitsText === undefined) list.hosts.push(e.replace(/\.$/, ''));
    else throw new Error(`DATA_ALLOW_HOSTS: not a host name or address range: ${raw}`);
  }
  return list;
}

export function hostAllowed(list: AllowList, host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return list.hosts.includes(h) || list.suffixes.some((s) => h.endsWith(s));
}

export function addressAllowed(list: AllowList, b: Bytes): boolean {
  const v4 = b.length === 16 ? embeddedV4(b) : null;
  return list.ranges.some(([n, bits]) => inPrefix(b, n, bits) || (v4 !== null && inPrefix(v4, n, bits)));
}

/** Null when the address may be reached (public, or allow-listed by host or range), else the reason. */
export function judgeAddress(list: AllowList, host: string, address: string): string | null {
  const b = parseIp(address);
  if (!b) return 'not-an-address';
  if (hostAllowed(list, host) || addressAllowed(list, b)) return null;
  if (isMetadataName(host)) return 'metadata';
  return blockedReason(b);
}
