import { describe, expect, it } from 'vitest';
import { httpStatusCode, httpStatusMessage } from './httpStatus';

describe('the HTTP-status message table', () => {
  it('names each status in both languages', () => {
    expect(httpStatusMessage(502, 'zh-CN')).toBe('网关错误');
    expect(httpStatusMessage(504, 'en')).toBe('Gateway timeout');
    expect(httpStatusMessage(410, 'zh-CN')).toBe('请求的资源已被永久删除');
    expect(httpStatusMessage(418, 'en')).toBe('The request failed (HTTP 418)');
  });

  it('gives the caller 401, 403, 404 for 404-421 and 500 for 500-504', () => {
    expect([401, 403, 404, 410, 421, 422, 500, 503, 504, 505].map(httpStatusCode)).toEqual([
      '401',
      '403',
      '404',
      '404',
      '404',
      '422',
      '500',
      '500',
      '500',
      '505',
    ]);
  });
});
