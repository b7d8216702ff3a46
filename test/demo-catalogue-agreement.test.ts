import { gameCategories } from '@chaba/contracts/games';
import { createDemoGameProvider } from '@chaba/core/games/demo-game-provider';
import { describe, expect, it } from 'vitest';
import { gameCodes, games } from '@chaba/demo-provider/games/catalogue';
import { catalogs } from '@chaba/demo-provider/texts';

/**
 * The server seeds the lobby from its own copy of the aggregator's catalogue (core's
 * demo-game-provider.ts): each game the aggregator plays is in the lobby under the same code,
 * category and names as the game page shows, so a new game cannot land on a tab by mistake.
 */
describe("the server's copy of the demo aggregator's catalogue", () => {
  const seeded = createDemoGameProvider({ baseUrl: 'http://provider', secret: 'unused' }).catalogue;

  it('holds every game the aggregator plays, once, and no other', () => {
    expect(seeded.map((game) => game.code).toSorted()).toEqual([...gameCodes].toSorted());
  });

  it.each(gameCodes)('%s: same category and names as the game page', (code) => {
    const seed = seeded.find((game) => game.code === code);
    expect(seed?.category).toBe(games[code].category);
    expect(gameCategories).toContain(games[code].category);
    expect(seed?.names).toEqual({
      th: catalogs.th[`game.${code}`],
      en: catalogs.en[`game.${code}`],
      cn: catalogs.cn[`game.${code}`],
    });
  });
});
