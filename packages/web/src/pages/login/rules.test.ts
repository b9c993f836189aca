import { describe, expect, it } from 'vitest';
import { validateCodeTarget } from './rules';

describe('validateCodeTarget', () => {
  it('accepts an e-mail address or a mainland mobile number with the spec messages otherwise', () => {
    expect(validateCodeTarget('someone@example.com')).toBeNull();
    expect(validateCodeTarget('13800000001')).toBeNull();
    expect(validateCodeTarget('12345678901')?.zh).toBe('请填写有效的手机号码！');
    expect(validateCodeTarget('someone@')?.zh).toBe('请填写有效的邮箱！');
    expect(validateCodeTarget(undefined)?.zh).toBe('请填写有效的邮箱！');
  });
});
