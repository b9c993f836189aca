import { describe, expect, it } from 'vitest';
import {
  validateAccount,
  validateConfirmPassword,
  validateEmail,
  validateIdCard,
  validateLetterCode,
  validateNumericCode,
  validatePassword,
  validatePersonName,
  validatePhone,
  validatePrivatePassword,
  validateTaxNumber,
  validateUserName,
} from './forms.js';
import { MESSAGES, message } from './messages.js';
import { collectName, copyName, nameUnits, truncateToUnits, validateName, withSuffix } from './names.js';

describe('names (docs/reference.md#validation)', () => {
  it('"Folder / project name | not empty | 名称不能为空"', () => {
    expect(validateName('')).toEqual({
      code: 'nameEmpty',
      zh: '名称不能为空',
      en: 'The name cannot be empty',
    });
    expect(validateName(undefined)?.code).toBe('nameEmpty');
    expect(validateName(null)?.code).toBe('nameEmpty');
  });
  it('"no leading or trailing space | 首尾不能为空格"', () => {
    expect(validateName(' a')?.zh).toBe('首尾不能为空格');
    expect(validateName('a ')?.code).toBe('nameSpaces');
    expect(validateName('a b')).toBeNull();
  });
  it('"at most 100 units, a Chinese character counts 2 | 100个字符以内，支持输入汉字、字母、特殊符号"', () => {
    expect(nameUnits('ab中文')).toBe(6);
    expect(validateName('a'.repeat(100))).toBeNull();
    expect(validateName('a'.repeat(101))?.zh).toBe('100个字符以内，支持输入汉字、字母、特殊符号');
    expect(validateName('中'.repeat(50))).toBeNull();
    expect(validateName('中'.repeat(51))?.code).toBe('nameTooLong');
  });
  it('"Copied 2D names get a copy suffix (Chinese) truncated to 100; favourites get a collected suffix, also truncated to 100."', () => {
    expect(copyName('chart')).toBe('chart副本');
    expect(collectName('chart')).toBe('chart收藏');
    const long = copyName('a'.repeat(100));
    expect(long).toBe(`${'a'.repeat(96)}副本`);
    expect(validateName(long)).toBeNull();
    expect(nameUnits(collectName('中'.repeat(60)))).toBeLessThanOrEqual(100);
    expect(withSuffix('abc', 'xyz', 2)).toBe('xyz');
    expect(truncateToUnits('a中b', 2)).toBe('a');
  });
});

describe('form fields (docs/reference.md#validation)', () => {
  it('"Phone | 11 digits, first 1, second 3-9 | 请填写有效的手机号码！"', () => {
    expect(validatePhone('13812345678')).toBeNull();
    expect(validatePhone('12812345678')?.zh).toBe('请填写有效的手机号码！');
    expect(validatePhone('1381234567')?.code).toBe('phoneInvalid');
    expect(validatePhone(13812345678)?.code).toBe('phoneInvalid');
  });
  it('"Email | valid e-mail format | 请填写有效的邮箱！"', () => {
    expect(validateEmail('a.b+c@example.co.uk')).toBeNull();
    expect(validateEmail('a@b')?.zh).toBe('请填写有效的邮箱！');
    expect(validateEmail('no-at.example.com')?.code).toBe('emailInvalid');
  });
  it('"Password (generic) | 6-16 characters | 密码需至少6位数字与字母的组合！"', () => {
    expect(validatePassword('abc123')).toBeNull();
    expect(validatePassword('abc12')?.zh).toBe('密码需至少6位数字与字母的组合！');
    expect(validatePassword('a'.repeat(17))?.code).toBe('passwordInvalid');
  });
  it('"Confirm password | empty | 密码不能为空！" and "differs | 两次密码不一致！"', () => {
    expect(validateConfirmPassword('', 'abc123')?.zh).toBe('密码不能为空！');
    expect(validateConfirmPassword('abc124', 'abc123')?.zh).toBe('两次密码不一致！');
    expect(validateConfirmPassword('abc123', 'abc123')).toBeNull();
  });
  it('"Numeric code | 6 digits by default | 验证码格式错误！" and "Letter code | 6 lowercase letters"', () => {
    expect(validateNumericCode('123456')).toBeNull();
    expect(validateNumericCode('12345')?.zh).toBe('验证码格式错误！');
    expect(validateNumericCode('1234', 4)).toBeNull();
    expect(validateLetterCode('abcdef')).toBeNull();
    expect(validateLetterCode('abcdeF')?.code).toBe('codeInvalid');
  });
  it('"User name | 1-20 characters | 1-20个字符，支持输入汉字、字母、下划线、小数点和@符号"', () => {
    expect(validateUserName('张三_a.b@')).toBeNull();
    expect(validateUserName('')?.zh).toBe('1-20个字符，支持输入汉字、字母、下划线、小数点和@符号');
    expect(validateUserName('a'.repeat(21))?.code).toBe('userNameInvalid');
    expect(validateUserName('a b')?.code).toBe('userNameInvalid');
  });
  it('"Account | 6-20 of digits, letters, underscore, dot, @ | 6-20个字符，支持数字、字母、下划线、小数点和@符号"', () => {
    expect(validateAccount('user_1.x@')).toBeNull();
    expect(validateAccount('abc')?.zh).toBe('6-20个字符，支持数字、字母、下划线、小数点和@符号');
    expect(validateAccount('abc def')?.code).toBe('accountInvalid');
  });
  it('"Password (private edition) | 6-16 letters and digits, both required | 6-16个字符，字母和数字的组合"', () => {
    expect(validatePrivatePassword('abc123')).toBeNull();
    expect(validatePrivatePassword('abcdef')?.zh).toBe('6-16个字符，字母和数字的组合');
    expect(validatePrivatePassword('123456')?.code).toBe('privatePasswordInvalid');
    expect(validatePrivatePassword('abc12!')?.code).toBe('privatePasswordInvalid');
  });
  it('"ID card, tax number and person name (1-20 Chinese characters or letters) are also checked."', () => {
    expect(validateIdCard('11010519491231002X')).toBeNull();
    expect(validateIdCard('11010519491231002x')).toBeNull();
    expect(validateIdCard('110105194912310021')?.code).toBe('idCardInvalid');
    expect(validateIdCard('110105194913310029')?.code).toBe('idCardInvalid'); // month 13
    expect(validateIdCard('1101051949')?.code).toBe('idCardInvalid');
    expect(validateTaxNumber('91350100M000100Y43')).toBeNull();
    expect(validateTaxNumber('91350100M000100Y44')?.code).toBe('taxNumberInvalid');
    expect(validateTaxNumber('91350100M000100Y4I')?.code).toBe('taxNumberInvalid');
    expect(validateTaxNumber('913501')?.code).toBe('taxNumberInvalid');
    expect(validatePersonName('张三')).toBeNull();
    expect(validatePersonName('Alice')).toBeNull();
    expect(validatePersonName('Alice1')?.code).toBe('personNameInvalid');
    expect(validatePersonName('a'.repeat(21))?.code).toBe('personNameInvalid');
  });
  it('exports one message catalogue with zh and en for every code', () => {
    for (const code of Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]) {
      const m = message(code);
      expect(m.code).toBe(code);
      expect(m.zh.length).toBeGreaterThan(0);
      expect(m.en.length).toBeGreaterThan(0);
    }
  });
});
