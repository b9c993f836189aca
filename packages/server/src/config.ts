import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Secrets that people copy from examples; refused whatever their length. */
const KNOWN_DEFAULT_SECRETS = new Set([
  'changeme',
  'secret',
  'twincanvas',
  'change-me-to-a-long-random-string',
  'changeme-changeme-changeme-changeme',
  'your-secret-key',
  'supersecret',
]);
export const MIN_SECRET_LENGTH = 32;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  SECRET: z.string().optional(),
  ADMIN_ACCOUNT: z
    .string()
    .regex(/^[\w.@]{6,20}$/, 'ADMIN_ACCOUNT: 6-20 characters of digits, letters, underscore, dot and @')
    .default('admin@twincanvas'),
  ADMIN_PASSWORD: z
    .string()
    .regex(/^.{6,16}$/, 'ADMIN_PASSWORD must be 6-16 characters (the sign-in password rule)')
    .optional(),
  BASE_PATH: z
    .string()
    .regex(/^\/([\w-]+\/)*$/, 'BASE_PATH must start and end with "/", e.g. / or /twincanvas/')
    .default('/'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  ACCESS_TOKEN_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(90 * 24 * 3600),
  EDITION: z.enum(['public', 'private']).default('public'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  SMTP_FROM: z.string().min(3).default('TwinCanvas <no-reply@twincanvas.local>'),
  SMS_WEBHOOK_URL: z
    .string()
    .regex(/^https?:\/\//, 'SMS_WEBHOOK_URL must start with http:// or https://')
    .optional(),
  SSO_URL: z
    .string()
    .regex(/^https?:\/\//, 'SSO_URL must start with http:// or https://')
    .optional(),
  DATA_ALLOW_HOSTS: z.string().default(''),
  TRUST_PROXY: z
    .string()
    .default('')
    .refine(
      (v) =>
        v
          .split(/[\s,]+/)
          .filter(Boolean)
          .every(isProxyEntry),
      'TRUST_PROXY: comma-separated proxy addresses or ranges (10.0.0.5, 10.0.0.0/8, ::1) or loopback, linklocal, uniquelocal',
    ),
  WEATHER_URL: z
    .string()
    .regex(/^https?:\/\//, 'WEATHER_URL must start with http:// or https://')
    .optional(),
  GEOCODER_URL: z
    .string()
    .regex(/^https?:\/\//, 'GEOCODER_URL must start with http:// or https://')
    .optional(),
  GEOCODER_CRS: z
    .enum(['WGS84', 'GCJ02', 'BD09'], { message: 'GEOCODER_CRS must be WGS84, GCJ02 or BD09' })
    .default('WGS84'),
  MAP_DATA_DIR: z.string().min(1).optional(),
  MAP_TILES_MAX_MB: z.coerce.number().int().min(1).max(1_048_576).default(2048),
  SOCKETS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Largest answer the map resource proxy relays (a tile, a style, a glTF model or a 3D Tiles part). */
  MAP_PROXY_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  LICENCE_PUBLIC_KEY: z
    .string()
    .regex(/BEGIN PUBLIC KEY/, 'LICENCE_PUBLIC_KEY must be a PEM public key (-----BEGIN PUBLIC KEY-----)')
    .optional(),
  LICENCE_SIGNING_KEY: z
    .string()
    .regex(/BEGIN PRIVATE KEY/, 'LICENCE_SIGNING_KEY must be a PEM private key (-----BEGIN PRIVATE KEY-----)')
    .optional(),
  TWIN_GATEWAY_URL: z
    .string()
    .regex(/^https?:\/\//, 'TWIN_GATEWAY_URL must start with http:// or https://')
    .optional(),
  VERIFY_URL: z
    .string()
    .regex(/^https?:\/\//, 'VERIFY_URL must start with http:// or https://')
    .optional(),
  STORAGE_DRIVER: z.enum(['local', 's3'], { message: 'STORAGE_DRIVER must be local or s3' }).default('local'),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\//, 'S3_ENDPOINT must start with http:// or https://')
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'S3_BUCKET: 3-63 lower-case letters, digits, dots and dashes',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[\w-]{1,40}$/, 'S3_REGION: a region name such as ap-shanghai')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  STORAGE_ENV: z
    .enum(['test', 'pre', 'production'], { message: 'STORAGE_ENV must be test, pre or production' })
    .default('production'),
  /** log2 of scrypt's N for new password hashes; each hash keeps its own, so raising it breaks none. */
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(10, 'PASSWORD_HASH_COST must be 15-17 (10-17 with NODE_ENV=test)')
    .max(17, 'PASSWORD_HASH_COST must be 15-17 (10-17 with NODE_ENV=test)')
    .default(15),
  PUBLIC_REGISTRATION: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  secret: string;
  adminAccount: string;
  adminPassword: string | undefined;
  basePath: string;
  logLevel: string;
  webDist: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** public: self sign-up and invitations; private: captcha sign-in, accounts added by administrators. */
  edition: 'public' | 'private';
  /** Without SMTP_URL and SMS_WEBHOOK_URL codes go to the outbox table and the log (embedded default). */
  smtpUrl: string | undefined;
  smtpFrom: string;
  smsWebhookUrl: string | undefined;
  /** External single-sign-on page the web's /login redirects to, when set. */
  ssoUrl: string | undefined;
  publicRegistration: boolean;
  /**
   * The vendor's Ed25519 public key (PEM) licence keys are checked against. Unset: this server's own
   * vendor key (a server that issues keys and runs them, as in a demo or the tests).
   */
  licencePublicKey: string | undefined;
  /** The vendor's signing key (PEM) on the vendor's server; unset: one is made and kept sealed in the database. */
  licenceSigningKey: string | undefined;
  /** The digital-twin platform's API gateway (modules/twin); unset: twin mode is not configured. */
  twinGatewayUrl: string | undefined;
  /** Where uploads live: the local disk under DATA_DIR (default) or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Where the web sends /verification/* calls; unset: this server. */
  verifyUrl: string | undefined;
  /** Weather provider (modules/weather) the weather component's query is forwarded to; unset = not configured. */
  weatherUrl: string | undefined;
  /** Online geocoder (Nominatim search interface) place search falls back to; unset = offline only. */
  geocoderUrl: string | undefined;
  /** The coordinate system the geocoder answers in. */
  geocoderCrs: 'WGS84' | 'GCJ02' | 'BD09';
  /** A folder whose map data files replace the shipped ones (officially approved boundaries). */
  mapDataDir: string | undefined;
  /** Largest PMTiles archive an administrator may upload, in MB. */
  mapTilesMaxMb: number;
  /**
   * Live (socket.io) connections one account may hold at once, across every process: a person's tabs
   * stay far below the default 20; one display account driving a wall of screens may need more.
   */
  socketsPerUser: number;
  mapProxyMaxMb: number;
  /**
   * Hosts (`api.corp`, `*.corp`) and address ranges (`10.0.0.0/8`, `fd00::/8`, `127.0.0.1`) that data
   * sources may reach although they are private or loopback (connectors/ip.ts). Empty: public only.
   */
  dataAllowHosts: string[];
  /**
   * The reverse proxies whose X-Forwarded-For is believed (addresses, ranges or proxy-addr's names).
   * Empty: the socket's address is the client's, so nobody can pick their own address by a header.
   */
  trustProxy: string[];
  /** log2 of scrypt's N for new password hashes (15 unless told otherwise). */
  passwordHashCost: number;
}

/** An IPv4/IPv6 address with an optional prefix length, or one of proxy-addr's named ranges. */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [addr, bits, extra] = entry.split('/');
  if (extra !== undefined || !addr) return false;
  const family = isIP(addr);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

export type StorageConfig =
  | {
      driver: 'local';
      /** The environment folder new files go under, as on a bucket (default production). */
      envFolder?: 'test' | 'pre' | 'production';
    }
  | {
      driver: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** The environment folder objects are stored under (test, pre or production). */
      envFolder: 'test' | 'pre' | 'production';
    };

function storageOf(e: z.infer<typeof envSchema>): StorageConfig {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local', envFolder: e.STORAGE_ENV };
  const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (k) => !e[k],
  );
  if (missing.length) throw new ConfigError(`STORAGE_DRIVER=s3 needs ${missing.join(', ')}`);
  return {
    driver: 's3',
    endpoint: e.S3_ENDPOINT!,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    envFolder: e.STORAGE_ENV,
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the environment once at start-up. Every problem is reported together so a person can fix
 * their configuration in one go instead of one restart per mistake.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Below 15 only for the API tests, which hash hundreds of passwords per run (a CPU-second per file).
  if (e.PASSWORD_HASH_COST < 15 && e.NODE_ENV !== 'test')
    throw new ConfigError(
      'Invalid configuration:\n  - PASSWORD_HASH_COST: must be 15-17 (10-17 with NODE_ENV=test)',
    );
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    secret: resolveSecret(e.SECRET, e.NODE_ENV, dataDir, e.DATABASE_URL),
    adminAccount: e.ADMIN_ACCOUNT,
    adminPassword: e.ADMIN_PASSWORD,
    basePath: e.BASE_PATH,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    edition: e.EDITION,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    ssoUrl: e.SSO_URL,
    publicRegistration: e.PUBLIC_REGISTRATION,
    licencePublicKey: e.LICENCE_PUBLIC_KEY,
    licenceSigningKey: e.LICENCE_SIGNING_KEY,
    twinGatewayUrl: e.TWIN_GATEWAY_URL,
    verifyUrl: e.VERIFY_URL,
    storage: storageOf(e),
    weatherUrl: e.WEATHER_URL,
    geocoderUrl: e.GEOCODER_URL,
    geocoderCrs: e.GEOCODER_CRS,
    mapDataDir: e.MAP_DATA_DIR ? path.resolve(e.MAP_DATA_DIR) : undefined,
    mapTilesMaxMb: e.MAP_TILES_MAX_MB,
    socketsPerUser: e.SOCKETS_PER_USER,
    mapProxyMaxMb: e.MAP_PROXY_MAX_MB,
    dataAllowHosts: e.DATA_ALLOW_HOSTS.split(/[\s,]+/).filter(Boolean),
    trustProxy: e.TRUST_PROXY.split(/[\s,]+/).filter(Boolean),
    passwordHashCost: e.PASSWORD_HASH_COST,
  };
}

/**
 * Why a given SECRET is too weak to sign tokens with, or null when it is fine. Refused in every mode:
 * `npm start` sets no NODE_ENV, so a development-only check protected nobody. Length alone is not
 * enough (`x` repeated 40 times), so the characters' spread is estimated too.
 */
export function weakSecretReason(secret: string): string | null {
  if (KNOWN_DEFAULT_SECRETS.has(secret.toLowerCase())) return 'it is a well-known example value';
  if (secret.length < MIN_SECRET_LENGTH) return `it is shorter than ${MIN_SECRET_LENGTH} characters`;
  const counts = new Map<string, number>();
  for (const ch of secret) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bitsPerChar = 0;
  for (const n of counts.values()) bitsPerChar -= (n / secret.length) * Math.log2(n / secret.length);
  // 32 hex characters from `openssl rand -hex 16` score about 118 bits on this estimate.
  if (counts.size < 10 || bitsPerChar * secret.length < 100) return 'its characters are too repetitive';
  return null;
}

function resolveSecret(
  given: string | undefined,
  nodeEnv: string,
  dataDir: string,
  databaseUrl: string | undefined,
): string {
  const production = nodeEnv === 'production';
  if (given !== undefined) {
    const weak = weakSecretReason(given);
    if (weak) {
      throw new ConfigError(
        `SECRET is too weak (${weak}): use at least ${MIN_SECRET_LENGTH} random characters (e.g. \`openssl rand -hex 32\`), or unset it to have one generated into DATA_DIR/secret.`,
      );
    }
    return given;
  }
  // Several server processes sharing one PostgreSQL must share one secret, so it cannot be invented here.
  if (production && databaseUrl) {
    throw new ConfigError(
      'SECRET is required in production when DATABASE_URL is set (all processes must share it).',
    );
  }
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) {
    // This file is ours (generated below); replacing it would make stored credentials unreadable.
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const fresh = randomBytes(32).toString('hex');
  writeFileSync(file, fresh + '\n', { mode: 0o600 });
  return fresh;
}
