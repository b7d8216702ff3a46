import { demoMember } from '@chaba/core/demo/seed-demo-data';
import { games, gameStudios, gameTransactions } from '@chaba/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberIdOf, useTestApp } from './helpers';
import {
  auditCountOf,
  createStaffMember,
  lastAuditOf,
  staffRequest,
  staffSessionToken,
} from './staff-helpers';

/**
 * The console's game catalogue (issue 28, decision 57) over 5,000 games of a made-up aggregator:
 * paged and counted on the server, searched, filtered, switched one by one and in bulk, ordered; the
 * studios switched off; every change audited with the address; support may not; the member page's
 * rounds name the game and its studio.
 */

const t = useTestApp({ ledgerCheck: 'none' });
const tokens = {} as Record<'marketing' | 'support', string>;
const games5000 = '/api/backoffice/content/games?provider=hub88';

beforeAll(async () => {
  for (const role of ['marketing', 'support'] as const) {
    const staff = await createStaffMember(t, { username: `games-${role}`, role });
    tokens[role] = await staffSessionToken(t, staff.staffId);
  }
  // Twenty studios and 5,000 games in one statement: every fifth game live casino, every 100th
  // featured, every 250th no longer listed by the aggregator, studio n % 20.
  await t.connection.db.execute(sql`
    with studios as (
      insert into game_studios (provider, code, name, sort_order)
      select 'hub88', 'studio-' || n, 'Studio ' || n, n from generate_series(0, 19) n
      returning id, code
    )
    insert into games (provider, code, name_th, name_en, name_cn, category, studio_id, rtp, volatility,
      featured, available, popularity, sort_order, released_at)
    select 'hub88', 'gen-' || lpad(n::text, 4, '0'), 'เกมทดสอบ ' || n, 'Generated game ' || n, '游戏 ' || n,
      (array['slot', 'live', 'casino', 'fish', 'lottery'])[1 + n % 5], studios.id, 94 + (n % 300) / 100.0,
      (array['low', 'medium', 'high'])[1 + n % 3], n % 100 = 0, n % 250 <> 0, n % 997, 1000 + n,
      timestamptz '2026-01-01' + n * interval '1 hour'
    from generate_series(1, 5000) n join studios on studios.code = 'studio-' || (n % 20)`);
});

const as = (
  who: keyof typeof tokens,
  method: 'GET' | 'PATCH' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
) => staffRequest(t, tokens[who], method, url, { body });

type Listed = {
  id: number;
  code: string;
  studio: { id: number; name: string } | null;
  [field: string]: unknown;
};
const list = async (query: string) => {
  const answer = await as('marketing', 'GET', `${games5000}&${query}`);
  expect(answer.status).toBe(200);
  return answer.body as { data: Listed[]; total: number; page: number; limit: number };
};

describe('the game catalogue of 5,000 games', () => {
  it('pages the catalogue on the server in the lobby order, counting every page', async () => {
    const first = await list('limit=100');
    expect(first.total).toBe(5000);
    expect(first.data).toHaveLength(100);
    expect(first.data[0]).toMatchObject({
      code: 'gen-0001',
      name_th: 'เกมทดสอบ 1',
      category: 'live',
      studio: { name: 'Studio 1', active: true },
      rtp: 94.01,
      volatility: 'medium',
      mobile: true,
      desktop: true,
      popularity: 1,
      available: true,
      featured: false,
    });
    const last = await list('limit=100&page=50');
    expect(last.data.map((game) => game.code).at(-1)).toBe('gen-5000');
    expect((await list('limit=100&page=51')).data).toEqual([]);
    // Never the whole catalogue at once.
    expect((await as('marketing', 'GET', `${games5000}&limit=5000`)).status).toBe(422);
    const popular = await list('order=popularity&limit=3');
    expect(popular.data.map((game) => game.popularity)).toEqual([996, 996, 996]);
  });

  it('searches names and codes and filters by studio, category, featured and availability', async () => {
    expect((await list('q=gen-004')).total).toBe(10);
    expect((await list(`q=${encodeURIComponent('เกมทดสอบ 4999')}`)).data.map((game) => game.code)).toEqual([
      'gen-4999',
    ]);
    // A percent sign is a character, not a wildcard.
    expect((await list('q=%25')).total).toBe(0);
    const studioId = (await list('q=gen-0003')).data[0]!.studio;
    expect(studioId).toMatchObject({ name: 'Studio 3' });
    const [studio] = await t.connection.db.select().from(gameStudios).where(eq(gameStudios.code, 'studio-3'));
    expect((await list(`studio_id=${studio!.id}`)).total).toBe(250);
    expect((await list('category=live')).total).toBe(1000);
    expect((await list('featured=true')).total).toBe(50);
    expect((await list('available=false')).total).toBe(20);
    expect((await list(`category=fish&featured=true&studio_id=${studio!.id}`)).total).toBe(0);
    expect((await as('marketing', 'GET', `${games5000}&active=maybe`)).status).toBe(422);
  });

  it('switches one game off, features it and moves it, each audited with the address', async () => {
    const [game] = (await list('q=gen-0042')).data;
    const before = await auditCountOf(t);
    const off = await as('marketing', 'PATCH', `/api/backoffice/content/games/${game!.id}`, {
      active: false,
      featured: true,
      sort_order: 1,
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({
      active: false,
      featured: true,
      sort_order: 1,
      studio: { name: 'Studio 2' },
    });
    expect(await auditCountOf(t)).toBe(before + 1);
    const audit = await lastAuditOf(t, 'game.update');
    expect(audit).toMatchObject({ targetId: String(game!.id), clientAddress: '127.0.0.1' });
    expect(audit!.before).toMatchObject({ active: true, featured: false, sortOrder: 1042 });
    expect(audit!.after).toMatchObject({ active: false, featured: true, sortOrder: 1 });
    // The lobby order now starts with it.
    expect((await list('limit=1')).data[0]!.id).toBe(game!.id);

    expect((await as('marketing', 'PATCH', `/api/backoffice/content/games/${game!.id}`, {})).status).toBe(
      422,
    );
    const missing = await as('marketing', 'PATCH', '/api/backoffice/content/games/999999', { active: true });
    expect(missing.status).toBe(404);
  });

  it('switches off every game a search matches in one audited change, and the selected rows of a page', async () => {
    const before = await auditCountOf(t);
    const bulk = await as('marketing', 'POST', '/api/backoffice/content/games/bulk', {
      filter: { provider: 'hub88', q: 'gen-01' },
      active: false,
    });
    expect(bulk.body).toEqual({ data: { matched: 100, changed: 100 } });
    expect((await list('q=gen-01&active=false')).total).toBe(100);
    expect(await auditCountOf(t)).toBe(before + 1);
    const audit = await lastAuditOf(t, 'game.bulk_update');
    expect(audit).toMatchObject({ clientAddress: '127.0.0.1', after: { active: false } });
    expect((audit!.before as { games: unknown[] }).games).toHaveLength(100);
    // Again: nothing left to change, nothing audited.
    const again = await as('marketing', 'POST', '/api/backoffice/content/games/bulk', {
      filter: { provider: 'hub88', q: 'gen-01' },
      active: false,
    });
    expect(again.body.data).toEqual({ matched: 100, changed: 0 });
    expect(await auditCountOf(t)).toBe(before + 1);

    const page = (await list('q=gen-02&limit=5&page=2')).data.map((game) => game.id);
    const selected = await as('marketing', 'POST', '/api/backoffice/content/games/bulk', {
      ids: page,
      featured: true,
    });
    expect(selected.body.data).toEqual({ matched: 5, changed: 5 });
    const rows = await t.connection.db
      .select({ featured: games.featured })
      .from(games)
      .where(and(eq(games.provider, 'hub88'), eq(games.featured, true), sql`${games.code} like 'gen-02%'`));
    expect(rows.length).toBe(5 + 1); // gen-0200 was featured already.

    for (const body of [
      { active: false },
      { ids: page, filter: { q: 'x' }, active: false },
      { ids: page },
      { ids: Array.from({ length: 101 }, (_, index) => index + 1), active: true },
      { filter: { active: 'yes' }, active: true },
    ]) {
      expect((await as('marketing', 'POST', '/api/backoffice/content/games/bulk', body)).status).toBe(422);
    }
  });

  it('lists the studios with their games, and switches one off and moves it, audited', async () => {
    const studios = await as('marketing', 'GET', '/api/backoffice/content/studios');
    expect(studios.status).toBe(200);
    const seven = studios.body.data.find((studio: { code: string }) => studio.code === 'studio-7');
    expect(seven).toMatchObject({
      name: 'Studio 7',
      games: 250,
      games_shown: 245, // gen-0107 … gen-0187 were switched off above.
      active: true,
      sort_order: 7,
    });
    const off = await as('marketing', 'PATCH', `/api/backoffice/content/studios/${seven.id}`, {
      active: false,
      sort_order: 0,
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({
      id: seven.id,
      active: false,
      sort_order: 0,
      games: 250,
      games_shown: 0,
    });
    const audit = await lastAuditOf(t, 'game_studio.update');
    expect(audit).toMatchObject({
      targetId: String(seven.id),
      clientAddress: '127.0.0.1',
      before: expect.objectContaining({ active: true }),
      after: expect.objectContaining({ active: false }),
    });
    // The games keep their own switches; the list shows the studio is off.
    const itsGames = await list(`studio_id=${seven.id}&limit=1`);
    expect(itsGames.data[0]).toMatchObject({ active: true, studio: { name: 'Studio 7', active: false } });
    expect(
      (await as('marketing', 'PATCH', '/api/backoffice/content/studios/999999', { active: true })).status,
    ).toBe(404);
  });

  it('refuses support, who lacks content.manage, and changes nothing', async () => {
    const before = await auditCountOf(t);
    const [game] = (await list('q=gen-0077')).data;
    for (const [method, url, body] of [
      ['GET', games5000, undefined],
      ['GET', '/api/backoffice/content/studios', undefined],
      ['PATCH', `/api/backoffice/content/games/${game!.id}`, { active: false }],
      ['POST', '/api/backoffice/content/games/bulk', { filter: {}, active: false }],
      ['PATCH', `/api/backoffice/content/studios/${game!.studio!.id}`, { active: false }],
    ] as const) {
      const refused = await as('support', method, url, body);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('forbidden');
    }
    expect(await auditCountOf(t)).toBe(before);
    expect((await list('active=false')).total).toBe(101);
  });
});

describe("a member's game rounds", () => {
  it('name the game in Thai and English and its studio, and keep paging', async () => {
    const memberId = await memberIdOf(t, demoMember.phone);
    const rows = ['gen-0005', 'gen-0006', 'unknown-game'].map((code, index) => ({
      provider: 'hub88',
      transactionId: `games-test-${index}`,
      kind: 'bet' as const,
      memberId,
      roundId: `round-${index}`,
      gameCode: code,
      amountSatang: 1000n,
      status: 'applied' as const,
      answerStatus: 'OK',
      balanceAfterSatang: 0n,
    }));
    await t.connection.db.insert(gameTransactions).values(rows);
    const first = await as('support', 'GET', `/api/backoffice/members/${memberId}/rounds?limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual([
      expect.objectContaining({ round_id: 'round-2', game_code: 'unknown-game', game: null, bet: 10 }),
      expect.objectContaining({
        round_id: 'round-1',
        game: { name_th: 'เกมทดสอบ 6', name_en: 'Generated game 6', studio: 'Studio 6' },
      }),
    ]);
    const next = await as(
      'support',
      'GET',
      `/api/backoffice/members/${memberId}/rounds?limit=2&cursor=${first.body.next_cursor}`,
    );
    expect(next.body.data).toEqual([
      expect.objectContaining({
        round_id: 'round-0',
        game: { name_th: 'เกมทดสอบ 5', name_en: 'Generated game 5', studio: 'Studio 5' },
      }),
    ]);
  });
});
