import { describe, expect, it } from 'vitest';
import { accountNumberSchema, passwordSchema, phoneSchema, registrationBankSchema } from './validation';

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

  it('normalises bank codes and account numbers', () => {
    expect(registrationBankSchema.parse(' kbank ')).toBe('KBANK');
    expect(codes(registrationBankSchema.safeParse('TMB'))).toEqual(['bank_unknown']);
    expect(accountNumberSchema.parse('123-4-56789-0')).toBe('1234567890');
    expect(codes(accountNumberSchema.safeParse('12345678901234'))).toEqual(['account_number_format']);
  });
});
