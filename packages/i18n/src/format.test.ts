import { describe, expect, it } from 'vitest';
import { formatBaht, formatDateTime, formatThaiDateTime } from './format';

describe('money and dates as text', () => {
  it('shows baht with two decimals and thousands separators', () => {
    expect(formatBaht(0)).toBe('0.00');
    expect(formatBaht(1234567.5)).toBe('1,234,567.50');
    expect(formatBaht(123.4)).toBe('123.40');
  });

  it('shows dates as dd/mm/yy HH:mm in Bangkok time, across the date line', () => {
    expect(formatDateTime('2026-01-31T18:30:00Z')).toBe('01/02/26 01:30');
    expect(formatThaiDateTime('2026-11-22T02:05:00Z')).toBe('22 พ.ย. 26 09:05');
  });
});
