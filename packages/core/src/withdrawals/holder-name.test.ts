import { describe, expect, it } from 'vitest';
import { holderNameMatches, normaliseHolderName } from './holder-name';

describe('the bank account holder name check', () => {
  it('drops a Thai title, spaces and case', () => {
    expect(normaliseHolderName('นางสาว สมหญิง  ใจดี')).toBe('สมหญิงใจดี');
    expect(normaliseHolderName('นาย สมชาย ใจดี')).toBe('สมชายใจดี');
    expect(normaliseHolderName('นาง สมศรี ใจดี')).toBe('สมศรีใจดี');
    expect(normaliseHolderName('น.ส. สมหญิง ใจดี')).toBe('สมหญิงใจดี');
  });

  it('reads นางสาว as one title, not นาง followed by a name starting สาว', () => {
    expect(holderNameMatches('นางสาวสมหญิง ใจดี', 'สมหญิง ใจดี')).toBe(true);
    expect(holderNameMatches('นาง สาวิตรี ใจดี', 'สาวิตรี ใจดี')).toBe(true);
  });

  it('drops an English title and compares without case', () => {
    expect(holderNameMatches('MR. JOHN SMITH', 'John Smith')).toBe(true);
    expect(holderNameMatches('Mrs Jane Smith', 'jane smith')).toBe(true);
    expect(holderNameMatches('Miss Jane Smith', 'JANE SMITH')).toBe(true);
    expect(holderNameMatches('Ms. Jane Smith', 'Jane  Smith')).toBe(true);
  });

  it('does not take the start of a name for a title', () => {
    expect(normaliseHolderName('Mrsomchai Dee')).toBe('mrsomchaidee');
    expect(holderNameMatches('Mirsomchai', 'somchai')).toBe(false);
  });

  it('refuses another name and an empty one', () => {
    expect(holderNameMatches('นาย สมชาย ใจดี', 'สมศักดิ์ ใจดี')).toBe(false);
    expect(holderNameMatches('นาย', 'นาย')).toBe(false);
    expect(holderNameMatches('', '')).toBe(false);
  });
});
