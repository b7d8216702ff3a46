import { catalogueOf } from '@chaba/core/games/hub88-game-provider';
import type { Catalogue } from '@chaba/core/games/game-provider';
import { syncCatalogue } from '@chaba/core/games/sync-catalogue';
import { updateGame } from '@chaba/core/content/update-game';
import { gameStudios, games } from '@chaba/db/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeCatalogue } from '../../../scripts/fake-hub88/catalogue';
import { useTestApp } from './helpers';
import { createStaffMember } from './staff-helpers';

/**
 * The catalogue job's writing (decision 54): the fake Hub88's 5,000 games of 40 studios, as Hub88's
 * `game/list` answers them, written in batches; a rerun writes nothing; what operators decide stays;
 * a game no longer listed becomes unavailable; two syncs at once write once.
 */
const t = useTestApp({ ledgerCheck: 'none' });
const provider = { code: 'hub88' };
const full: Catalogue = catalogueOf(fakeCatalogue('https://hub88.example'));

const hub88Games = () =>
  t.connection.db.select().from(games).where(eq(games.provider, 'hub88')).orderBy(asc(games.id));

let first: Awaited<ReturnType<typeof syncCatalogue>>;

beforeAll(async () => {
  const started = performance.now();
  first = await syncCatalogue(t.connection.db, { provider, catalogue: full, now: t.clock.now() });
  // Batches, not a round trip per game: seconds, not minutes (the CI machine is slow and shared).
  expect(performance.now() - started).toBeLessThan(20_000);
});

describe('the catalogue sync', () => {
  it('writes 5,000 games of 40 studios with what Hub88 tells, ordered after the games already there', async () => {
    expect(first).toMatchObject({
      provider: 'hub88',
      studiosAdded: 40,
      added: 5_000,
      changed: 0,
      withdrawn: 0,
    });
    const rows = await hub88Games();
    expect(rows).toHaveLength(5_000);
    const demoLast = await t.connection.db
      .select({ last: sql<number>`max(${games.sortOrder})::int` })
      .from(games)
      .where(eq(games.provider, 'chaba-demo'));
    expect(Math.min(...rows.map((row) => row.sortOrder))).toBe(demoLast[0]!.last + 1);
    const [studio] = await t.connection.db
      .select()
      .from(gameStudios)
      .where(and(eq(gameStudios.provider, 'hub88'), eq(gameStudios.id, rows[0]!.studioId!)));
    expect(studio!.name).toBe('Golden Gaming');
    expect(rows[0]).toMatchObject({
      code: 'fake_00_0000',
      nameTh: rows[0]!.nameEn,
      category: 'slot',
      imageUrl: 'https://hub88.example/images/fake_00_0000.svg',
      rtp: '94.00',
      volatility: '1',
      mobile: false,
      desktop: true,
      demo: true,
      available: true,
      releasedAt: new Date('2018-01-01T00:00:00.000Z'),
    });
    const categories = new Set(rows.map((row) => row.category));
    expect([...categories].toSorted()).toEqual(['casino', 'fish', 'live', 'lottery', 'slot']);
  });

  it('writes nothing on a rerun', async () => {
    const before = await hub88Games();
    t.clock.advanceSeconds(60);
    const again = await syncCatalogue(t.connection.db, { provider, catalogue: full, now: t.clock.now() });
    expect(again).toMatchObject({ studiosAdded: 0, added: 0, changed: 0, withdrawn: 0 });
    expect(await hub88Games()).toEqual(before);
  });

  it("keeps what operators decide, writes the aggregator's changes, and withdraws games no longer listed", async () => {
    const [target, gone] = await hub88Games();
    await t.connection.db
      .update(games)
      .set({ active: false, sortOrder: 3, featured: true })
      .where(eq(games.id, target!.id));
    await t.connection.db
      .update(gameStudios)
      .set({ active: false, sortOrder: 99 })
      .where(eq(gameStudios.id, target!.studioId!));
    const renamed: Catalogue = {
      studios: full.studios,
      games: full.games
        .filter((game) => game.code !== gone!.code)
        .map((game) =>
          game.code === target!.code
            ? { ...game, names: { th: 'ใหม่', en: 'New', cn: '新' }, rtp: '97.10' }
            : game,
        ),
    };
    t.clock.advanceSeconds(60);
    const outcome = await syncCatalogue(t.connection.db, {
      provider,
      catalogue: renamed,
      now: t.clock.now(),
    });
    expect(outcome).toMatchObject({ added: 0, changed: 1, withdrawn: 1 });
    const [after] = await t.connection.db.select().from(games).where(eq(games.id, target!.id));
    expect(after).toMatchObject({
      nameEn: 'New',
      nameTh: 'ใหม่',
      rtp: '97.10',
      active: false,
      sortOrder: 3,
      featured: true,
    });
    expect(after!.syncedAt).toEqual(t.clock.now());
    const [withdrawn] = await t.connection.db.select().from(games).where(eq(games.id, gone!.id));
    expect(withdrawn).toMatchObject({ available: false, active: true });
    const [studio] = await t.connection.db
      .select()
      .from(gameStudios)
      .where(eq(gameStudios.id, target!.studioId!));
    expect(studio).toMatchObject({ active: false, sortOrder: 99 });

    // Listed again: available again, still where the operator put it.
    const back = await syncCatalogue(t.connection.db, { provider, catalogue: full, now: t.clock.now() });
    expect(back).toMatchObject({ added: 0, changed: 2, withdrawn: 0 });
    const [returned] = await t.connection.db.select().from(games).where(eq(games.id, gone!.id));
    expect(returned).toMatchObject({ available: true, sortOrder: gone!.sortOrder });
  });

  it('keeps the names, category and artwork staff edited in the console, and writes the rest', async () => {
    const games3 = await hub88Games();
    const target = games3[10]!;
    const { staffId } = await createStaffMember(t, { username: 'catalogue-editor', role: 'admin' });
    await updateGame(t.connection.db, {
      staffId,
      now: t.clock.now(),
      gameId: target.id,
      fields: { nameTh: 'ชื่อที่พนักงานตั้ง', category: 'fish', nameEn: target.nameEn },
    });
    const [edited] = await t.connection.db.select().from(games).where(eq(games.id, target.id));
    // The English name was sent unchanged: not staff's, still the aggregator's.
    expect(edited!.staffFields).toEqual(['category', 'name_th']);
    const changed: Catalogue = {
      studios: full.studios,
      games: full.games.map((game) =>
        game.code === target.code
          ? {
              ...game,
              names: { th: 'ชื่อจากผู้ให้บริการ', en: 'Aggregator name', cn: '聚合名' },
              category: 'slot' as const,
              rtp: '95.55',
            }
          : game,
      ),
    };
    t.clock.advanceSeconds(60);
    expect(
      await syncCatalogue(t.connection.db, { provider, catalogue: changed, now: t.clock.now() }),
    ).toMatchObject({
      changed: 1,
    });
    const [after] = await t.connection.db.select().from(games).where(eq(games.id, target.id));
    expect(after).toMatchObject({
      nameTh: 'ชื่อที่พนักงานตั้ง',
      category: 'fish',
      nameEn: 'Aggregator name',
      nameCn: '聚合名',
      rtp: '95.55',
    });
    // Nothing more to write on a rerun: staff's values are not a change to undo.
    expect(
      await syncCatalogue(t.connection.db, { provider, catalogue: changed, now: t.clock.now() }),
    ).toMatchObject({
      changed: 0,
    });
  });

  it('writes once when two syncs run at the same time', async () => {
    const extra: Catalogue = {
      studios: [...full.studios, { code: 'New Studio', name: 'New Studio' }],
      games: [
        ...full.games,
        ...['fake_new_1', 'fake_new_2'].map((code) => ({
          ...full.games[0]!,
          code,
          studioCode: 'New Studio',
        })),
      ],
    };
    const now = t.clock.now();
    const both = await Promise.all([
      syncCatalogue(t.connection.db, { provider, catalogue: extra, now }),
      syncCatalogue(t.connection.db, { provider, catalogue: extra, now }),
    ]);
    expect(both.map((outcome) => outcome.added).toSorted()).toEqual([0, 2]);
    expect(both.map((outcome) => outcome.studiosAdded).toSorted()).toEqual([0, 1]);
    const added = await t.connection.db
      .select({ code: games.code, sortOrder: games.sortOrder })
      .from(games)
      .where(sql`${games.code} like 'fake_new_%'`)
      .orderBy(asc(games.code));
    expect(added).toHaveLength(2);
    expect(added[1]!.sortOrder).toBe(added[0]!.sortOrder + 1);
  });
});
