import { describe, expect, it } from 'vitest';
import {
  addDays,
  bangkokDate,
  bangkokMidnight,
  bangkokWeekStart,
  latestFridayMidnight,
} from './bangkok-time';

describe('Bangkok calendar', () => {
  it('puts 17:00 UTC in the next Bangkok day', () => {
    expect(bangkokDate(new Date('2026-11-19T16:59:59Z'))).toBe('2026-11-19');
    expect(bangkokDate(new Date('2026-11-19T17:00:00Z'))).toBe('2026-11-20');
    expect(bangkokMidnight('2026-11-20').toISOString()).toBe('2026-11-19T17:00:00.000Z');
  });

  it('finds the Monday of the week and the latest Friday midnight', () => {
    // 2026-11-20 is a Friday.
    expect(bangkokWeekStart(new Date('2026-11-20T05:00:00Z'))).toBe('2026-11-16');
    expect(latestFridayMidnight(new Date('2026-11-19T17:00:00Z'))).toBe('2026-11-20');
    expect(latestFridayMidnight(new Date('2026-11-19T16:59:59Z'))).toBe('2026-11-13');
    expect(latestFridayMidnight(new Date('2026-11-26T12:00:00Z'))).toBe('2026-11-20');
    expect(addDays('2026-11-20', -7)).toBe('2026-11-13');
  });
});
