import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Secrets that people copy from examples; refused in production whatever their length. */
const KNOWN_DEFAULT_SECRETS = new Set([
  'changeme',
  'secret',
  'twincanvas',
  'change-me-to-a-long-random-string',
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
  WEATHER_URL: z
    .string()
    .regex(/^https?:\/\//, 'WEATHER_URL must start with http:// or https://')
    .optional(),
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
  /** Weather provider (modules/weather) the weather component's query is forwarded to; unset = not configured. */
  weatherUrl: string | undefined;
  /**
   * Hosts (`api.corp`, `*.corp`) and address ranges (`10.0.0.0/8`, `fd00::/8`, `127.0.0.1`) that data
   * sources may reach although they are private or loopback (connectors/ip.ts). Empty: public only.
   */
  dataAllowHosts: string[];
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
    weatherUrl: e.WEATHER_URL,
    dataAllowHosts: e.DATA_ALLOW_HOSTS.split(/[\s,]+/).filter(Boolean),
  };
}

function resolveSecret(
  given: string | undefined,
  nodeEnv: string,
  dataDir: string,
  databaseUrl: string | undefined,
): string {
  const production = nodeEnv === 'production';
  if (given !== undefined) {
    if (production && (given.length < MIN_SECRET_LENGTH || KNOWN_DEFAULT_SECRETS.has(given))) {
      throw new ConfigError(
        `SECRET is too weak for production: use at least ${MIN_SECRET_LENGTH} random characters (e.g. \`openssl rand -hex 32\`).`,
      );
    }
    if (given.length === 0) throw new ConfigError('SECRET must not be empty.');
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
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const fresh = randomBytes(32).toString('hex');
  writeFileSync(file, fresh + '\n', { mode: 0o600 });
  return fresh;
}
