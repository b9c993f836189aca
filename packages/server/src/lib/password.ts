import {
  createHash,
  randomBytes,
  scrypt as scryptCb,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

// N=2^15 costs ~50 ms here: slow enough for offline guessing, fast enough for a login. Each hash stores
// its own N, so the cost can be raised (PASSWORD_HASH_COST) without breaking a single stored hash.
const params = (log2n: number) => ({ N: 2 ** log2n, r: 8, p: 1 });
let PARAMS = params(15);
// scrypt needs 128·N·r bytes; enough for the largest cost the configuration allows (2^17).
const MAX_MEM = 256 * 1024 * 1024;
const KEY_LEN = 32;
let dummy: Promise<string> | undefined;

/** The cost of new hashes from now on (buildApp sets it from the configuration's PASSWORD_HASH_COST). */
export function setPasswordHashCost(log2n: number): void {
  if (PARAMS.N === 2 ** log2n) return;
  PARAMS = params(log2n);
  // The stand-in hash for unknown accounts must cost what a real one costs.
  dummy = undefined;
}

/**
 * The private edition's browser sends SHA-512 hex of the password instead of the password. So that one
 * stored hash serves both sign-in paths, the server hashes the SHA-512 hex of every password it is given in
 * clear ("s512" hashes), and a client digest is verified as is. Hashes made before that ("scrypt") still
 * verify against the clear password.
 */
export function sha512Hex(password: string): string {
  return createHash('sha512').update(password, 'utf8').digest('hex');
}

/** `s512$N$r$p$salt$hash`, parameters stored so they can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  return hashPasswordDigest(sha512Hex(password));
}

/** Hashes a client-side SHA-512 hex digest (private edition) — the same hash as hashPassword(clear). */
export async function hashPasswordDigest(digestHex: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(digestHex.toLowerCase(), salt, KEY_LEN, { ...PARAMS, maxmem: MAX_MEM });
  return ['s512', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('s512$')) return check(sha512Hex(password), stored);
  return check(password, stored);
}

/** Verifies a client-side SHA-512 hex digest; hashes of the older clear-text kind cannot be checked this way. */
export async function verifyPasswordDigest(digestHex: string, stored: string): Promise<boolean> {
  if (!stored.startsWith('s512$') || !/^[0-9a-f]{128}$/i.test(digestHex)) return false;
  return check(digestHex.toLowerCase(), stored);
}

async function check(secret: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if ((alg !== 'scrypt' && alg !== 's512') || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(secret, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEM,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of nothing in particular, verified against for unknown accounts so both paths cost the same. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(12).toString('hex'));
  return dummy;
}
