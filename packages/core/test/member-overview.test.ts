import type { DatabaseConnection } from '@chaba/db/client';
import { openTestDatabase } from '@chaba/db/test-database';
import {
  games,
  gameStudios,
  gameTransactions,
  memberBankAccountHistory,
  memberLogins,
  members,
  riskSightings,
} from '@chaba/db/schema';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ledgerAccount, readBalance, type AccountSpec } from '../src/ledger/accounts';
import { postTransaction, transfer } from '../src/ledger/post-transaction';
import { listMemberRoundGames, listMemberRounds, readMemberRound } from '../src/members/list-member-history';
import { findLinkedMembers, readMemberOverview } from '../src/reports/member-overview';
import { grantBonus } from '../src/promotions/grant-bonus';

/*
 * The player view (issue 30, decision 65): a member's lifetime figures as the reports count them,
 * the members linked to them, and their bet log's filters, on hand-worked fixtures.
 */

let connection: DatabaseConnection;
const run = `${Date.now() % 1_000_000}`;
let serial = 0;

beforeAll(async () => {
  connection = await openTestDatabase(inject('testDatabase'));
});
afterAll(() => connection.close());

async function newMember(values: Partial<typeof members.$inferInsert> = {}): Promise<number> {
  serial += 1;
  const [member] = await connection.db
    .insert(members)
    .values({
      phone: `07${run.padStart(6, '0')}${String(serial).padStart(2, '0')}`,
      passwordHash: 'x',
      referralKey: `MO${run}-${serial}`,
      ...values,
    })
    .returning({ id: members.id });
  return member!.id;
}

let key = 0;
const post = (eventType: string, from: AccountSpec, to: AccountSpec, satang: bigint) =>
  postTransaction(connection.db, {
    idempotencyKey: `overview:${run}:${(key += 1)}`,
    eventType,
    postings: transfer(from, to, satang),
  });

describe('the lifetime figures of the player view', () => {
  it('counts deposits, payouts, bets, wins and every cost as the reports do, and they add up to the ledger', async () => {
    const memberId = await newMember();
    const other = await newMember();
    const wallet = ledgerAccount.memberWallet(memberId);
    const hold = ledgerAccount.memberWithdrawalHold(memberId);
    const bank = ledgerAccount.companyBank(`mo-${run}`);
    const provider = ledgerAccount.gameProvider('demo');
    // Deposits: 1,000 + 500 baht; another member's 999 baht is not theirs.
    await post('deposit', bank, wallet, 100_000n);
    await post('deposit', bank, wallet, 50_000n);
    await post('deposit', bank, ledgerAccount.memberWallet(other), 99_900n);
    // A withdrawal of 300 baht paid out; a request of 50 baht still held is not a withdrawal yet.
    await post('withdrawal_request', wallet, hold, 30_000n);
    await post('withdrawal_payout', hold, ledgerAccount.payouts(), 30_000n);
    await post('withdrawal_request', wallet, hold, 5_000n);
    // Two bets of 200 baht, 50 rolled back, 120 won: bets 350, GGR 230.
    await post('game_bet', wallet, provider, 20_000n);
    await post('game_bet', wallet, provider, 20_000n);
    await post('game_rollback', provider, wallet, 5_000n);
    await post('game_win', provider, wallet, 12_000n);
    // Costs: a promotion of 100 less 20 forfeited, a referral commission of 7, three bonus_grant
    // sources (30 + 40 + 50) and a staff credit of 10: 217 baht.
    await post('promotion_bonus', ledgerAccount.promotionExpense(), wallet, 10_000n);
    await post('promotion_forfeit', wallet, ledgerAccount.promotionExpense(), 2_000n);
    await post(
      'referral_bonus',
      ledgerAccount.referralExpense(),
      ledgerAccount.memberReferralPending(memberId),
      700n,
    );
    const names = { th: 'โบนัส', en: 'Bonus', cn: '奖金' };
    for (const [source, satang] of [
      ['staff_bonus', 3_000n],
      ['coupon', 4_000n],
      ['cashback', 5_000n],
    ] as const) {
      await connection.db.transaction((tx) =>
        grantBonus(tx, {
          memberId,
          source,
          key: `mo-${run}-${source}`,
          amountSatang: satang,
          turnoverMultiplierHundredths: 0,
          names,
          whenActive: 'refuse',
          now: new Date(),
        }),
      );
    }
    await post('staff_adjustment', ledgerAccount.staffAdjustments(), wallet, 1_000n);

    const overview = await readMemberOverview(connection.db, { memberId });
    expect(overview.figures).toMatchObject({
      depositCount: 2,
      depositSatang: 150_000n,
      withdrawalCount: 1,
      withdrawalSatang: 30_000n,
      betCount: 1,
      betSatang: 35_000n,
      winSatang: 12_000n,
      bonusSatang: 8_000n,
      referralSatang: 700n,
      staffBonusSatang: 3_000n,
      couponSatang: 4_000n,
      cashbackSatang: 5_000n,
      rebateSatang: 0n,
      commissionSatang: 0n,
      adjustmentSatang: 1_000n,
      registrations: 1,
    });
    expect(overview.ggrSatang).toBe(23_000n);
    expect(overview.costSatang).toBe(21_700n);
    // Everything the member holds is what came in, less what was paid out and lost, plus what they cost.
    const held =
      (await readBalance(connection.db, wallet)) +
      (await readBalance(connection.db, hold)) +
      (await readBalance(connection.db, ledgerAccount.memberReferralPending(memberId)));
    expect(held).toBe(
      overview.figures.depositSatang -
        overview.figures.withdrawalSatang -
        overview.ggrSatang +
        overview.costSatang,
    );
    expect(held).toBe(118_700n);

    const none = await readMemberOverview(connection.db, { memberId: await newMember() });
    expect(none).toMatchObject({ costSatang: 0n, ggrSatang: 0n, logins: [], linked: [] });
    expect(none.figures).toMatchObject({ depositSatang: 0n, betCount: 0 });
    await expect(readMemberOverview(connection.db, { memberId: 2 ** 40 })).rejects.toThrow('not_found');
  });

  it('shows the last five logins, newest first', async () => {
    const memberId = await newMember();
    for (let index = 1; index <= 6; index += 1) {
      await connection.db
        .insert(memberLogins)
        .values({ memberId, clientAddress: `198.51.100.${index}`, userAgent: `UA ${index}` });
    }
    const { logins } = await readMemberOverview(connection.db, { memberId });
    expect(logins.map((login) => login.clientAddress)).toEqual([6, 5, 4, 3, 2].map((n) => `198.51.100.${n}`));
  });
});

describe('the linked members', () => {
  it('finds members sharing a bank account, holder name, address, device or referral chain, and no others', async () => {
    const account = `81${run.padStart(8, '0')}`;
    const name = `สมชาย ลิงก์${run}`;
    const address = `2001:db8::${run.slice(0, 3)}:${run.slice(3)}`;
    const device = `Mozilla/5.0 (Linux; Android 14; Test ${run}) Chrome/130`;
    const grandReferrer = await newMember();
    const referrer = await newMember({ referrerId: grandReferrer });
    const memberId = await newMember({ bank: 'kbank', accountNumber: account, name, referrerId: referrer });
    const sameAccountOtherBank = await newMember({ bank: 'scb', accountNumber: account });
    const formerlySameAccount = await newMember({
      bank: 'kbank',
      accountNumber: `82${run.padStart(8, '0')}`,
    });
    await connection.db.insert(memberBankAccountHistory).values({
      memberId: formerlySameAccount,
      bank: 'kbank',
      accountNumber: account,
      name: 'x',
      replacedAt: new Date(),
    });
    const sameName = await newMember({ name: name.toUpperCase() });
    const sameAddress = await newMember();
    const sameDevice = await newMember();
    const referred = await newMember({ referrerId: memberId });
    const stranger = await newMember({
      bank: 'kbank',
      accountNumber: `83${run.padStart(8, '0')}`,
      name: `สมหญิง ${run}`,
    });
    const seen = (id: number, clientAddress: string, userAgent: string) =>
      connection.db.insert(riskSightings).values({ memberId: id, event: 'login', clientAddress, userAgent });
    await seen(memberId, address, device);
    await seen(sameAddress, address, 'Another browser');
    await seen(sameDevice, '192.0.2.99', device);
    await seen(stranger, '192.0.2.98', `Other device ${run}`);

    const linked = await findLinkedMembers(connection.db, memberId);
    const pairs = linked.map((link) => [link.kind, link.memberId, link.value]);
    expect(pairs).toEqual([
      ['bank_account', formerlySameAccount, account],
      ['bank_account', sameAccountOtherBank, account],
      ['holder_name', sameName, name],
      ['address', sameAddress, address],
      ['device', sameDevice, device],
      ['referrer', referrer, '1'],
      ['referrer', grandReferrer, '2'],
      ['referred', referred, '1'],
    ]);
    expect(linked.map((link) => link.memberId)).not.toContain(stranger);
    expect(linked.map((link) => link.memberId)).not.toContain(memberId);
  });

  it('lists at most 20 members of a kind, the newest', async () => {
    const memberId = await newMember();
    const referred: number[] = [];
    for (let index = 0; index < 22; index += 1) referred.push(await newMember({ referrerId: memberId }));
    const linked = await findLinkedMembers(connection.db, memberId);
    expect(linked.map((link) => link.memberId)).toEqual(referred.slice(2).reverse());
  });
});

describe('the bet log', () => {
  it('shows the game and studio of each round and filters by days, game, studio and outcome', async () => {
    const memberId = await newMember();
    const provider = `mo-${run}`;
    const [studio] = await connection.db
      .insert(gameStudios)
      .values({ provider, code: 'pg', name: `Pocket ${run}` })
      .returning({ id: gameStudios.id });
    await connection.db.insert(games).values({
      provider,
      code: 'fortune-ox',
      nameTh: 'วัวนำโชค',
      nameEn: 'Fortune Ox',
      nameCn: '金牛',
      category: 'slot',
      studioId: studio!.id,
    });
    let call = 0;
    const round = async (roundId: string, at: string, game: string, bet: bigint, win: bigint) => {
      const base = {
        provider,
        memberId,
        roundId,
        gameCode: game,
        answerStatus: 'RS_OK',
        balanceAfterSatang: 0n,
      };
      const createdAt = new Date(at);
      const [first] = await connection.db
        .insert(gameTransactions)
        .values({
          ...base,
          transactionId: `t${(call += 1)}`,
          kind: 'bet',
          amountSatang: bet,
          status: 'applied',
          createdAt,
        })
        .returning({ id: gameTransactions.id });
      await connection.db.insert(gameTransactions).values({
        ...base,
        transactionId: `t${(call += 1)}`,
        kind: 'win',
        amountSatang: win,
        status: 'applied',
        createdAt: new Date(createdAt.getTime() + 60_000),
      });
      return first!.id;
    };
    // 23:30 Bangkok on 1 Nov is 16:30 UTC; its win comes a minute later.
    const won = await round('r1', '2026-11-01T16:30:00Z', 'fortune-ox', 1_000n, 5_000n);
    const lost = await round('r2', '2026-11-02T03:00:00Z', 'fortune-ox', 2_000n, 0n);
    const unknown = await round('r3', '2026-11-03T03:00:00Z', 'mystery', 3_000n, 3_000n);
    const ids = async (filters: Parameters<typeof listMemberRounds>[1]) =>
      (await listMemberRounds(connection.db, filters)).rows.map((row) => row.id);
    const all = { memberId, limit: 50 };

    const page = await listMemberRounds(connection.db, all);
    expect(
      page.rows.map((row) => [row.id, row.gameNames?.en ?? null, row.studio, row.betSatang, row.winSatang]),
    ).toEqual([
      [unknown, null, null, 3_000n, 3_000n],
      [lost, 'Fortune Ox', `Pocket ${run}`, 2_000n, 0n],
      [won, 'Fortune Ox', `Pocket ${run}`, 1_000n, 5_000n],
    ]);
    // Bangkok days: 1 Nov holds the first round (whose win is on 2 Nov), 2 Nov the second.
    const day = (date: string) => new Date(`${date}T00:00:00+07:00`);
    expect(await ids({ ...all, from: day('2026-11-01'), to: day('2026-11-02') })).toEqual([won]);
    expect(await ids({ ...all, from: day('2026-11-02') })).toEqual([unknown, lost]);
    expect(await ids({ ...all, game: 'วัว' })).toEqual([lost, won]);
    expect(await ids({ ...all, game: 'myst' })).toEqual([unknown]);
    expect(await ids({ ...all, studio: `pocket ${run}` })).toEqual([lost, won]);
    expect(await ids({ ...all, game: '%' })).toEqual([]);
    // The selects: one game exactly (not a code it is part of), one catalogue studio.
    expect(await ids({ ...all, gameCode: 'fortune-ox' })).toEqual([lost, won]);
    expect(await ids({ ...all, gameCode: 'fortune' })).toEqual([]);
    expect(await ids({ ...all, gameCode: 'mystery' })).toEqual([unknown]);
    expect(await ids({ ...all, studioId: studio!.id })).toEqual([lost, won]);
    expect(await ids({ ...all, studioId: studio!.id + 1_000_000 })).toEqual([]);
    // What the selects offer: the games played, named from the catalogue, and their studios.
    expect(await listMemberRoundGames(connection.db, { memberId })).toEqual({
      games: [
        { code: 'fortune-ox', names: { th: 'วัวนำโชค', en: 'Fortune Ox', cn: '金牛' }, studioId: studio!.id },
        { code: 'mystery', names: null, studioId: null },
      ],
      studios: [{ id: studio!.id, name: `Pocket ${run}` }],
    });
    expect(await listMemberRoundGames(connection.db, { memberId: await newMember() })).toEqual({
      games: [],
      studios: [],
    });
    expect(await ids({ ...all, outcome: 'won' })).toEqual([won]);
    expect(await ids({ ...all, outcome: 'lost' })).toEqual([lost]);
    const first = await listMemberRounds(connection.db, { memberId, limit: 2 });
    expect(first.nextCursor).toBe(lost);
    expect(await ids({ ...all, cursor: first.nextCursor! })).toEqual([won]);

    const calls = await readMemberRound(connection.db, { memberId, roundRowId: won });
    expect(calls?.map((one) => [one.kind, one.amountSatang])).toEqual([
      ['bet', 1_000n],
      ['win', 5_000n],
    ]);
    expect(await readMemberRound(connection.db, { memberId: await newMember(), roundRowId: won })).toBeNull();
  });
});
