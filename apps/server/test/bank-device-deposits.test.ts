import { messageBanks } from '@chaba/core/bank-messages/bank-message';
import { sampleIncomingMessage } from '@chaba/core/bank-messages/sample-bank-message';
import { bankMessageGaps, bankMessages, bankStatementLines } from '@chaba/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postSmsForwarder, postSmsGateway, smsForwarderSign, smsGatewayBody } from './fake-forwarders';
import { memberWithPendingDeposit } from './bank-device-helpers';
import { creditOf, useTestApp } from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';

/**
 * Issue 25's "done when": a company phone's SmsForwarder posts the real-format incoming-transfer
 * message of each supported bank (`sampleIncomingMessage`, the formats the bank parsers are tested
 * on) for a member's pending deposit, and the real parser and the one crediting path credit each
 * member once, within a second of the post; the same message again, the app notification of the same
 * transfer, and the app's retry after our 503 credit nothing twice; a bad signature and a replay are
 * refused and change nothing. On PGlite and PostgreSQL (the CI runs both).
 */
const t = useTestApp({ ledgerCheck: 'after-all' });

let phoneCounter = 0;

async function registerDevice() {
  const { staffId } = await createStaffMember(t, {
    username: `phone-admin-${(phoneCounter += 1)}`,
    role: 'admin',
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/backoffice/bank-devices',
    headers: { authorization: `Bearer ${await staffSessionToken(t, staffId)}` },
    payload: { name: 'Company phone' },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; secret: string };
}

const satangOf = (baht: number) => BigInt(Math.round(baht * 100));
const countRows = async () => {
  const [messages] = await t.connection.db.select({ count: sql<number>`count(*)::int` }).from(bankMessages);
  const [lines] = await t.connection.db
    .select({ count: sql<number>`count(*)::int` })
    .from(bankStatementLines);
  return { messages: messages!.count, lines: lines!.count };
};

describe("a company phone's SmsForwarder, with each bank's real messages", () => {
  // The first request of a process compiles the routes and the parsers: not what a phone waits for.
  beforeAll(async () => {
    const device = await registerDevice();
    const member = await memberWithPendingDeposit(t, 199);
    const at = t.clock.now();
    const sms = sampleIncomingMessage('KBANK', {
      amountSatang: satangOf(member.amount),
      accountNumber: member.account,
      at,
    });
    await postSmsForwarder(t, device.id, { from: sms.from, content: sms.text }, { secret: device.secret });
    await creditOf(t.app, member.token);
  });

  it.each(messageBanks)(
    'credits the member of a pending deposit once, within a second (%s)',
    async (bank) => {
      const device = await registerDevice();
      const member = await memberWithPendingDeposit(t, 200 + messageBanks.indexOf(bank));
      const at = t.clock.now();
      const sms = sampleIncomingMessage(bank, {
        amountSatang: satangOf(member.amount),
        accountNumber: member.account,
        at,
        fromName: 'นาย ทดสอบ',
      });
      const startedMs = performance.now();
      const posted = await postSmsForwarder(
        t,
        device.id,
        { from: sms.from, content: sms.text },
        {
          secret: device.secret,
          timestampMs: at.getTime(),
        },
      );
      const credit = await creditOf(t.app, member.token);
      const elapsedMs = performance.now() - startedMs;
      expect(posted).toMatchObject({
        status: 200,
        body: { data: { outcome: 'statement_line', duplicate: false } },
      });
      expect(credit).toBe(member.amount);
      expect(elapsedMs).toBeLessThan(1000);

      // The same post again (the app's retry of a timed-out request: same timestamp, same sign).
      const again = await postSmsForwarder(
        t,
        device.id,
        { from: sms.from, content: sms.text },
        {
          secret: device.secret,
          timestampMs: at.getTime(),
        },
      );
      expect(again).toMatchObject({ status: 200, body: { data: { duplicate: true } } });
      // The bank app's notification of the same transfer, forwarded a moment later.
      t.clock.advanceSeconds(2);
      const app = sampleIncomingMessage(bank, {
        amountSatang: satangOf(member.amount),
        accountNumber: member.account,
        at,
        channel: 'app',
      });
      const notified = await postSmsForwarder(
        t,
        device.id,
        { from: app.from, content: app.text },
        {
          secret: device.secret,
        },
      );
      expect(notified.status).toBe(200);
      expect(await creditOf(t.app, member.token)).toBe(member.amount);
      const lines = await t.connection.db
        .select()
        .from(bankStatementLines)
        .where(
          and(
            eq(bankStatementLines.accountNumber, member.account),
            eq(bankStatementLines.amountSatang, satangOf(member.amount)),
          ),
        );
      expect(lines).toHaveLength(1);
      const [line] = lines;
      expect(line).toMatchObject({ source: 'bank_message', status: 'matched' });
    },
  );

  it('refuses a bad signature and a replayed sign with another text, changing nothing', async () => {
    const device = await registerDevice();
    const member = await memberWithPendingDeposit(t, 277);
    const at = t.clock.now();
    const sms = sampleIncomingMessage('KBANK', {
      amountSatang: satangOf(member.amount),
      accountNumber: member.account,
      at,
    });
    const before = await countRows();
    const forged = await postSmsForwarder(
      t,
      device.id,
      { from: sms.from, content: sms.text },
      {
        secret: 'not-the-secret',
      },
    );
    expect(forged).toMatchObject({ status: 401, body: { code: 'invalid_signature' } });
    // A post seen by someone else (its timestamp and sign) with the text changed: a replay.
    const seen = await postSmsForwarder(
      t,
      device.id,
      { from: sms.from, content: 'สวัสดี' },
      {
        secret: device.secret,
        timestampMs: at.getTime(),
      },
    );
    expect(seen.status).toBe(200);
    const replay = await postSmsForwarder(
      t,
      device.id,
      { from: sms.from, content: sms.text },
      {
        secret: device.secret,
        timestampMs: at.getTime(),
        sign: smsForwarderSign(device.secret, at.getTime()),
      },
    );
    expect(replay).toMatchObject({ status: 401, body: { code: 'invalid_signature' } });
    expect(await countRows()).toEqual({ messages: before.messages + 1, lines: before.lines });
    expect(await creditOf(t.app, member.token)).toBe(0);
  });

  it('credits once when the app retries, with the same sign, a post we answered 503', async () => {
    const device = await registerDevice();
    const member = await memberWithPendingDeposit(t, 288);
    const at = t.clock.now();
    const sms = sampleIncomingMessage('SCB', {
      amountSatang: satangOf(member.amount),
      accountNumber: member.account,
      at,
    });
    const post = () =>
      postSmsForwarder(
        t,
        device.id,
        { from: sms.from, content: sms.text },
        {
          secret: device.secret,
          timestampMs: at.getTime(),
        },
      );
    // The database cannot name the transfer for a moment: the message is stored, the line is not.
    await t.connection.db.execute(
      sql`alter function bank_message_transfer_key(text, bigint, timestamptz, bigint) rename to bank_message_transfer_key_away`,
    );
    let failed;
    try {
      failed = await post();
    } finally {
      await t.connection.db.execute(
        sql`alter function bank_message_transfer_key_away(text, bigint, timestamptz, bigint) rename to bank_message_transfer_key`,
      );
    }
    expect(failed.status).toBe(503);
    expect(await creditOf(t.app, member.token)).toBe(0);
    // SmsForwarder re-sends the request it built: the same timestamp and sign.
    const retried = await post();
    expect(retried).toMatchObject({
      status: 200,
      body: { data: { duplicate: true, outcome: 'statement_line' } },
    });
    expect(await creditOf(t.app, member.token)).toBe(member.amount);
    expect((await post()).status).toBe(200);
    expect(await creditOf(t.app, member.token)).toBe(member.amount);
  });
});

describe('the balance check', () => {
  it('raises one gap, not two, when the SMS and the forwarded copy of one transfer arrive at once', async () => {
    const device = await registerDevice();
    const member = await memberWithPendingDeposit(t, 266);
    const gapsOf = () =>
      t.connection.db.select().from(bankMessageGaps).where(eq(bankMessageGaps.accountNumber, member.account));
    const before = (await gapsOf()).length;
    const start = new Date(Math.ceil(t.clock.now().getTime() / 60_000) * 60_000 + 30 * 60_000);
    const first = sampleIncomingMessage('KBANK', {
      amountSatang: 1000n,
      accountNumber: member.account,
      at: start,
      balanceAfterSatang: 7_000_000n,
    });
    expect(
      (
        await postSmsForwarder(
          t,
          device.id,
          { from: first.from, content: first.text },
          { secret: device.secret },
        )
      ).status,
    ).toBe(200);
    // A transfer of 50 baht is never told; the next one's balance shows it, forwarded by both apps at once.
    const next = sampleIncomingMessage('KBANK', {
      amountSatang: 1000n,
      accountNumber: member.account,
      at: new Date(start.getTime() + 120_000),
      balanceAfterSatang: 7_000_000n + 5000n + 1000n,
    });
    t.clock.advanceSeconds(1);
    const answers = await Promise.all([
      postSmsForwarder(t, device.id, { from: next.from, content: next.text }, { secret: device.secret }),
      postSmsGateway(
        t,
        device.id,
        smsGatewayBody({
          message: next.text,
          phoneNumber: next.from,
          receivedAt: new Date(t.clock.now().getTime() + 1000).toISOString(),
        }),
        { secret: device.secret },
      ),
    ]);
    expect(answers.map((answer) => answer.body.data.duplicate)).toEqual([false, false]);
    const gaps = (await gapsOf()).slice(before);
    expect(gaps).toHaveLength(1);
    expect(gaps[0]!.unexplainedSatang).toBe(5000n);
  });
});
