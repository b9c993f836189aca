import {
  ACCOUNT_MAX,
  ACCOUNT_MIN,
  CODE_LENGTH_DEFAULT,
  ID_CARD_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PERSON_NAME_MAX,
  TAX_NUMBER_LENGTH,
  USER_NAME_MAX,
  USER_NAME_MIN,
} from '../constants.js';
import { message } from './messages.js';
import type { Message, MessageCode } from './messages.js';

const check = (valid: boolean, code: MessageCode): Message | null => (valid ? null : message(code));
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** 11 digits, first 1, second 3-9. */
export function validatePhone(value: unknown): Message | null {
  return check(/^1[3-9]\d{9}$/.test(text(value)), 'phoneInvalid');
}

export function validateEmail(value: unknown): Message | null {
  return check(/^[\w.+-]+@[A-Za-z\d-]+(\.[A-Za-z\d-]+)*\.[A-Za-z]{2,}$/.test(text(value)), 'emailInvalid');
}

/** Generic password: 6-16 characters. */
export function validatePassword(value: unknown): Message | null {
  const length = [...text(value)].length;
  return check(length >= PASSWORD_MIN && length <= PASSWORD_MAX, 'passwordInvalid');
}

/** Private edition password: 6-16 letters and digits, both required. */
export function validatePrivatePassword(value: unknown): Message | null {
  const v = text(value);
  const shape = new RegExp(`^[A-Za-z\\d]{${PASSWORD_MIN},${PASSWORD_MAX}}$`);
  return check(shape.test(v) && /[A-Za-z]/.test(v) && /\d/.test(v), 'privatePasswordInvalid');
}

export function validateConfirmPassword(confirm: unknown, password: unknown): Message | null {
  if (text(confirm) === '') return message('passwordEmpty');
  return check(confirm === password, 'passwordMismatch');
}

/** Numeric verification code, 6 digits by default. */
export function validateNumericCode(value: unknown, length: number = CODE_LENGTH_DEFAULT): Message | null {
  return check(new RegExp(`^\\d{${length}}$`).test(text(value)), 'codeInvalid');
}

/** Letter verification code: 6 lowercase letters by default. */
export function validateLetterCode(value: unknown, length: number = CODE_LENGTH_DEFAULT): Message | null {
  return check(new RegExp(`^[a-z]{${length}}$`).test(text(value)), 'codeInvalid');
}

/** User name: 1-20 of Chinese, letters, underscore, dot and @. */
export function validateUserName(value: unknown): Message | null {
  const shape = new RegExp(`^[\\p{Script=Han}A-Za-z_.@]{${USER_NAME_MIN},${USER_NAME_MAX}}$`, 'u');
  return check(shape.test(text(value)), 'userNameInvalid');
}

/** Account: 6-20 of digits, letters, underscore, dot and @. */
export function validateAccount(value: unknown): Message | null {
  return check(new RegExp(`^[\\w.@]{${ACCOUNT_MIN},${ACCOUNT_MAX}}$`).test(text(value)), 'accountInvalid');
}

/** Person name: 1-20 Chinese characters or letters. */
export function validatePersonName(value: unknown): Message | null {
  const shape = new RegExp(`^[\\p{Script=Han}A-Za-z]{1,${PERSON_NAME_MAX}}$`, 'u');
  return check(shape.test(text(value)), 'personNameInvalid');
}

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK_CODES = '10X98765432';
const ID_CARD_MODULUS = 11;
// Characters 7-14 of the ID number are the birth date YYYYMMDD.
const BIRTH_YEAR_AT = 6;
const BIRTH_MONTH_AT = 10;
const BIRTH_DAY_AT = 12;
const BIRTH_END_AT = 14;

/** PRC resident ID card: 18 characters, a real birth date, and the ISO 7064 MOD 11-2 check character. */
export function validateIdCard(value: unknown): Message | null {
  const v = text(value).toUpperCase();
  if (v.length !== ID_CARD_LENGTH || !/^\d{17}[\dX]$/.test(v)) return message('idCardInvalid');
  const year = Number(v.slice(BIRTH_YEAR_AT, BIRTH_MONTH_AT));
  const month = Number(v.slice(BIRTH_MONTH_AT, BIRTH_DAY_AT));
  const day = Number(v.slice(BIRTH_DAY_AT, BIRTH_END_AT));
  const birth = new Date(Date.UTC(year, month - 1, day));
  const realDate =
    birth.getUTCFullYear() === year && birth.getUTCMonth() === month - 1 && birth.getUTCDate() === day;
  const sum = ID_CARD_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(v[i]), 0);
  return check(
    realDate && ID_CARD_CHECK_CODES[sum % ID_CARD_MODULUS] === v[ID_CARD_LENGTH - 1],
    'idCardInvalid',
  );
}

const TAX_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const TAX_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Tax number as the unified social credit code (GB 32100-2015): 18 characters with a MOD 31 check. */
export function validateTaxNumber(value: unknown): Message | null {
  const v = text(value).toUpperCase();
  if (v.length !== TAX_NUMBER_LENGTH) return message('taxNumberInvalid');
  const digits = [...v].map((char) => TAX_ALPHABET.indexOf(char));
  if (digits.some((d) => d < 0)) return message('taxNumberInvalid');
  const sum = TAX_WEIGHTS.reduce((acc, weight, i) => acc + weight * (digits[i] as number), 0);
  const expected = (TAX_ALPHABET.length - (sum % TAX_ALPHABET.length)) % TAX_ALPHABET.length;
  return check(digits[TAX_NUMBER_LENGTH - 1] === expected, 'taxNumberInvalid');
}
