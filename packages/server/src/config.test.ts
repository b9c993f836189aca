import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'tc-config-'));

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const dir = tmp();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 8080,
      basePath: '/',
      databaseUrl: undefined,
      redisUrl: undefined,
      env: 'development',
    });
    expect(c.dataDir).toBe(path.resolve(dir));
    expect(c).toMatchObject({
      edition: 'public',
      smtpUrl: undefined,
      ssoUrl: undefined,
      publicRegistration: true,
      passwordHashCost: 15,
    });
  });

  it('lowers the password hash cost below 15 only for tests, and never past 10 or above 17', () => {
    const at = (NODE_ENV: string, PASSWORD_HASH_COST: string) =>
      loadConfig({
        DATA_DIR: tmp(),
        NODE_ENV,
        PASSWORD_HASH_COST,
        SECRET: 'Zq8vL2mN5xR7tY1wK4pJ6hG9dF3sA0cB',
      });
    expect(at('production', '16').passwordHashCost).toBe(16);
    expect(at('test', '10').passwordHashCost).toBe(10);
    for (const env of ['production', 'development'])
      expect(() => at(env, '12'), env).toThrow(/PASSWORD_HASH_COST: must be 15-17/);
    expect(() => at('test', '9')).toThrow(/PASSWORD_HASH_COST must be 15-17/);
    expect(() => at('production', '18')).toThrow(/PASSWORD_HASH_COST must be 15-17/);
  });

  it('keeps uploads on the local disk by default; STORAGE_DRIVER=s3 needs the store, names what is missing', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).storage).toEqual({ driver: 'local', envFolder: 'production' });
    expect(() => loadConfig({ DATA_DIR: tmp(), STORAGE_DRIVER: 's3', S3_BUCKET: 'tc-files' })).toThrow(
      'STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    const s3 = loadConfig({
      DATA_DIR: tmp(),
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'https://cos.ap-shanghai.myqcloud.com',
      S3_BUCKET: 'tc-files',
      S3_REGION: 'ap-shanghai',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      STORAGE_ENV: 'pre',
    }).storage;
    expect(s3).toMatchObject({ driver: 's3', bucket: 'tc-files', region: 'ap-shanghai', envFolder: 'pre' });
    expect(() => loadConfig({ DATA_DIR: tmp(), STORAGE_ENV: 'staging' })).toThrow(/STORAGE_ENV/);
  });

  it('reads the edition, mail, SMS and sign-on settings', () => {
    const c = loadConfig({
      DATA_DIR: tmp(),
      EDITION: 'private',
      SMTP_URL: 'smtp://user:pw@mail.example.com:587',
      SMS_WEBHOOK_URL: 'https://sms.example.com/send',
      SSO_URL: 'https://sso.example.com/login',
      PUBLIC_REGISTRATION: 'false',
    });
    expect(c).toMatchObject({
      edition: 'private',
      smtpUrl: 'smtp://user:pw@mail.example.com:587',
      smsWebhookUrl: 'https://sms.example.com/send',
      ssoUrl: 'https://sso.example.com/login',
      publicRegistration: false,
    });
    expect(() => loadConfig({ DATA_DIR: tmp(), EDITION: 'cloud', SMTP_URL: 'mail.example.com' })).toThrow(
      /EDITION[\s\S]*SMTP_URL/,
    );
  });

  it('generates a random secret once and keeps it in the data folder', () => {
    const dir = tmp();
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.secret).toHaveLength(64);
    expect(b.secret).toBe(a.secret);
    expect(readFileSync(path.join(dir, 'secret'), 'utf8').trim()).toBe(a.secret);
  });

  it('SECURITY-CASES #44 / finding 10: a weak SECRET stops the server in every mode, not only production', () => {
    for (const NODE_ENV of [undefined, 'development', 'test', 'production']) {
      for (const SECRET of [
        'changeme',
        'abc',
        'secret',
        '',
        'x'.repeat(40),
        'abababababababababababababababab',
      ]) {
        const env = { SECRET, DATA_DIR: tmp(), ...(NODE_ENV ? { NODE_ENV } : {}) };
        expect(() => loadConfig(env), `${NODE_ENV ?? 'unset'} / ${SECRET}`).toThrow(/SECRET is too weak/);
      }
    }
    const strong = 'test-secret-that-is-long-enough-0123456789';
    expect(loadConfig({ SECRET: strong, DATA_DIR: tmp() }).secret).toBe(strong);
    const hex = '3f9a1c07d2b84e6a5f0c9e17b2d4a863';
    expect(loadConfig({ NODE_ENV: 'production', SECRET: hex, DATA_DIR: tmp() }).secret).toBe(hex);
  });

  it('requires SECRET in production with a shared PostgreSQL', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db', DATA_DIR: tmp() }),
    ).toThrow(/SECRET is required/);
  });

  it('reports every invalid variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', BASE_PATH: 'app', DATABASE_URL: 'mysql://x', DATA_DIR: tmp() });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const msg = (e as Error).message;
      expect(msg).toMatch(/PORT/);
      expect(msg).toMatch(/BASE_PATH/);
      expect(msg).toMatch(/DATABASE_URL/);
    }
  });
});

describe('starting the server (SECURITY-CASES #44 / finding 10)', () => {
  it('`npm start` without NODE_ENV refuses SECRET=changeme and exits before listening', async () => {
    const { spawn } = await import('node:child_process');
    const root = path.resolve(import.meta.dirname, '../../..');
    const child = spawn(
      process.execPath,
      ['--conditions=@twincanvas/source', '--import', 'tsx', 'packages/server/src/main.ts'],
      {
        cwd: root,
        env: { PATH: process.env.PATH, SECRET: 'changeme', DATA_DIR: tmp(), PORT: '0', LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/SECRET is too weak/);
  }, 60_000);
});
