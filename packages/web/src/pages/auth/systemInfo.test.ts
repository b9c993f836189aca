import { describe, expect, it } from 'vitest';
import { ssoRedirectUrl } from './systemInfo';

describe('ssoRedirectUrl', () => {
  it('adds a redirect back to /auth under the base path, keeping the SSO page’s own parameters', () => {
    expect(ssoRedirectUrl('https://sso.example.com/login?app=tc', 'http://h:8080', '/')).toBe(
      'https://sso.example.com/login?app=tc&redirect=http%3A%2F%2Fh%3A8080%2Fauth',
    );
    expect(ssoRedirectUrl('https://sso.example.com/', 'http://h', '/tc/')).toBe(
      'https://sso.example.com/?redirect=http%3A%2F%2Fh%2Ftc%2Fauth',
    );
  });
});
