import { describe, expect, it } from 'vitest';
import { bangkokDayStart, periodContaining } from './cashback-periods';

describe('cashback periods', () => {
  it('is the day itself for a daily programme', () => {
    expect(periodContaining({ period: 'daily', weekStartDay: 1 }, '2026-11-20')).toEqual({
      start: '2026-11-20',
      end: '2026-11-21',
    });
  });

  it('starts a weekly period on the chosen weekday at or before the day', () => {
    // 2026-11-18 is a Wednesday, 2026-11-20 a Friday, 2026-11-23 a Monday, 2026-11-22 a Sunday.
    const wednesday = { period: 'weekly' as const, weekStartDay: 3 };
    expect(periodContaining(wednesday, '2026-11-18')).toEqual({ start: '2026-11-18', end: '2026-11-25' });
    expect(periodContaining(wednesday, '2026-11-24')).toEqual({ start: '2026-11-18', end: '2026-11-25' });
    expect(periodContaining(wednesday, '2026-11-25')).toEqual({ start: '2026-11-25', end: '2026-12-02' });
    const sunday = { period: 'weekly' as const, weekStartDay: 7 };
    expect(periodContaining(sunday, '2026-11-22')).toEqual({ start: '2026-11-22', end: '2026-11-29' });
    expect(periodContaining(sunday, '2026-11-28')).toEqual({ start: '2026-11-22', end: '2026-11-29' });
    const monday = { period: 'weekly' as const, weekStartDay: 1 };
    expect(periodContaining(monday, '2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-23' });
  });

  it('starts a Bangkok day at 17:00 UTC the day before', () => {
    expect(bangkokDayStart('2026-11-21').toISOString()).toBe('2026-11-20T17:00:00.000Z');
  });
});
