import { describe, expect, it } from 'vitest';
import { betRequest, winRequest } from './game-wallet';
import {
  amountSchema,
  bahtAmount,
  bankStatementLine,
  rejectWithdrawalRequest,
  staffLoginRequest,
} from './money';
import { dateSchema, dateTimeSchema, isSafeText, recordId, requiredString, safeText } from './validation';

const codes = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('safe text (issue 9)', () => {
  it('refuses NUL, the other C0 controls, DEL, C1 and lone surrogates', () => {
    for (const bad of [
      'a\u0000b',
      '\u0001',
      '\u001b[31m',
      'x\u007f',
      '\u0085',
      '\u009f',
      '\ud800',
      'a\udc00',
    ])
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['ทดสอบ ระบบ', '王小明', 'O’Brien — 50%', '😀', 'tab\tsep'.replace('\t', ' ')])
      expect(isSafeText(good), good).toBe(true);
  });

  it('allows line breaks and tabs only in multi-line text', () => {
    expect(isSafeText('line 1\nline 2\ttab\r\n')).toBe(false);
    expect(isSafeText('line 1\nline 2\ttab\r\n', { multiline: true })).toBe(true);
    expect(isSafeText('a\u0000b', { multiline: true })).toBe(false);
  });

  it('is the rule of every text schema', () => {
    expect(codes(requiredString(64).safeParse('adm\u0000in'))).toEqual(['control_characters']);
    expect(codes(safeText(64).safeParse('\u0000'))).toEqual(['control_characters']);
    expect(codes(staffLoginRequest.safeParse({ username: 'admin\u0000', password: 'x' }))).toEqual([
      'control_characters',
    ]);
    expect(requiredString(64).parse('  admin ')).toBe('admin');
    expect(rejectWithdrawalRequest.parse({ cause: ' ชื่อไม่ตรง\nโอนคืนแล้ว ' }).cause).toBe('ชื่อไม่ตรง\nโอนคืนแล้ว');
    expect(codes(rejectWithdrawalRequest.safeParse({ cause: 'x\u0000' }))).toEqual(['control_characters']);
    expect(codes(rejectWithdrawalRequest.safeParse({ cause: '  ' }))).toEqual(['required']);
    expect(codes(requiredString(64).safeParse('two\nlines'))).toEqual(['control_characters']);
  });

  it('keeps dates where PostgreSQL can store them and a person could mean them', () => {
    expect(dateSchema.parse('2026-11-20')).toBe('2026-11-20');
    expect(dateTimeSchema.parse('2026-11-20T10:00:00+07:00')).toBe('2026-11-20T10:00:00+07:00');
    for (const bad of ['0000-01-01', '1899-12-31', '2100-01-01', '2026-02-30'])
      expect(codes(dateSchema.safeParse(bad)), bad).toEqual(['invalid']);
    for (const bad of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2026-11-20T10:00:00'])
      expect(codes(dateTimeSchema.safeParse(bad)), bad).toEqual(['invalid']);
  });

  it('keeps ids inside the safe integers', () => {
    expect(recordId.parse('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', '1e400', '99999999999999999999', 'abc', ''])
      expect(recordId.safeParse(bad).success, bad).toBe(false);
  });
});

describe('amounts (issue 9)', () => {
  it('take at most two decimals, in range, as numbers or numeric strings', () => {
    expect(amountSchema.parse(100)).toBe(10_000n);
    expect(amountSchema.parse('100.25')).toBe(10_025n);
    expect(amountSchema.parse(0.1)).toBe(10n);
    for (const bad of [
      1.001,
      100.001,
      0.005,
      1e308,
      1e21,
      100_000_000.01,
      '1.001',
      '1e3',
      'NaN',
      'Infinity',
      '0x10',
    ])
      expect(codes(amountSchema.safeParse(bad)), String(bad)).toEqual(['amount_format']);
    for (const bad of [-5, -0.01, 0, '-1'])
      expect(codes(amountSchema.safeParse(bad)).length, String(bad)).toBe(1);
    expect(codes(amountSchema.safeParse(true))).toEqual(['amount_format']);
    expect(codes(amountSchema.safeParse(undefined))).toEqual(['required']);
  });

  it('machine callers send numbers: strings are refused where the protocol says number', () => {
    expect(bahtAmount().safeParse('100').success).toBe(false);
    expect(codes(bankStatementLine.safeParse(line({ amount: 100.001 })))).toEqual(['amount_format']);
    expect(bankStatementLine.parse(line({ amount: 100.5 })).amount).toBe(100.5);
  });

  it('the game wallet refuses a bet of 1.001, a negative win and a huge amount', () => {
    const bet = { player_token: 't', transaction_id: 'x', round_id: 'r', game_code: 'g' };
    expect(codes(betRequest.safeParse({ ...bet, amount: 1.001 }))).toEqual(['amount_format']);
    expect(codes(betRequest.safeParse({ ...bet, amount: 0 }))).toEqual(['amount_positive']);
    expect(codes(winRequest.safeParse({ ...bet, amount: -1 }))).toEqual(['amount_positive']);
    expect(codes(winRequest.safeParse({ ...bet, amount: 1e300 }))).toEqual(['amount_format']);
    expect(winRequest.parse({ ...bet, amount: 0 }).amount).toBe(0);
    expect(betRequest.parse({ ...bet, amount: 12.34 }).amount).toBe(12.34);
    expect(codes(betRequest.safeParse({ ...bet, player_token: 't\u0000', amount: 1 }))).toEqual([
      'control_characters',
    ]);
  });
});

function line(overrides: Record<string, unknown>) {
  return {
    id: 'line-1',
    account_number: '1234567890',
    amount: 100,
    occurred_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
