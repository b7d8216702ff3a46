import { describe, expect, it } from 'vitest';
import { interpolate, translateServer } from './translate';

describe('server messages', () => {
  it('writes an amount the way its template asks', () => {
    expect(interpolate('{{min}} / {{min, baht}}', { min: 1400 })).toBe('1400 / 1,400.00');
    expect(translateServer('en', 'errors.turnover_not_met', { remaining: 1250.5 })).toBe(
      'Turnover not reached yet: 1,250.50 baht to go',
    );
  });

  it('leaves a placeholder without a value visible', () => {
    expect(interpolate('{{remaining, baht}} left', {})).toBe('{{remaining, baht}} left');
  });
});
