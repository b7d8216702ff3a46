import { beforeAll, describe, expect, it } from 'vitest';
import { call, callWallet, fundMember, memberIdOf, useTestApp } from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';
import { launchGame } from './wallet-helpers';

/*
 * The player view's routes (issue 30, decision 65): the overview from the ledger, the bet log's
 * filters and a round's wallet calls, each only of the member named in the address.
 */
const t = useTestApp({ ledgerCheck: 'after-all' });
let token = '';
beforeAll(async () => {
  const staff = await createStaffMember(t, { username: 'player-view-support', role: 'support' });
  token = await staffSessionToken(t, staff.staffId);
});
const get = (url: string, language?: string) =>
  call(t.app, 'GET', url, { token, headers: language ? { 'accept-language': language } : {} });

describe('the player view', () => {
  it('adds up the member’s deposits and play, filters the bet log and opens a round of that member only', async () => {
    const member = await fundMember(t, '0654000001', 300);
    const memberId = await memberIdOf(t, member.phone);
    const { playerToken } = await launchGame(t, member.token);
    const play = async (round: string, bet: number, win: number) => {
      const base = { player_token: playerToken, round_id: round, game_code: 'hibiscus-slot' };
      expect(
        (await callWallet(t, 'bet', { ...base, transaction_id: `pv-b-${round}`, amount: bet })).body.status,
      ).toBe('OK');
      await callWallet(t, 'win', { ...base, transaction_id: `pv-w-${round}`, amount: win });
    };
    await play('pv-1', 20, 50);
    await play('pv-2', 30, 0);

    const overview = await get(`/api/backoffice/members/${memberId}/overview`);
    expect(overview.status).toBe(200);
    expect(overview.body.data.figures).toMatchObject({
      deposits: { count: 1, amount: member.credit },
      withdrawals: { count: 0, amount: 0 },
      net_cash: member.credit,
      bets: { count: 2, amount: 50 },
      wins: 50,
      ggr: 0,
      cost: 0,
      ngr: 0,
    });
    expect(overview.body.data.logins.length).toBeGreaterThan(0);

    const rounds = await get(`/api/backoffice/members/${memberId}/rounds`);
    expect(rounds.body.data.map((round: { round_id: string }) => round.round_id)).toEqual(['pv-2', 'pv-1']);
    expect(rounds.body.data[0].game).toMatchObject({ name_en: expect.any(String) });
    const won = await get(`/api/backoffice/members/${memberId}/rounds?outcome=won`);
    expect(won.body.data.map((round: { round_id: string }) => round.round_id)).toEqual(['pv-1']);
    // The game and studio selects: the games played, named from the catalogue, filtered exactly.
    const choices = await get(`/api/backoffice/members/${memberId}/round-games`);
    expect(choices.status).toBe(200);
    expect(choices.body.data.games).toEqual([
      { code: 'hibiscus-slot', name_th: expect.any(String), name_en: expect.any(String), studio_id: null },
    ]);
    const ofGame = await get(`/api/backoffice/members/${memberId}/rounds?game_code=hibiscus-slot`);
    expect(ofGame.body.data).toHaveLength(2);
    expect((await get(`/api/backoffice/members/${memberId}/rounds?game_code=hibiscus`)).body.data).toEqual(
      [],
    );
    expect((await get(`/api/backoffice/members/${memberId}/rounds?studio_id=999999`)).body.data).toEqual([]);
    expect((await get(`/api/backoffice/members/${memberId}/rounds?studio_id=abc`)).status).toBe(422);
    const none = await get(`/api/backoffice/members/${memberId}/rounds?from=2020-01-01&to=2020-01-31`);
    expect(none.body.data).toEqual([]);

    const first = rounds.body.data[1].id as number;
    const calls = await get(`/api/backoffice/members/${memberId}/rounds/${first}`);
    expect(calls.body.data.map((one: { kind: string; amount: number }) => [one.kind, one.amount])).toEqual([
      ['bet', 20],
      ['win', 50],
    ]);
    const other = await fundMember(t, '0654000002', 100);
    expect(
      (await get(`/api/backoffice/members/${await memberIdOf(t, other.phone)}/rounds/${first}`)).status,
    ).toBe(404);
    expect((await get('/api/backoffice/members/999999/overview')).status).toBe(404);
  });

  it('refuses a bad filter with a message per field in the caller’s language', async () => {
    const refused = await get(
      '/api/backoffice/members/1/rounds?from=2026-11-30&to=2026-11-01&outcome=maybe',
      'en',
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['outcome']);
    const reversed = await get('/api/backoffice/members/1/rounds?from=2026-11-30&to=2026-11-01', 'en');
    expect(reversed.body.errors).toEqual({ to: ['The end date must not be before the start date'] });
    const thai = await get('/api/backoffice/members/1/rounds?from=2026-11-30&to=2026-11-01', 'th');
    expect(thai.body.errors).toEqual({ to: ['วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่ม'] });
    expect((await get(`/api/backoffice/members/1/rounds?game=${'x'.repeat(61)}`)).status).toBe(422);
  });
});
