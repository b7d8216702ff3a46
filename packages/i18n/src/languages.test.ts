import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './languages';

describe('the language of a request', () => {
  it('prefers the cookie, then Accept-Language by quality, then Thai', () => {
    expect(negotiateLanguage('en', 'th')).toBe('en');
    expect(negotiateLanguage('xx', 'zh-CN,zh;q=0.9')).toBe('cn');
    expect(negotiateLanguage(undefined, 'fr;q=1, en;q=0.5, th;q=0.8')).toBe('th');
    expect(negotiateLanguage(undefined, 'de, fr')).toBe('th');
    expect(negotiateLanguage(undefined, 'en;q=0')).toBe('th');
    expect(negotiateLanguage(undefined, undefined)).toBe('th');
  });
});
