import { sendPostbacks } from '@chaba/core/affiliates/send-postbacks';
import { members, postbacks } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  call,
  useTestApp,
  creditOf,
  logInAs,
  logInStaff,
  postStatementLines,
  registerMember,
} from './helpers';
import { postbackDelivery } from '../src/presenters/postbacks';

const t = useTestApp();

async function referralKeyOf(phone: string) {
  const [member] = await t.connection.db.select().from(members).where(eq(members.phone, phone));
  return member!.referralKey;
}

/** A chain of five members, each referred by the one before: A ← B ← C ← D ← E. */
async function chain(prefix: string) {
  const phones = ['1', '2', '3', '4', '5'].map((digit) => `08${prefix}00000${digit}`);
  const tokens: string[] = [];
  for (const [index, phone] of phones.entries()) {
    const referralKey = index === 0 ? undefined : await referralKeyOf(phones[index - 1]!);
    const { password } = await registerMember(t.app, { phone, referralKey });
    tokens.push(await logInAs(t.app, phone, password));
  }
  return { phones, tokens };
}

async function fundAndLose(token: string, depositBaht: number, loseBaht: number, tag: string) {
  const { body } = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
    token,
    body: { amount: depositBaht },
  });
  await postStatementLines(t, [
    {
      id: `ref-${tag}`,
      account_number: body.data.to_account_number,
      amount: body.data.amount,
      occurred_at: t.clock.now().toISOString(),
    },
  ]);
  const launch = await call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/baccarat', { token });
  const launchToken = new URL(launch.body.url).searchParams.get('token')!;
  const signed = (body: object) => {
    const raw = JSON.stringify(body);
    return {
      body: raw,
      headers: {
        'content-type': 'application/json',
        'x-signature': createHmac('sha256', t.context.config.DEMO_PROVIDER_SECRET).update(raw).digest('hex'),
      },
    };
  };
  const auth = await call(
    t.app,
    'POST',
    '/api/providers/chaba-demo/wallet/authenticate',
    signed({ launch_token: launchToken }),
  );
  const player = auth.body.player_token;
  await call(
    t.app,
    'POST',
    '/api/providers/chaba-demo/wallet/bet',
    signed({
      player_token: player,
      transaction_id: `${tag}-b`,
      round_id: tag,
      game_code: 'baccarat',
      amount: loseBaht,
    }),
  );
  await call(
    t.app,
    'POST',
    '/api/providers/chaba-demo/wallet/win',
    signed({
      player_token: player,
      transaction_id: `${tag}-w`,
      round_id: tag,
      game_code: 'baccarat',
      amount: 0,
    }),
  );
}

/** Runs the weekly summary as staff (logging in again: the tests move the clock past a shift). */
async function summary(weekEnd: string) {
  const staff = await logInStaff(t.app);
  return call(t.app, 'POST', '/api/backoffice/referrals/summary', {
    token: staff,
    body: { week_end: weekEnd },
  });
}

describe('the three-level referral programme', () => {
  it('pays levels 1 to 3 their percent of the net loss, level 4 nothing, and each week once', async () => {
    const { phones, tokens } = await chain('71');
    // The clock is Friday 2026-11-20 17:00 Bangkok; this week's summary is Friday 2026-11-27 00:00.
    await fundAndLose(tokens[4]!, 1000, 1000, 'e-week1');

    // A week that is not over, or does not end on a Friday, is refused and claims nothing.
    const early = await summary('2026-11-27');
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({
      message: 'สัปดาห์ที่สิ้นสุด 2026-11-27 ยังไม่จบ สรุปยอดได้ตั้งแต่วันศุกร์ เวลา 00:00 น.',
      errors: { week_end: ['สัปดาห์ที่สิ้นสุด 2026-11-27 ยังไม่จบ สรุปยอดได้ตั้งแต่วันศุกร์ เวลา 00:00 น.'] },
    });
    const thursday = await summary('2026-11-19');
    expect(thursday.status).toBe(422);
    expect(thursday.body.errors.week_end).toEqual([
      'สัปดาห์ของโบนัสแนะนำเพื่อนสิ้นสุดวันศุกร์ เวลา 00:00 น. กรุณาเลือกวันศุกร์',
    ]);

    // Friday 2026-11-27 00:05 Bangkok: the week is over.
    t.clock.advanceSeconds((6 * 24 + 7) * 3600 + 5 * 60);
    const first = await summary('2026-11-27');
    expect(first.body.data).toMatchObject({ week_end: '2026-11-27', ran: true });
    const second = await summary('2026-11-27');
    expect(second.body.data).toMatchObject({ ran: false });

    // The tables show the credit received in the week of the date: the summary of Friday 2026-11-27.
    const pendings = [];
    for (const [index, phone] of phones.entries()) {
      const token = await logInAs(t.app, phone, 'Secret123');
      tokens[index] = token;
      const info = await call(t.app, 'GET', '/api/customers/referral?date=2026-11-28', { token });
      pendings.push(info.body.data.customer.bonus_referral_pending);
    }
    // A is level 4 of E: nothing. B level 3 (1%), C level 2 (3%), D level 1 (5%).
    expect(pendings).toEqual([0, 10, 30, 50, 0]);

    const d = (await call(t.app, 'GET', '/api/customers/referral?date=2026-11-28', { token: tokens[3]! }))
      .body.data;
    expect(d).toMatchObject({
      customer: { bonus_referral_total: 50, bonus_referral_pending: 50 },
      mlm_percent: { level_1: 5, level_2: 3, level_3: 1 },
      bonus: { bonus_turnover: 100 },
    });
    expect(d.customer_referrals).toEqual([
      {
        start_at: expect.any(String),
        username: expect.stringMatching(/^CB\d{6}$/),
        amount: 50,
      },
    ]);
    expect(d.mlm_referrals[0].level_1).toEqual([expect.objectContaining({ amount: 50 })]);
    const b = (await call(t.app, 'GET', '/api/customers/referral?date=2026-11-27', { token: tokens[1]! }))
      .body.data;
    expect(b.mlm_referrals[2].level_3).toEqual([expect.objectContaining({ amount: 10 })]);
    expect(b.customer_win_loses.total).toBe(0);
    // The week of play itself received nothing yet.
    const playWeek = await call(t.app, 'GET', '/api/customers/referral?date=2026-11-21', {
      token: tokens[3]!,
    });
    expect(playWeek.body.data.mlm_referrals[0].level_1).toEqual([]);
  });

  it('moves the pending bonus to the wallet only from the minimum on', async () => {
    // The clock is Friday 2026-11-27 00:05 Bangkok (the first test's summary): play in the week that
    // ends on 2026-12-04, which is summarised once it is over.
    const { tokens } = await chain('72');
    await fundAndLose(tokens[4]!, 1000, 1000, 'min-1');
    t.clock.advanceSeconds(7 * 24 * 3600);
    expect((await summary('2026-12-04')).body.data).toMatchObject({ ran: true, total: 90 });
    const below = await call(t.app, 'POST', '/api/customers/get-referral-bonus', {
      token: await logInAs(t.app, '0872000004', 'Secret123'),
    });
    expect(below.status).toBe(422);
    expect(below.body).toMatchObject({ success: false, msg: 'ยอดโบนัสแนะนำเพื่อนขั้นต่ำที่ถอนได้คือ 100 บาท' });

    const e = await logInAs(t.app, '0872000005', 'Secret123');
    await fundAndLose(e, 1500, 1500, 'min-2');
    t.clock.advanceSeconds(7 * 24 * 3600);
    expect((await summary('2026-12-11')).body.data).toMatchObject({ ran: true });
    const d = await logInAs(t.app, '0872000004', 'Secret123');
    const withdrawn = await call(t.app, 'POST', '/api/customers/get-referral-bonus', { token: d });
    expect(withdrawn.body).toEqual({ success: true, msg: 'ถอนโบนัสเรียบร้อย' });
    expect(await creditOf(t.app, d)).toBe(125);
    const info = (await call(t.app, 'GET', '/api/customers/referral', { token: d })).body.data;
    expect(info.customer).toMatchObject({ bonus_referral_total: 125, bonus_referral_pending: 0 });
  });
});

describe('the advertising postback', () => {
  it('is sent once on the first confirmed deposit, retried after a failure', async () => {
    const hits: string[] = [];
    let failNext = true;
    const server = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.statusCode = failNext ? 503 : 200;
      failNext = false;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/pb`;
    const deliver = postbackDelivery(url);
    try {
      const phone = '0873000001';
      await registerMember(t.app, {
        phone,
        bank: 'UOB',
        accountNumber: '7070707070',
        password: 'Secret123',
        headers: { cookie: 'click_id=CLICK-42' },
      });
      const token = await logInAs(t.app, phone, 'Secret123');
      for (const amount of [300, 400]) {
        const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
          token,
          body: { amount },
        });
        await postStatementLines(t, [
          {
            id: `pb-${amount}`,
            account_number: prepared.body.data.to_account_number,
            amount: prepared.body.data.amount,
            occurred_at: t.clock.now().toISOString(),
          },
        ]);
      }
      expect(await sendPostbacks(t.connection.db, { deliver, now: t.clock.now() })).toEqual({
        sent: 0,
        failed: 1,
      });
      expect(await sendPostbacks(t.connection.db, { deliver, now: t.clock.now() })).toEqual({
        sent: 0,
        failed: 0,
      });
      t.clock.advanceSeconds(61);
      expect(await sendPostbacks(t.connection.db, { deliver, now: t.clock.now() })).toEqual({
        sent: 1,
        failed: 0,
      });
      t.clock.advanceSeconds(3600);
      expect(await sendPostbacks(t.connection.db, { deliver, now: t.clock.now() })).toEqual({
        sent: 0,
        failed: 0,
      });
      expect(hits).toEqual([
        '/pb?c=CLICK-42&e=cashdeposit&r=300.00',
        '/pb?c=CLICK-42&e=cashdeposit&r=300.00',
      ]);
      const rows = await t.connection.db.select().from(postbacks);
      expect(rows).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
    } finally {
      server.close();
    }
  });
});
