import { describe, expect, it } from 'vitest';
import {
  accountNumberSchema,
  passwordSchema,
  phoneSchema,
  registrationBankSchema,
  staffPasswordSchema,
} from './validation';

const codes = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('field rules', () => {
  it('accepts Thai mobile numbers only', () => {
    expect(codes(phoneSchema.safeParse('0812345678'))).toEqual([]);
    expect(codes(phoneSchema.safeParse(' 0612345678 '))).toEqual([]);
    expect(codes(phoneSchema.safeParse('0212345678'))).toEqual(['phone_format']);
    expect(codes(phoneSchema.safeParse('081234567'))).toEqual(['phone_format']);
    expect(codes(phoneSchema.safeParse(''))).toEqual(['required']);
    expect(codes(phoneSchema.safeParse(undefined))).toEqual(['required']);
  });

  it('wants 8-15 characters with lower, upper and digit', () => {
    expect(codes(passwordSchema.safeParse('Abcdefg1'))).toEqual([]);
    expect(codes(passwordSchema.safeParse('Abcdefghijklm12'))).toEqual([]);
    expect(codes(passwordSchema.safeParse('Abc1'))).toEqual(['password_length']);
    expect(codes(passwordSchema.safeParse('abcdefg1'))).toEqual(['password_complexity']);
    expect(codes(passwordSchema.safeParse('Abc defg1'))).toEqual(['password_complexity']);
  });

  it('lets staff use passphrases of up to 128 characters, with the same strength rule', () => {
    const passphrase = 'Correct horse battery staple 42 '.repeat(4);
    expect(passphrase).toHaveLength(128);
    expect(codes(staffPasswordSchema.safeParse(passphrase))).toEqual([]);
    expect(codes(staffPasswordSchema.safeParse('Abcdefg1'))).toEqual([]);
    expect(codes(staffPasswordSchema.safeParse(`${passphrase}x`))).toEqual(['staff_password_length']);
    expect(codes(staffPasswordSchema.safeParse('Abc1'))).toEqual(['staff_password_length']);
    expect(codes(staffPasswordSchema.safeParse('correct horse battery staple'))).toEqual([
      'password_complexity',
    ]);
    expect(codes(staffPasswordSchema.safeParse('Abcdefg1\u0000'))).toEqual(['control_characters']);
    // The members' rule stays 8–15 (the spec's).
    expect(codes(passwordSchema.safeParse('Abcdefghijklm123'))).toEqual(['password_length']);
  });

  it('normalises bank codes and account numbers', () => {
    expect(registrationBankSchema.parse(' kbank ')).toBe('KBANK');
    expect(codes(registrationBankSchema.safeParse('TMB'))).toEqual(['bank_unknown']);
    expect(accountNumberSchema.parse('123-4-56789-0')).toBe('1234567890');
    expect(codes(accountNumberSchema.safeParse('12345678901234'))).toEqual(['account_number_format']);
  });
});
