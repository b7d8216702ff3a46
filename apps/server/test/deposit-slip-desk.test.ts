import { auditLog, bankStatementLines, depositSlips, moneyRequests } from '@chaba/db/schema';
import { and, desc, eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditOf, logInStaff, useTestApp, warmUpConnections } from './helpers';
import { memberWithDepositAndSlip, postSlip, scriptedSlipVerifier } from './slip-helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';

/*
 * The deposit desk's slips (issue 26): staff with deposits.decide see each slip (its image, what the
 * QR and the verifier said, the member, the deposit, why it is held) and settle a held one: credit
 * it through the statement desk's crediting path (once, even when two click at once) or refuse it
 * with a reason; both audited with the client address. Run on PGlite and on PostgreSQL.
 */

const verifier = scriptedSlipVerifier();
const t = useTestApp({
  slipVerifier: verifier,
  env: {
    DEPOSIT_PENDING_PER_ADDRESS: '1000',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'chaba-slip-desk-')),
  },
});

let staffToken: string;
let supportToken: string;
let supportId: number;
/** Staff sessions end when idle: new ones after the clock moved on. */
async function logInStaffAgain() {
  staffToken = await logInStaff(t.app);
  supportToken = await staffSessionToken(t, supportId);
}
beforeAll(async () => {
  supportId = (await createStaffMember(t, { username: 'slips-support', role: 'support' })).staffId;
  await logInStaffAgain();
});

let counter = 0;
const nextPhone = () => `0658${String((counter += 1)).padStart(6, '0')}`;

async function staffCall(method: 'GET' | 'POST', url: string, body?: unknown, token = staffToken) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  const json = response.headers['content-type']?.toString().startsWith('application/json')
    ? (response.json() as any)
    : undefined;
  return { status: response.statusCode, body: json, raw: response };
}

/** A member whose slip paid another amount than the pending deposit's: held for staff. */
async function heldSlip(amount: number) {
  const m = await memberWithDepositAndSlip(t, nextPhone(), amount);
  const receivedSatang = BigInt(Math.round(m.deposit.amount * 100)) - 100n;
  verifier.answers.set(m.transRef, m.verified({ amountSatang: receivedSatang }));
  const answer = await postSlip(t, m.token, m.image, m.deposit.id);
  expect(answer.body.code).toBe('slip_held');
  const [slip] = await t.connection.db
    .select()
    .from(depositSlips)
    .where(eq(depositSlips.memberId, m.memberId));
  return {
    ...m,
    slip: slip!,
    received: Number(receivedSatang) / 100,
    credit: await creditOf(t.app, m.token),
  };
}

async function deskRow(status: string, slipId: number) {
  const list = await staffCall('GET', `/api/backoffice/deposit-slips?status=${status}&limit=200`);
  expect(list.status).toBe(200);
  return (list.body.data as Array<{ id: number }>).find((row) => row.id === slipId) as any;
}

describe('the slips list', () => {
  it('shows a held slip with what the QR and the verifier said, the member, the deposit and why it is held', async () => {
    const m = await heldSlip(520);
    const row = await deskRow('held', m.slip.id);
    expect(row).toMatchObject({
      status: 'held',
      reason: 'no_pending_deposit',
      member: { id: m.memberId, phone: m.phone },
      qr: { sending_bank: '004', trans_ref: m.transRef },
      verifier: {
        status: 'verified',
        amount: m.received,
        receiver: { account: expect.stringMatching(/\d{4}$/) },
      },
      deposit: { id: m.deposit.id, status: 'pending', amount: m.deposit.amount },
      statement_line: { status: 'unmatched' },
      can_credit: true,
      has_image: true,
      decision: null,
    });
    expect(await deskRow('credited', m.slip.id)).toBeUndefined();
    const today = new Date(t.clock.now().getTime() + 7 * 3600_000).toISOString().slice(0, 10);
    const byDay = await staffCall('GET', `/api/backoffice/deposit-slips?status=held&date=${today}`);
    expect(byDay.body.data.map((row: { id: number }) => row.id)).toContain(m.slip.id);
    const otherDay = await staffCall('GET', '/api/backoffice/deposit-slips?status=held&date=2020-01-01');
    expect(otherDay.body).toEqual({ data: [], total: 0 });
  });

  it('serves the image only to staff who decide deposits, never cached', async () => {
    const m = await heldSlip(530);
    const image = await staffCall('GET', `/api/backoffice/deposit-slips/${m.slip.id}/image`);
    expect(image.status).toBe(200);
    expect(image.raw.headers['content-type']).toBe('image/png');
    expect(image.raw.headers['cache-control']).toBe('private, no-store');
    expect(image.raw.rawPayload.equals(m.image)).toBe(true);
    const bySupport = await staffCall(
      'GET',
      `/api/backoffice/deposit-slips/${m.slip.id}/image`,
      undefined,
      supportToken,
    );
    expect(bySupport.status).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/deposit-slips/${m.slip.id}/image`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await staffCall('GET', '/api/backoffice/deposit-slips/999999999/image')).status).toBe(404);
  });
});

describe('crediting a held slip', () => {
  it('credits what was received to its member, completes the deposit, audits with the address; again: the same, once', async () => {
    const m = await heldSlip(540);
    const credited = await staffCall('POST', `/api/backoffice/deposit-slips/${m.slip.id}/credit`);
    expect(credited.status, JSON.stringify(credited.body)).toBe(200);
    expect(credited.body.data).toEqual({
      id: m.slip.id,
      status: 'credited',
      amount: m.received,
      deposit_id: m.deposit.id,
      replayed: false,
    });
    expect(await creditOf(t.app, m.token)).toBeCloseTo(m.credit + m.received, 2);
    const [deposit] = await t.connection.db
      .select()
      .from(moneyRequests)
      .where(eq(moneyRequests.id, m.deposit.id));
    expect(deposit).toMatchObject({
      status: 'completed',
      amountSatang: BigInt(Math.round(m.received * 100)),
    });
    const again = await staffCall('POST', `/api/backoffice/deposit-slips/${m.slip.id}/credit`);
    expect(again.body.data).toMatchObject({ status: 'credited', replayed: true });
    expect(await creditOf(t.app, m.token)).toBeCloseTo(m.credit + m.received, 2);
    const [audit] = await t.connection.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deposit_slip.credit'), eq(auditLog.targetId, String(m.slip.id))))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ clientAddress: '127.0.0.1' });
    const row = await deskRow('credited', m.slip.id);
    expect(row).toMatchObject({ status: 'credited', can_credit: false, decision: { by: 'admin' } });
  });

  it('credits once when two staff click at the same moment', async () => {
    await warmUpConnections(t.connection);
    for (let round = 0; round < 5; round += 1) {
      const m = await heldSlip(550 + round);
      const answers = await Promise.all([
        staffCall('POST', `/api/backoffice/deposit-slips/${m.slip.id}/credit`),
        staffCall('POST', `/api/backoffice/deposit-slips/${m.slip.id}/credit`),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.body.data.replayed).sort()).toEqual([false, true]);
      expect(await creditOf(t.app, m.token)).toBeCloseTo(m.credit + m.received, 2);
    }
  });

  it('does not credit a slip the verifier never confirmed, nor one whose transfer was settled elsewhere', async () => {
    const m = await memberWithDepositAndSlip(t, nextPhone(), 560);
    verifier.answers.set(m.transRef, { status: 'pending', reason: 'unavailable' });
    await postSlip(t, m.token, m.image);
    const [slip] = await t.connection.db
      .select()
      .from(depositSlips)
      .where(eq(depositSlips.memberId, m.memberId));
    for (let step = 0; step < 7; step += 1) {
      t.clock.advanceSeconds(5 * 60);
      await t.jobs.runOnce();
    }
    await logInStaffAgain();
    expect(await deskRow('held', slip!.id)).toMatchObject({ reason: 'slip_unconfirmed', can_credit: false });
    const refused = await staffCall('POST', `/api/backoffice/deposit-slips/${slip!.id}/credit`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('slip_not_verified');

    const h = await heldSlip(570);
    await t.connection.db
      .update(bankStatementLines)
      .set({ status: 'refunded', refundRef: 'R1' })
      .where(eq(bankStatementLines.id, h.slip.statementLineId!));
    const settled = await staffCall('POST', `/api/backoffice/deposit-slips/${h.slip.id}/credit`);
    expect(settled.status).toBe(409);
    expect(settled.body.code).toBe('slip_transfer_settled');
    expect(await creditOf(t.app, h.token)).toBe(h.credit);
  });
});

describe('refusing a held slip', () => {
  it('refuses it with the reason, audited; the money stays an unmatched transfer; it can no longer be credited', async () => {
    const m = await heldSlip(580);
    const refused = await staffCall('POST', `/api/backoffice/deposit-slips/${m.slip.id}/refuse`, {
      reason: 'ยอดไม่ตรง โอนคืนแล้ว',
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(refused.body.data).toMatchObject({ status: 'refused', replayed: false });
    const again = await staffCall('POST', `/api/backoffice/deposit-slips/${m.slip.id}/refuse`, {
      reason: 'ยอดไม่ตรง โอนคืนแล้ว',
    });
    expect(again.body.data.replayed).toBe(true);
    const credit = await staffCall('POST', `/api/backoffice/deposit-slips/${m.slip.id}/credit`);
    expect(credit.status).toBe(409);
    expect(credit.body.code).toBe('slip_not_held');
    expect(await creditOf(t.app, m.token)).toBe(m.credit);
    const [line] = await t.connection.db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.id, m.slip.statementLineId!));
    expect(line!.status).toBe('unmatched');
    expect(await deskRow('refused', m.slip.id)).toMatchObject({
      reason: 'slip_refused_by_staff',
      decision: { by: 'admin', reason: 'ยอดไม่ตรง โอนคืนแล้ว' },
    });
    const [audit] = await t.connection.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deposit_slip.refuse'), eq(auditLog.targetId, String(m.slip.id))));
    expect(audit).toMatchObject({ clientAddress: '127.0.0.1' });
  });

  it('refuses an empty reason field by field, and support may neither list nor decide', async () => {
    const m = await heldSlip(590);
    const empty = await staffCall('POST', `/api/backoffice/deposit-slips/${m.slip.id}/refuse`, {
      reason: '',
    });
    expect(empty.status).toBe(422);
    expect((await staffCall('GET', '/api/backoffice/deposit-slips', undefined, supportToken)).status).toBe(
      403,
    );
    expect(
      (await staffCall('POST', `/api/backoffice/deposit-slips/${m.slip.id}/credit`, undefined, supportToken))
        .status,
    ).toBe(403);
  });
});
