import { auditLog, members, promotions } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  callWallet,
  useTestApp,
  fundMember,
  goodPassword,
  logInAs,
  memberIdOf,
  memberWithToken,
  postStatementLines,
  registerMember,
} from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';
import { launchGame } from './wallet-helpers';

const tokens = {} as Record<'support' | 'marketing' | 'finance', string>;

const t = useTestApp({ ledgerCheck: 'after-all' });
beforeAll(async () => {
  for (const role of ['support', 'marketing', 'finance'] as const) {
    const staff = await createStaffMember(t, { username: `members-${role}`, role });
    tokens[role] = await staffSessionToken(t, staff.staffId);
  }
});

let counter = 0;
const nextPhone = () => `0653${String((counter += 1)).padStart(6, '0')}`;
const as = (who: keyof typeof tokens, method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, { token: tokens[who], body });
const search = (query: string) => as('support', 'GET', `/api/backoffice/members?${query}`);
const phonesOf = (response: { body: { data: Array<{ phone: string }> } }) =>
  response.body.data.map((member) => member.phone);

/** Launches the slot for a member and trades the launch token for a player token, as the aggregator does. */
const playerTokenOf = async (memberToken: string) => (await launchGame(t, memberToken)).playerToken;

describe('the member search', () => {
  it('finds a member by phone, customer id, name, bank account number and referral key, a page at a time', async () => {
    const member = await fundMember(t, nextPhone(), 100);
    const memberId = await memberIdOf(t, member.phone);
    const detail = await as('support', 'GET', `/api/backoffice/members/${memberId}`);
    const { username, account_number: accountNumber, referral_key: referralKey } = detail.body.data.profile;
    expect(username).toMatch(/^CB\d+$/);

    expect(phonesOf(await search(`q=${member.phone}&kind=phone`))).toEqual([member.phone]);
    expect(phonesOf(await search(`q=${member.phone.slice(0, 7)}`))).toContain(member.phone);
    expect(phonesOf(await search(`q=${username.toLowerCase()}&kind=customer_id`))).toEqual([member.phone]);
    expect(phonesOf(await search(`q=${accountNumber}`))).toEqual([member.phone]);
    expect(phonesOf(await search(`q=${accountNumber.slice(0, 6)}&kind=account_number`))).toContain(
      member.phone,
    );
    expect(phonesOf(await search(`q=${referralKey}`))).toEqual([member.phone]);
    expect(phonesOf(await search(`q=${encodeURIComponent('ทดสอบ')}&kind=name`))).toContain(member.phone);
    expect(phonesOf(await search(`q=${encodeURIComponent('ระบ')}&kind=name`))).toContain(member.phone);
    expect(phonesOf(await search(`q=${encodeURIComponent('ดสอบ')}&kind=name`))).not.toContain(member.phone);
    expect(phonesOf(await search(`q=${encodeURIComponent('%')}&kind=name`))).toEqual([]);

    const first = await search('limit=1');
    expect(first.body.data).toHaveLength(1);
    const second = await search(`limit=1&cursor=${first.body.next_cursor}`);
    expect(second.body.data[0].id).toBeLessThan(first.body.data[0].id);
    expect((await search('limit=500')).status).toBe(422);
    expect((await call(t.app, 'GET', '/api/backoffice/members')).status).toBe(401);
  });
});

describe('the member page', () => {
  it('shows balances, the referral upline and three levels of downline, ledger, requests, rounds and logins', async () => {
    const top = await fundMember(t, nextPhone(), 300);
    const topId = await memberIdOf(t, top.phone);
    const topKey = (await as('support', 'GET', `/api/backoffice/members/${topId}`)).body.data.profile
      .referral_key;
    const chain = [topKey];
    const phones: string[] = [];
    for (let level = 1; level <= 3; level += 1) {
      const phone = nextPhone();
      await registerMember(t.app, { phone, referralKey: chain.at(-1) });
      phones.push(phone);
      const id = await memberIdOf(t, phone);
      chain.push(
        (await as('support', 'GET', `/api/backoffice/members/${id}`)).body.data.profile.referral_key,
      );
    }
    const page = await as('finance', 'GET', `/api/backoffice/members/${topId}`);
    expect(page.status).toBe(200);
    // Marketing looks a member up without the money (issue 30): no balances, no promotion.
    const lookup = await as('marketing', 'GET', `/api/backoffice/members/${topId}`);
    expect(lookup.body.data).toMatchObject({ balances: null, promotion: null, tags: [] });
    expect(page.body.data).toMatchObject({
      balances: { wallet: top.credit, hold: 0, referral_pending: 0 },
      promotion: null,
      referral: { upline: [], downline_counts: { level1: 1, level2: 1, level3: 1 } },
      tags: [],
      bank_history: [],
      active_sessions: 1,
    });
    const bottom = await as('support', 'GET', `/api/backoffice/members/${await memberIdOf(t, phones[2]!)}`);
    expect(
      bottom.body.data.referral.upline.map((entry: { phone: string; level: number }) => [
        entry.level,
        entry.phone,
      ]),
    ).toEqual([
      [1, phones[1]],
      [2, phones[0]],
      [3, top.phone],
    ]);
    const level3 = await as('support', 'GET', `/api/backoffice/members/${topId}/downline?level=3`);
    expect(phonesOf(level3)).toEqual([phones[2]]);

    const player = await playerTokenOf(top.token);
    const bet = {
      player_token: player,
      transaction_id: `b-${topId}`,
      round_id: 'r-1',
      game_code: 'hibiscus-slot',
      amount: 20,
    };
    expect((await callWallet(t, 'bet', bet)).body.status).toBe('OK');
    await callWallet(t, 'win', { ...bet, transaction_id: `w-${topId}`, amount: 35 });
    const rounds = await as('support', 'GET', `/api/backoffice/members/${topId}/rounds`);
    expect(rounds.body.data).toEqual([
      expect.objectContaining({
        round_id: 'r-1',
        game_code: 'hibiscus-slot',
        bet: 20,
        win: 35,
        rolled_back: 0,
      }),
    ]);

    const ledger = await as('support', 'GET', `/api/backoffice/members/${topId}/ledger?limit=2`);
    expect(ledger.body.data.map((entry: { amount: number }) => entry.amount)).toEqual([35, -20]);
    const rest = await as(
      'support',
      'GET',
      `/api/backoffice/members/${topId}/ledger?cursor=${ledger.body.next_cursor}`,
    );
    expect(rest.body.data).toEqual([expect.objectContaining({ account: 'wallet', amount: top.credit })]);
    expect(rest.body.next_cursor).toBeNull();
    const requests = await as('support', 'GET', `/api/backoffice/members/${topId}/requests?type=deposit`);
    expect(requests.body.data).toEqual([
      expect.objectContaining({ type: 'deposit', status: 'completed', amount: top.credit }),
    ]);

    await call(t.app, 'POST', '/api/login', {
      body: { phone: top.phone, password: goodPassword },
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone) test' },
    });
    const logins = await as('support', 'GET', `/api/backoffice/members/${topId}/logins`);
    expect(logins.body.data[0]).toMatchObject({
      client_address: '127.0.0.1',
      user_agent: 'Mozilla/5.0 (iPhone) test',
    });
    expect(logins.body.data).toHaveLength(2);
    expect((await as('support', 'GET', '/api/backoffice/members/999999')).status).toBe(404);
  });

  it('shows the active promotion with its turnover, and staff cancel it with the member rules', async () => {
    const member = await memberWithToken(t, nextPhone());
    const memberId = await memberIdOf(t, member.phone);
    const [fixed] = await t.connection.db
      .select()
      .from(promotions)
      .where(eq(promotions.name, 'ฝาก 100 รับ 150'));
    const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
      token: member.token,
      body: { amount: 100, promotion_id: fixed!.id },
    });
    await postStatementLines(t, [
      {
        id: `promo-${prepared.body.data.ref}`,
        account_number: prepared.body.data.to_account_number,
        amount: prepared.body.data.amount,
        occurred_at: t.clock.now().toISOString(),
      },
    ]);
    const page = await as('support', 'GET', `/api/backoffice/members/${memberId}`);
    expect(page.body.data.promotion).toMatchObject({
      name: 'ฝาก 100 รับ 150',
      bonus: 50,
      turnover_required: 1500,
      turnover_done: 0,
      turnover_remaining: 1500,
    });
    expect(page.body.data.balances.wallet).toBe(150);
    // Cancelling is a bonus decision (decision 59): the money desk's, with the bonus seen and a reason.
    const cancel = `/api/backoffice/members/${memberId}/bonuses/active/cancel`;
    const { body: bonuses } = await as('finance', 'GET', `/api/backoffice/members/${memberId}/bonuses`);
    const seen = { member_promotion_id: bonuses.active.id, reason: 'ลูกค้าขอยกเลิก' };
    expect((await as('support', 'POST', cancel, seen)).status).toBe(403);
    const cancelled = await as('finance', 'POST', cancel, seen);
    expect(cancelled.status).toBe(200);
    const after = await as('support', 'GET', `/api/backoffice/members/${memberId}`);
    expect(after.body.data.promotion).toBeNull();
    expect(after.body.data.balances.wallet).toBe(100);
    const [audit] = await t.connection.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.cancel_promotion'), eq(auditLog.targetId, String(memberId))));
    expect(audit).toMatchObject({ before: { status: 'active' }, after: { status: 'cancelled' } });
  });

  it('keeps staff notes and tags, audited', async () => {
    const { phone } = await registerMember(t.app, { phone: nextPhone() });
    const memberId = await memberIdOf(t, phone);
    const note = await as('support', 'POST', `/api/backoffice/members/${memberId}/notes`, {
      body: 'โทรมาแจ้งเปลี่ยนเบอร์',
    });
    expect(note.body.data).toMatchObject({
      body: 'โทรมาแจ้งเปลี่ยนเบอร์',
      staff: { username: 'members-support' },
    });
    expect(
      (await as('marketing', 'POST', `/api/backoffice/members/${memberId}/notes`, { body: 'x' })).status,
    ).toBe(403);
    expect(
      (await as('support', 'POST', `/api/backoffice/members/${memberId}/notes`, { body: '' })).status,
    ).toBe(422);
    const notes = await as('finance', 'GET', `/api/backoffice/members/${memberId}/notes`);
    expect(notes.body.data.map((entry: { body: string }) => entry.body)).toEqual(['โทรมาแจ้งเปลี่ยนเบอร์']);

    const tagged = await as('support', 'POST', `/api/backoffice/members/${memberId}/tags`, {
      tags: ['VIP', 'watch', 'vip'],
    });
    expect(tagged.body.data.tags).toEqual(['vip', 'watch']);
    await as('support', 'POST', `/api/backoffice/members/${memberId}/tags`, { tags: ['watch'] });
    expect((await as('support', 'GET', `/api/backoffice/members/${memberId}`)).body.data.tags).toEqual([
      'watch',
    ]);
    expect(
      (await as('support', 'POST', `/api/backoffice/members/${memberId}/tags`, { tags: ['no spaces'] }))
        .status,
    ).toBe(422);
    const [audit] = await t.connection.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.tags'), eq(auditLog.targetId, String(memberId))))
      .orderBy(auditLog.id)
      .offset(1);
    expect(audit).toMatchObject({ before: { tags: ['vip', 'watch'] }, after: { tags: ['watch'] } });
  });
});

describe('member actions', () => {
  it('locks a member out: login refused in their language, sessions and game sessions ended, no launch; unlock lets them back', async () => {
    const member = await fundMember(t, nextPhone(), 200);
    const memberId = await memberIdOf(t, member.phone);
    const player = await playerTokenOf(member.token);
    expect(
      (await as('marketing', 'POST', `/api/backoffice/members/${memberId}/lock`, { reason: 'x' })).status,
    ).toBe(403);
    const locked = await as('support', 'POST', `/api/backoffice/members/${memberId}/lock`, {
      reason: 'บัญชีซ้ำ',
    });
    expect(locked.body).toEqual({ success: true, data: {} });

    expect((await call(t.app, 'GET', '/api/customers/profile', { token: member.token })).status).toBe(401);
    const bet = {
      player_token: player,
      transaction_id: `lock-${memberId}`,
      round_id: 'r',
      game_code: 'hibiscus-slot',
      amount: 10,
    };
    expect((await callWallet(t, 'bet', bet)).body.status).toBe('INVALID_TOKEN');
    const thai = await call(t.app, 'POST', '/api/login', {
      body: { phone: member.phone, password: member.password },
    });
    expect(thai.status).toBe(403);
    expect(thai.body).toMatchObject({
      code: 'member_locked',
      message: 'บัญชีของคุณถูกระงับการใช้งาน กรุณาติดต่อเจ้าหน้าที่',
    });
    const english = await call(t.app, 'POST', '/api/login', {
      body: { phone: member.phone, password: member.password },
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.message).toBe('Your account is locked. Please contact support');
    const wrongPassword = await call(t.app, 'POST', '/api/login', {
      body: { phone: member.phone, password: 'Wrong1234' },
    });
    expect(wrongPassword.body.code).toBe('login_failed');
    const page = await as('support', 'GET', `/api/backoffice/members/${memberId}`);
    expect(page.body.data.profile).toMatchObject({ locked: true, lock_reason: 'บัญชีซ้ำ' });
    expect(page.body.data.active_sessions).toBe(0);

    await as('support', 'POST', `/api/backoffice/members/${memberId}/unlock`, {});
    const token = await logInAs(t.app, member.phone, member.password);
    expect(
      (await call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/hibiscus-slot', { token })).status,
    ).toBe(200);
    const audits = await t.connection.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'member'), eq(auditLog.targetId, String(memberId))))
      .orderBy(auditLog.id);
    expect(audits).toEqual([
      { action: 'member.lock', after: { locked: true, lockReason: 'บัญชีซ้ำ' } },
      { action: 'member.unlock', after: { locked: false, lockReason: null } },
    ]);
  });

  it('refuses a locked member a game launch and a withdrawal even with a login made before the lock', async () => {
    const member = await fundMember(t, nextPhone(), 200);
    const memberId = await memberIdOf(t, member.phone);
    // The lock as another server process might have written it, before this process ended the login.
    await t.connection.db.update(members).set({ lockedAt: t.clock.now() }).where(eq(members.id, memberId));
    const launch = await call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/hibiscus-slot', {
      token: member.token,
    });
    expect(launch.body.code).toBe('member_locked');
    const withdraw = await call(t.app, 'POST', '/api/requests/withdraw', {
      token: member.token,
      body: { phone: member.phone, amount: 100 },
    });
    expect(withdraw.body.code).toBe('member_locked');
    const deposit = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
      token: member.token,
      body: { amount: 100 },
    });
    expect(deposit.body.code).toBe('member_locked');
  });

  it('ends all sessions, resets the password by SMS, changes the bank account keeping the old one', async () => {
    const member = await fundMember(t, nextPhone(), 200);
    const memberId = await memberIdOf(t, member.phone);
    await logInAs(t.app, member.phone, member.password);
    const ended = await as('support', 'POST', `/api/backoffice/members/${memberId}/end-sessions`);
    expect(ended.body).toEqual({ success: true, data: { sessions_ended: 2 } });
    expect((await call(t.app, 'GET', '/api/customers/profile', { token: member.token })).status).toBe(401);

    const reset = await as('support', 'POST', `/api/backoffice/members/${memberId}/reset-password`, {
      language: 'en',
    });
    expect(reset.status).toBe(200);
    const sms = await call(t.app, 'GET', `/api/dev/sms-outbox?phone=${member.phone}`);
    const password = /new password is (\S+)\./.exec(sms.body.data[0].body)?.[1];
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{10}$/);
    expect(
      (await call(t.app, 'POST', '/api/login', { body: { phone: member.phone, password: member.password } }))
        .status,
    ).toBe(422);
    const token = await logInAs(t.app, member.phone, password!);
    const [resetAudit] = await t.connection.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.reset_password'), eq(auditLog.targetId, String(memberId))));
    expect(JSON.stringify(resetAudit)).not.toContain(password!);

    const before = (await as('support', 'GET', `/api/backoffice/members/${memberId}`)).body.data.profile;
    const changed = await as('support', 'POST', `/api/backoffice/members/${memberId}/bank-account`, {
      bank: 'kbank',
      account_number: '987-6-54321-0',
    });
    expect(changed.status).toBe(200);
    const after = (await as('support', 'GET', `/api/backoffice/members/${memberId}`)).body.data;
    expect(after.profile).toMatchObject({ bank: 'kbank', account_number: '9876543210' });
    expect(after.bank_history).toEqual([
      expect.objectContaining({
        bank: before.bank,
        account_number: before.account_number,
        replaced_by: expect.objectContaining({ username: 'members-support' }),
      }),
    ]);
    const withdraw = await call(t.app, 'POST', '/api/requests/withdraw', {
      token,
      body: { phone: member.phone, amount: 100 },
    });
    const queue = await as('finance', 'GET', '/api/backoffice/withdrawals');
    expect(queue.body.data).toContainEqual(
      expect.objectContaining({ id: withdraw.body.data.id, bank: 'kbank', account_number: '9876543210' }),
    );
    const other = await registerMember(t.app, {
      phone: nextPhone(),
      accountNumber: '5556667778',
      bank: 'KBANK',
    });
    const taken = await as(
      'support',
      'POST',
      `/api/backoffice/members/${await memberIdOf(t, other.phone)}/bank-account`,
      {
        bank: 'KBANK',
        account_number: '9876543210',
      },
    );
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('account_number_taken');
    const noPromotion = await as(
      'finance',
      'POST',
      `/api/backoffice/members/${memberId}/bonuses/active/cancel`,
      {
        member_promotion_id: 1,
        reason: 'x',
      },
    );
    expect(noPromotion.body.code).toBe('no_active_promotion');
    expect(
      (await as('finance', 'POST', `/api/backoffice/members/${memberId}/reset-password`, {})).status,
    ).toBe(403);
  });
});
