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
    });
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

  it('refuses a short or default secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SECRET: 'short', DATA_DIR: tmp() })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SECRET: 'changeme', DATA_DIR: tmp() })).toThrow(
      /too weak/,
    );
    expect(loadConfig({ NODE_ENV: 'production', SECRET: 'x'.repeat(40), DATA_DIR: tmp() }).secret).toBe(
      'x'.repeat(40),
    );
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
