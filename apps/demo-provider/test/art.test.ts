import { describe, expect, test } from 'vitest';
import { spriteSvg } from '../src/pages/art';

/** The words drawn in the game pages' symbols (their <text> elements). */
function wordsDrawn(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, text]) => text!.trim());
}

describe("the games' symbol art", () => {
  test('a Thai page draws no English word: the wild symbols say ไวลด์ (issue 24)', () => {
    const thai = wordsDrawn(spriteSvg('th'));
    expect(thai.filter((word) => /[A-Za-z]{2,}/.test(word))).toEqual([]);
    expect(thai.filter((word) => word === 'ไวลด์')).toHaveLength(3);
  });

  test('the English and Chinese pages draw the word in their language', () => {
    expect(wordsDrawn(spriteSvg('en'))).toContain('WILD');
    expect(wordsDrawn(spriteSvg('cn'))).toContain('百搭');
    expect(wordsDrawn(spriteSvg('cn'))).not.toContain('WILD');
  });
});
