import { gameLaunches, games, gameStudios, gameTransactions } from '@chaba/db/schema';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertManyGames, type ManyGames } from '../../../test/support/many-games';
import { call, memberIdOf, memberWithToken, useTestApp } from './helpers';

/** The lobby's games API over a catalogue of 5,000 games from 40 studios (issue 28, decision 56). */
const t = useTestApp({ ledgerCheck: 'none' });

let catalogue: ManyGames;
let counter = 0;
const nextPhone = () => `0623${String((counter += 1)).padStart(6, '0')}`;

beforeAll(async () => {
  catalogue = await insertManyGames(t.connection.db);
}, 60_000);

type Game = {
  id: number;
  name: string;
  names: { th: string; en: string };
  category: string;
  studio: { id: number } | null;
};
const get = async (url: string, options: { token?: string; language?: string } = {}) =>
  call(t.app, 'GET', url, {
    token: options.token,
    headers: options.language ? { 'accept-language': options.language } : {},
  });

/** Every page of a query, following `next_cursor` (bounded: 200 pages). */
async function allPages(query: string, token?: string): Promise<Game[]> {
  const seen: Game[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 200; page += 1) {
    const response = await get(`/lobby/api/games?${query}${cursor ? `&cursor=${cursor}` : ''}`, { token });
    expect(response.status).toBe(200);
    seen.push(...response.body.data);
    cursor = response.body.next_cursor;
    if (!cursor) return seen;
  }
  throw new Error('more than 200 pages');
}

describe('GET /lobby/api/games with 5,000 games', () => {
  it('answers a page of 36 with the total, and a cursor, never the whole catalogue', async () => {
    const response = await get('/lobby/api/games');
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(36);
    expect(response.body.total).toBe(5_010);
    expect(response.body.next_cursor).toEqual(expect.any(String));
    // Featured games come first.
    expect(response.body.data[0]).toMatchObject({ featured: true, studio: { name: expect.any(String) } });
    const next = await get(`/lobby/api/games?cursor=${response.body.next_cursor}`);
    expect(next.body.total).toBeUndefined();
  });

  it('pages through a category by keyset without a duplicate or a gap', async () => {
    const slots = await allPages('category=slot&limit=100');
    const ids = slots.map((game) => game.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(await t.connection.db.$count(games, eq(games.category, 'slot')));
    expect(slots.every((game) => game.category === 'slot')).toBe(true);
  });

  it('pages the whole catalogue, the popular and the new lists without a duplicate or a gap', async () => {
    for (const list of ['', 'list=popular&', 'list=new&']) {
      const ids = (await allPages(`${list}limit=100`)).map((game) => game.id);
      expect(new Set(ids).size, list).toBe(5_010);
      expect(ids, list).toHaveLength(5_010);
    }
  });

  it('finds the game a link /lobby/{id} names, by id or code', async () => {
    const id = catalogue.gameIds[2_500]!;
    expect((await get(`/lobby/api/games?entry=${id}`)).body.data.map((game: Game) => game.id)).toEqual([id]);
    expect((await get('/lobby/api/games?entry=game-2501')).body.data.map((game: Game) => game.id)).toEqual([
      id,
    ]);
    expect((await get('/lobby/api/games?entry=nothing')).body).toMatchObject({ data: [], total: 0 });
  });

  it('filters by studio', async () => {
    const studio = catalogue.studioIds[3]!;
    const response = await get(`/lobby/api/games?studio=${studio}&limit=100`);
    expect(response.body.total).toBe(125);
    expect(response.body.data.every((game: Game) => game.studio?.id === studio)).toBe(true);
  });

  it('searches Thai and English names, case-insensitively, LIKE wildcards as plain characters', async () => {
    const thai = await get(`/lobby/api/games?q=${encodeURIComponent('สล็อตมังกร 1')}&limit=100`);
    expect(thai.body.total).toBeGreaterThan(0);
    expect(thai.body.data.every((game: Game) => game.names.th.includes('สล็อตมังกร 1'))).toBe(true);
    const english = await get('/lobby/api/games?q=dRaGoN%20sLoT%2041', { language: 'en' });
    const names = english.body.data.map((game: Game) => game.name);
    expect(names).toContain('Dragon Slot 41');
    expect(names.every((name: string) => name.startsWith('Dragon Slot 41'))).toBe(true);
    for (const wildcard of ['%', '_', '\\', '100%']) {
      const response = await get(`/lobby/api/games?q=${encodeURIComponent(wildcard)}`);
      expect(response.status, wildcard).toBe(200);
      expect(response.body.data, wildcard).toEqual([]);
    }
  });

  it('hides inactive and unavailable games and the games of a studio switched off', async () => {
    const [first, second] = catalogue.gameIds;
    await t.connection.db.update(games).set({ active: false }).where(eq(games.id, first!));
    await t.connection.db.update(games).set({ available: false }).where(eq(games.id, second!));
    const studio = catalogue.studioIds[5]!;
    await t.connection.db.update(gameStudios).set({ active: false }).where(eq(gameStudios.id, studio));
    try {
      const everything = await get('/lobby/api/games?limit=1');
      expect(everything.body.total).toBe(5_010 - 125 - 2);
      const search = await get(`/lobby/api/games?q=${encodeURIComponent(' 1 ')}`);
      expect(search.status).toBe(200);
      const ofStudio = await get(`/lobby/api/games?studio=${studio}`);
      expect(ofStudio.body).toMatchObject({ data: [], total: 0 });
      const studios = await get('/lobby/api/studios');
      expect(studios.body.data).toHaveLength(39);
      expect(studios.body.data.map((entry: { id: number }) => entry.id)).not.toContain(studio);
      expect(studios.body.data[2]).toMatchObject({
        name: 'Studio 03',
        logo: '/games/generic.svg',
        games: 125,
      });
    } finally {
      await t.connection.db
        .update(games)
        .set({ active: true, available: true })
        .where(inArray(games.id, [first!, second!]));
      await t.connection.db.update(gameStudios).set({ active: true }).where(eq(gameStudios.id, studio));
    }
  });

  it('answers 422 with the field, never a 500, for bad filters and cursors', async () => {
    for (const [query, field] of [
      ['category=poker', 'category'],
      ['studio=abc', 'studio'],
      ['studio=-1', 'studio'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['list=mine', 'list'],
      ['cursor=%25%25', 'cursor'],
      ['cursor=bm90LWpzb24', 'cursor'],
      [`cursor=${btoa('["a",1]')}`, 'cursor'],
      [`q=${'x'.repeat(65)}`, 'q'],
      ['q=%00', 'q'],
    ] as const) {
      const response = await get(`/lobby/api/games?${query}`);
      expect(response.status, query).toBe(422);
      expect(JSON.stringify(response.body), query).toContain(field);
    }
  });
});

describe('favourites, recently played and popular', () => {
  it('keeps favourites per member; adding or removing twice changes nothing; guests get an empty page', async () => {
    const ann = await memberWithToken(t, nextPhone());
    const ben = await memberWithToken(t, nextPhone());
    const [a, b] = catalogue.gameIds.slice(100, 102) as [number, number];
    for (const gameId of [a, b, a]) {
      const response = await call(t.app, 'PUT', `/lobby/api/favourites/${gameId}`, { token: ann.token });
      expect(response.status).toBe(200);
    }
    const favourites = await get('/lobby/api/games?list=favourites', { token: ann.token });
    expect(favourites.body.data.map((game: Game) => game.id).sort()).toEqual([a, b].sort());
    expect((await get('/lobby/api/favourites', { token: ann.token })).body.data.sort()).toEqual(
      [a, b].sort(),
    );
    expect((await get('/lobby/api/games?list=favourites', { token: ben.token })).body.data).toEqual([]);
    expect((await get('/lobby/api/games?list=favourites')).body).toMatchObject({ data: [], total: 0 });

    for (let i = 0; i < 2; i += 1) {
      const removed = await call(t.app, 'DELETE', `/lobby/api/favourites/${a}`, { token: ann.token });
      expect(removed.status).toBe(200);
    }
    expect((await get('/lobby/api/favourites', { token: ann.token })).body.data).toEqual([b]);
    expect((await call(t.app, 'PUT', `/lobby/api/favourites/${a}`)).status).toBe(401);
    expect((await call(t.app, 'PUT', '/lobby/api/favourites/999999999', { token: ann.token })).status).toBe(
      404,
    );
    expect((await call(t.app, 'PUT', '/lobby/api/favourites/x', { token: ann.token })).status).toBe(422);
  });

  it("lists the member's recently played games, newest first, each once", async () => {
    const member = await memberWithToken(t, nextPhone());
    const memberId = await memberIdOf(t, member.phone);
    const [x, y] = catalogue.gameIds.slice(200, 202) as [number, number];
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9, minutes));
    await t.connection.db.insert(gameLaunches).values(
      [
        [x, 1],
        [y, 2],
        [x, 3],
      ].map(([gameId, minutes], index) => ({
        tokenHash: `recent-${memberId}-${index}`,
        memberId,
        gameId: gameId!,
        language: 'th',
        mobile: true,
        expiresAt: at(59),
        createdAt: at(minutes!),
      })),
    );
    const recent = await get('/lobby/api/games?list=recent', { token: member.token });
    expect(recent.body.data.map((game: Game) => game.id)).toEqual([x, y]);
    expect((await get('/lobby/api/games?list=recent')).body.data).toEqual([]);
  });

  it('orders the popular list by the rounds of the last 7 days once the job ran', async () => {
    const member = await memberWithToken(t, nextPhone());
    const memberId = await memberIdOf(t, member.phone);
    const [hot] = await t.connection.db
      .select({ provider: games.provider, code: games.code, id: games.id })
      .from(games)
      .where(eq(games.id, catalogue.gameIds[4_321]!));
    await t.connection.db.insert(gameTransactions).values(
      Array.from({ length: 3 }, (_, index) => ({
        provider: hot!.provider,
        transactionId: `popular-${index}`,
        kind: 'bet' as const,
        memberId,
        roundId: `popular-${index}`,
        gameCode: hot!.code,
        amountSatang: 100n,
        status: 'applied' as const,
        answerStatus: 'RS_OK',
        balanceAfterSatang: 0n,
        createdAt: t.clock.now(),
      })),
    );
    await t.connection.db.update(games).set({ popularity: 0 });
    await t.jobs.runOnce();
    const popular = await get('/lobby/api/games?list=popular&limit=1');
    expect(popular.body.data[0].id).toBe(hot!.id);
  });
});
