import { describe, expect, it } from 'vitest';
import { checkUrl, type Resolver } from './http.js';
import { blockedReason, parseAllowList, parseIp } from './ip.js';

const none = parseAllowList([]);
const noDns: Resolver = () => Promise.reject(new Error('DNS must not be asked for a literal address'));
const policy = { allow: none, resolve: noDns };

/** Every spelling of a loopback, private, link-local, CGNAT or metadata address the URL parser accepts. */
const REFUSED = [
  'http://127.0.0.1/',
  'http://127.1/',
  'http://127.0.1/',
  'http://2130706433/', // decimal
  'http://0x7f000001/', // hex
  'http://0x7f.0x0.0x0.0x1/',
  'http://0177.0.0.1/', // octal
  'http://017700000001/',
  'http://0/',
  'http://0.0.0.0/',
  'http://localhost./',
  'http://[::1]/',
  'http://[0:0:0:0:0:0:0:1]/',
  'http://[::]/',
  'http://[::ffff:127.0.0.1]/', // IPv4-mapped
  'http://[::ffff:7f00:1]/',
  'http://[::127.0.0.1]/', // IPv4-compatible
  'http://[64:ff9b::127.0.0.1]/', // NAT64
  'http://[64:ff9b::a9fe:a9fe]/', // NAT64 of 169.254.169.254
  'http://[2002:7f00:1::]/', // 6to4 of 127.0.0.1
  'http://10.0.0.1/',
  'http://172.16.5.4/',
  'http://192.168.1.1/',
  'http://100.64.0.1/', // CGNAT
  'http://169.254.169.254/latest/meta-data/', // metadata
  'http://0xa9fea9fe/',
  'http://2852039166/',
  'http://[::ffff:169.254.169.254]/',
  'http://[fd00:ec2::254]/', // AWS metadata over IPv6
  'http://[fe80::1]/',
  'http://[fc00::1]/',
  'http://224.0.0.1/',
  'http://255.255.255.255/',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://metadata.google.internal./',
];

describe('address judgement', () => {
  // SECURITY-CASES #1, #2: loopback, private, metadata in every spelling
  it.each(REFUSED)('refuses %s', async (url) => {
    // localhost is a name: give it the answer a system resolver gives.
    const resolve: Resolver = async (h) =>
      h.startsWith('localhost') ? [{ address: '127.0.0.1', family: 4 }] : noDns(h);
    await expect(checkUrl(url, { allow: none, resolve })).rejects.toMatchObject({ kind: 'refused' });
  });

  it.each([
    'ftp://example.com/x',
    'file:///etc/passwd',
    'gopher://example.com/',
    'data:text/plain,hi',
    'javascript:alert(1)',
  ])('refuses the scheme of %s', async (url) => {
    await expect(checkUrl(url, policy)).rejects.toMatchObject({ kind: 'refused' });
  });

  it.each([
    'http://8.8.8.8/',
    'https://[2606:4700:4700::1111]/',
    'http://[::ffff:8.8.8.8]/',
    'http://1.1.1.1:8080/x',
  ])('lets the public address %s through', async (url) => {
    await expect(checkUrl(url, policy)).resolves.toMatchObject({ address: expect.any(String) });
  });

  it('refuses a name when any of its answers is private', async () => {
    const resolve: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ];
    await expect(checkUrl('http://mixed.example/', { allow: none, resolve })).rejects.toMatchObject({
      kind: 'refused',
    });
  });

  it('the allow-list lets named hosts and ranges through, and nothing else', async () => {
    const allow = parseAllowList(['api.corp', '*.internal.corp', '10.0.0.0/8', '::1']);
    const resolve: Resolver = async (h) => [
      { address: h === 'api.corp' ? '192.168.3.3' : '172.20.0.1', family: 4 },
    ];
    await expect(checkUrl('http://api.corp/', { allow, resolve })).resolves.toMatchObject({
      address: '192.168.3.3',
    });
    await expect(checkUrl('http://x.internal.corp/', { allow, resolve })).resolves.toBeTruthy();
    await expect(checkUrl('http://10.9.9.9/', { allow, resolve })).resolves.toBeTruthy();
    await expect(checkUrl('http://[::ffff:10.1.1.1]/', { allow, resolve })).resolves.toBeTruthy();
    await expect(checkUrl('http://[::1]/', { allow, resolve })).resolves.toBeTruthy();
    await expect(checkUrl('http://other.corp/', { allow, resolve })).rejects.toMatchObject({
      kind: 'refused',
    });
    await expect(checkUrl('http://127.0.0.1/', { allow, resolve })).rejects.toMatchObject({
      kind: 'refused',
    });
  });

  it('refuses allow-list entries that are neither hosts nor ranges', () => {
    expect(() => parseAllowList(['10.0.0.0/40'])).toThrow(/DATA_ALLOW_HOSTS/);
    expect(() => parseAllowList(['http://x'])).toThrow(/DATA_ALLOW_HOSTS/);
  });

  it('reads IPv6 with embedded IPv4 and zones', () => {
    expect(Array.from(parseIp('::ffff:1.2.3.4')!.slice(12))).toEqual([1, 2, 3, 4]);
    expect(parseIp('fe80::1%eth0')).not.toBeNull();
    expect(blockedReason(parseIp('2001:db8::1')!)).toBe('private-ipv6');
    expect(blockedReason(parseIp('2001:0::1')!)).toBe('private-ipv6'); // Teredo
    expect(blockedReason(parseIp('2a00:1450::1')!)).toBeNull();
  });
});
