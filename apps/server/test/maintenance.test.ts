import { checkLedger } from '@chaba/core/ledger/check-ledger';
import { auditLog, bankStatementLines, moneyRequests } from '@chaba/db/schema';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions, RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  call,
  useTestApp,
  creditOf,
  fundMember,
  logInStaff,
  memberWithToken,
  postStatementLines,
  warmUpConnections,
} from './helpers';

let staffToken: string;
const guarded: string[] = [];

const t = useTestApp({
  // Every test call comes from one address: let it hold the pending deposits of many members.
  env: { DEPOSIT_PENDING_PER_ADDRESS: '50' },
  onRoute: (route: RouteOptions) => {
    if (route.config?.refusedDuringMaintenance) guarded.push(`${String(route.method)} ${route.url}`);
  },
  ledgerCheck: 'after-all',
});
beforeAll(async () => {
  staffToken = await logInStaff(t.app);
});

let counter = 0;
const nextPhone = () => `0655${String((counter += 1)).padStart(6, '0')}`;

const notice = {
  message_th: 'ปิดปรับปรุงระบบถึง 14:00 น.',
  message_en: 'Down for maintenance until 14:00',
  message_cn: '',
};

async function setMaintenance(body: Record<string, unknown>, app = t.app) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/backoffice/maintenance',
    headers: { authorization: `Bearer ${staffToken}` },
    payload: body as InjectOptions['payload'],
  });
  return { status: response.statusCode, body: response.json() };
}

const turnOn = (extra: Record<string, unknown> = {}) =>
  setMaintenance({ enabled: true, ...notice, credit_transfers: 'at_once', ...extra });
const turnOff = (extra: Record<string, unknown> = {}) =>
  setMaintenance({ enabled: false, ...notice, credit_transfers: 'at_once', ...extra });

/** A member with a deposit waiting to be paid: the line that pays it. */
async function memberWithPendingDeposit(amount: number) {
  const member = await memberWithToken(t, nextPhone());
  const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
    token: member.token,
    body: { amount },
  });
  expect(prepared.status).toBe(200);
  const line = {
    id: `maintenance-${prepared.body.data.ref}`,
    account_number: prepared.body.data.to_account_number,
    amount: prepared.body.data.amount,
    occurred_at: t.clock.now().toISOString(),
  };
  return { ...member, requestId: prepared.body.data.id as number, line };
}

async function requestStatus(id: number) {
  const [row] = await t.connection.db.select().from(moneyRequests).where(eq(moneyRequests.id, id));
  return row!.status;
}

describe('the maintenance switch', () => {
  it('refuses a notice without its Thai text, a bad end or choice, and changes nothing', async () => {
    const refused = await setMaintenance({
      enabled: true,
      message_th: '',
      ends_at: 'tomorrow',
      credit_transfers: 'later',
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['credit_transfers', 'ends_at']);
    const noMessage = await setMaintenance({ enabled: true, message_th: ' ' });
    expect(noMessage.body.errors).toEqual({ message_th: ['กรุณากรอกข้อความภาษาไทย'] });
    const site = await call(t.app, 'GET', '/api/maintenance');
    expect(site.body.data.active).toBe(false);
  });

  it('guards exactly the game launch and the money requests', () => {
    expect(guarded.sort()).toEqual([
      'GET /lobby/api/launch-game/:provider/:game',
      'HEAD /lobby/api/launch-game/:provider/:game',
      // Claiming cashback and redeeming a coupon move money (issue 29): maintenance holds them too.
      'POST /api/customers/cashback/:id/claim',
      // A check-in and a wheel spin pay a prize (issue 31, decision 73).
      'POST /api/customers/checkin',
      'POST /api/customers/coupons/redeem',
      'POST /api/customers/get-bonus/:id',
      'POST /api/customers/get-referral-bonus',
      'POST /api/customers/responsible-gambling/restricted/withdraw',
      'POST /api/customers/wheel/spin',
      'POST /api/requests/deposit/payment-gateway',
      'POST /api/requests/deposit/prepare',
      'POST /api/requests/withdraw',
    ]);
  });

  it('refuses each of them with the notice in the member’s language, while staff keep working', async () => {
    const member = await fundMember(t, nextPhone(), 500);
    const endsAt = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const on = await turnOn({ ends_at: endsAt });
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ enabled: true, ends_at: endsAt, held_transfers: 0 });
    const [audit] = await t.connection.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'maintenance.on'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ before: null, after: { enabled: true, ends_at: endsAt } });

    const calls: Array<[InjectOptions['method'], string, unknown?]> = [
      ['GET', '/lobby/api/launch-game/chaba-demo/hibiscus-slot'],
      ['POST', '/api/requests/deposit/prepare', { amount: 100 }],
      ['POST', '/api/requests/deposit/payment-gateway', { amount: 100 }],
      ['POST', '/api/requests/withdraw', { phone: member.phone, amount: 100 }],
      ['POST', '/api/customers/get-referral-bonus'],
      ['POST', '/api/customers/get-bonus/1'],
    ];
    for (const [method, url, body] of calls) {
      for (const [language, message] of [
        ['th', notice.message_th],
        ['en', notice.message_en],
        ['cn', notice.message_th],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${member.token}`, 'x-chaba-language': language },
          ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
        });
        expect(response.statusCode, `${url} ${language}`).toBe(503);
        expect(response.json()).toEqual({ success: false, code: 'maintenance', message, msg: message });
        expect(response.headers['retry-after']).toBe('3600');
      }
    }
    expect(await creditOf(t.app, member.token)).toBe(500);

    const publicNotice = await call(t.app, 'GET', '/api/maintenance');
    expect(publicNotice.body.data).toEqual({
      active: true,
      message: { th: notice.message_th, en: notice.message_en, cn: notice.message_th },
      ends_at: endsAt,
    });
    const staff = await call(t.app, 'GET', '/api/backoffice/members', { token: staffToken });
    expect(staff.status).toBe(200);
    // A bad input still gets its 422 first, and a login is still needed: nothing else is refused.
    const bad = await call(t.app, 'POST', '/api/requests/withdraw', {
      token: member.token,
      body: { amount: 'x' },
    });
    expect(bad.status).toBe(422);

    const off = await turnOff();
    expect(off.body.data).toMatchObject({ enabled: false, released_transfers: 0 });
    const launch = await call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/hibiscus-slot', {
      token: member.token,
    });
    expect(launch.status).toBe(200);
  });

  it('is followed at once by every server process (read from the database, not the process)', async () => {
    const second = await buildApp(t.context);
    try {
      const member = await memberWithToken(t, nextPhone());
      const deposit = () =>
        second.inject({
          method: 'POST',
          url: '/api/requests/deposit/prepare',
          headers: { authorization: `Bearer ${member.token}` },
          payload: { amount: 100 },
        });
      await turnOn();
      expect((await deposit()).statusCode).toBe(503);
      await turnOff();
      const open = await deposit();
      expect(open.statusCode).toBe(200);
      await call(t.app, 'POST', `/api/requests/deposit/${open.json().data.id}/cancel`, {
        token: member.token,
      });
    } finally {
      await second.close();
    }
  });
});

describe('transfers that arrive during maintenance', () => {
  it('are recorded and credited at once when the operator chose so', async () => {
    const member = await memberWithPendingDeposit(300);
    await turnOn({ credit_transfers: 'at_once' });
    const recorded = await postStatementLines(t, [member.line]);
    expect(recorded.status).toBe(200);
    expect(recorded.body.data[0].status).toBe('matched');
    expect(await requestStatus(member.requestId)).toBe('completed');
    await turnOff();
    expect(await creditOf(t.app, member.token)).toBe(300);
  });

  it('are recorded and held, not expired, then credited once when maintenance ends', async () => {
    const member = await memberWithPendingDeposit(400);
    await turnOn({ credit_transfers: 'when_ended' });
    const recorded = await postStatementLines(t, [member.line]);
    expect(recorded.status).toBe(200);
    const [line] = await t.connection.db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.externalId, member.line.id));
    expect(line).toMatchObject({
      status: 'unmatched',
      unmatchedReason: 'maintenance',
      requestId: member.requestId,
    });
    expect(await creditOf(t.app, member.token)).toBe(0);

    // Past its 15 minutes the held deposit does not expire; a replay of the line changes nothing.
    t.clock.advanceSeconds(20 * 60);
    await t.jobs.runOnce();
    expect(await requestStatus(member.requestId)).toBe('pending');
    expect((await postStatementLines(t, [member.line])).body.data[0].status).toBe('unmatched');
    const settings = await call(t.app, 'GET', '/api/backoffice/maintenance', { token: staffToken });
    expect(settings.body.data.held_transfers).toBe(1);

    const off = await turnOff({ credit_transfers: 'when_ended' });
    expect(off.body.data).toMatchObject({ enabled: false, released_transfers: 1, held_transfers: 0 });
    expect(await requestStatus(member.requestId)).toBe('completed');
    expect(await creditOf(t.app, member.token)).toBe(400);
    const [credited] = await t.connection.db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.externalId, member.line.id));
    expect(credited).toMatchObject({ status: 'matched', unmatchedReason: null });
    // Nothing is left for the job, and a second switch-off credits nothing more.
    expect((await turnOff()).body.data.released_transfers).toBe(0);
    expect(await creditOf(t.app, member.token)).toBe(400);
  });

  it('are credited when the choice changes to "at once" while maintenance stays on', async () => {
    const member = await memberWithPendingDeposit(250);
    await turnOn({ credit_transfers: 'when_ended' });
    await postStatementLines(t, [member.line]);
    const atOnce = await turnOn({ credit_transfers: 'at_once' });
    expect(atOnce.body.data).toMatchObject({ enabled: true, released_transfers: 1 });
    expect(await creditOf(t.app, member.token)).toBe(250);
    await turnOff();
  });

  it('are credited once under concurrent switch-offs and job runs', async () => {
    await warmUpConnections(t.connection);
    const waiting = [];
    for (const amount of [101, 102, 103, 104, 105, 106]) waiting.push(await memberWithPendingDeposit(amount));
    await turnOn({ credit_transfers: 'when_ended' });
    await postStatementLines(
      t,
      waiting.map((member) => member.line),
    );
    for (const member of waiting) expect(await creditOf(t.app, member.token)).toBe(0);

    const results = await Promise.all([
      turnOff({ credit_transfers: 'when_ended' }),
      turnOff({ credit_transfers: 'when_ended' }),
      turnOff({ credit_transfers: 'when_ended' }),
      t.jobs.runOnce(),
    ]);
    const released = results
      .slice(0, 3)
      .map(
        (result) =>
          (result as { body: { data: { released_transfers: number } } }).body.data.released_transfers,
      );
    const byJob = (results[3] as Array<{ name: string; rows?: number }>).find(
      (outcome) => outcome.name === 'release-held-transfers',
    )?.rows;
    expect(released.reduce((sum, count) => sum + count, 0) + (byJob ?? 0)).toBe(waiting.length);
    for (const member of waiting) {
      expect(await creditOf(t.app, member.token)).toBe(member.line.amount);
      expect(await requestStatus(member.requestId)).toBe('completed');
    }
    expect((await checkLedger(t.connection.db)).problems).toEqual([]);
  });
});
