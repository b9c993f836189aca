import { describe, expect, it } from 'vitest';
import { inviteTarget, validateInviteTarget } from './inviteTarget';

describe('invite target', () => {
  it('sorts an entry into e-mail, phone or account', () => {
    expect(inviteTarget(' a.b@example.com ')).toEqual({ email: 'a.b@example.com' });
    expect(inviteTarget('13800000001')).toEqual({ phone: '13800000001' });
    expect(inviteTarget('admin@twincanvas')).toEqual({ account: 'admin@twincanvas' });
    expect(inviteTarget('someone_1')).toEqual({ account: 'someone_1' });
  });

  it('answers the spec message of the kind typed', () => {
    expect(validateInviteTarget('a.b@example.com')).toBeNull();
    expect(validateInviteTarget('admin@twincanvas')).toBeNull();
    expect(validateInviteTarget('12345')?.zh).toBe('请填写有效的手机号码！');
    expect(validateInviteTarget('ab')?.zh).toBe('6-20个字符，支持数字、字母、下划线、小数点和@符号');
    expect(validateInviteTarget('x@y')?.zh).toBe('请填写有效的邮箱！');
    expect(validateInviteTarget('')).not.toBeNull();
  });
});
