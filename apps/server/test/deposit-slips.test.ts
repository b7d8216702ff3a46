import { deleteOldSlipImages } from '@chaba/core/slips/delete-old-slip-images';
import { bankStatementLines, depositSlips, moneyRequests, riskFlags } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { slipsDirectory } from '../src/config';
import { creditOf, useTestApp } from './helpers';
import { slipVerify } from 'promptparse/generate';
import { memberWithDepositAndSlip, postSlip, postSlipQr, scriptedSlipVerifier } from './slip-helpers';

/*
 * Transfer slips (issue 26): a member attaches a slip, the verifier confirms it, and the transfer is
 * credited once through the one crediting function; every refusal answers its own code and changes
 * nothing. The same transfer as a slip and a statement line: slip-statement-twins.test.ts.
 */

const verifier = scriptedSlipVerifier();
const t = useTestApp({
  slipVerifier: verifier,
  env: {
    DEPOSIT_PENDING_PER_ADDRESS: '100',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'chaba-slips-')),
  },
});

let counter = 0;
const nextPhone = () => `0656${String((counter += 1)).padStart(6, '0')}`;

async function slipsOf(memberId: number) {
  return t.connection.db.select().from(depositSlips).where(eq(depositSlips.memberId, memberId));
}

describe('a slip for the pending deposit', () => {
  it('is credited at once, through a statement line of source slip', async () => {
    const m = await memberWithDepositAndSlip(t, nextPhone(), 321);
    verifier.answers.set(m.transRef, m.verified());
    const before = await creditOf(t.app, m.token);
    const answer = await postSlip(t, m.token, m.image, m.deposit.id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toEqual({
      status: 'credited',
      amount: m.deposit.amount,
      deposit_id: m.deposit.id,
    });
    expect(await creditOf(t.app, m.token)).toBeCloseTo(before + m.deposit.amount, 2);
    const [slip] = await slipsOf(m.memberId);
    expect(slip).toMatchObject({ status: 'credited', sendingBank: '004', transRef: m.transRef });
    const [line] = await t.connection.db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.id, slip!.statementLineId!));
    expect(line).toMatchObject({
      source: 'slip',
      memberId: m.memberId,
      status: 'matched',
      requestId: m.deposit.id,
    });
  });

  it('attached again, by the same member or another, is refused as already used, flags a risk, changes nothing', async () => {
    const m = await memberWithDepositAndSlip(t, nextPhone(), 222);
    verifier.answers.set(m.transRef, m.verified());
    expect((await postSlip(t, m.token, m.image)).status).toBe(200);
    const credit = await creditOf(t.app, m.token);
    const calls = verifier.calls;
    const again = await postSlip(t, m.token, m.image);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('slip_already_used');
    expect(again.body.message).toBe('สลิปนี้ถูกใช้แล้ว');
    const other = await memberWithDepositAndSlip(t, nextPhone(), 223);
    const otherCredit = await creditOf(t.app, other.token);
    const byOther = await postSlip(t, other.token, m.image);
    expect(byOther.status).toBe(409);
    expect(byOther.body.code).toBe('slip_already_used');
    expect(verifier.calls).toBe(calls);
    expect(await creditOf(t.app, m.token)).toBe(credit);
    expect(await creditOf(t.app, other.token)).toBe(otherCredit);
    for (const memberId of [m.memberId, other.memberId]) {
      const flags = await t.connection.db
        .select()
        .from(riskFlags)
        .where(and(eq(riskFlags.memberId, memberId), eq(riskFlags.rule, 'slip_reused')));
      expect(flags).toHaveLength(1);
    }
    expect(await slipsOf(other.memberId)).toEqual([]);
  });
});

/** A PNG holding a QR of `text` (not a slip's mini-QR). */
async function qrImage(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { width: 400, margin: 4 });
}

function blankImage(): Buffer {
  const png = new PNG({ width: 200, height: 200 });
  png.data.fill(255);
  return PNG.sync.write(png);
}

describe('refusals, each with its code, changing nothing', () => {
  it('not an image, too large, no QR, not a slip: refused before anyone is called', async () => {
    const m = await memberWithDepositAndSlip(t, nextPhone(), 150);
    const calls = verifier.calls;
    const cases: Array<[Buffer, number, string]> = [
      [Buffer.from('%PDF-1.7 not an image at all'), 422, 'slip_not_an_image'],
      [Buffer.concat([m.image, Buffer.alloc(5 * 1024 * 1024)]), 413, 'slip_too_large'],
      [blankImage(), 422, 'slip_no_qr'],
      [await qrImage('https://example.com/promotion'), 422, 'slip_not_a_slip'],
    ];
    for (const [image, status, code] of cases) {
      const answer = await postSlip(t, m.token, image);
      expect(answer.status, code).toBe(status);
      expect(answer.body.code).toBe(code);
    }
    expect(verifier.calls).toBe(calls);
    expect(await slipsOf(m.memberId)).toEqual([]);
  });

  it('a slip the bank does not know, paid to another account, or too old, is refused; the deposit stays pending', async () => {
    const cases = [
      ['slip_not_found', undefined],
      ['slip_wrong_receiver', { accountMasked: 'xxxxxx9999' }],
      ['slip_too_old', { occurredAt: new Date(t.clock.now().getTime() - 25 * 3_600_000) }],
    ] as const;
    for (const [code, overrides] of cases) {
      const m = await memberWithDepositAndSlip(t, nextPhone(), 170);
      if (overrides) verifier.answers.set(m.transRef, m.verified(overrides));
      const credit = await creditOf(t.app, m.token);
      const answer = await postSlip(t, m.token, m.image);
      expect(answer.status, code).toBe(422);
      expect(answer.body.code).toBe(code);
      expect(await creditOf(t.app, m.token)).toBe(credit);
      const [request] = await t.connection.db
        .select()
        .from(moneyRequests)
        .where(eq(moneyRequests.id, m.deposit.id));
      expect(request!.status).toBe('pending');
      expect((await slipsOf(m.memberId))[0]).toMatchObject({ status: 'refused', refusalCode: code });
    }
  });

  it('answers in the member’s language', async () => {
    const m = await memberWithDepositAndSlip(t, nextPhone(), 171);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/requests/deposit/slip',
      headers: {
        authorization: `Bearer ${m.token}`,
        'content-type': 'multipart/form-data; boundary=x',
        'accept-language': 'en',
      },
      payload: Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="slip"; filename="a.png"\r\n\r\nnot an image\r\n--x--\r\n',
      ),
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe(
      'This file is not an image. Please attach the slip as a JPEG, PNG or WebP picture.',
    );
  });
});

describe('an amount that is not the pending deposit’s', () => {
  it('is held for staff when the rule is hold (the default): nothing credited, the line waits in suspense', async () => {
    const m = await memberWithDepositAndSlip(t, nextPhone(), 400);
    verifier.answers.set(m.transRef, m.verified({ amountSatang: 39_900n }));
    const credit = await creditOf(t.app, m.token);
    const answer = await postSlip(t, m.token, m.image);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('slip_held');
    expect(await creditOf(t.app, m.token)).toBe(credit);
    const [slip] = await slipsOf(m.memberId);
    expect(slip!.status).toBe('held');
    const [line] = await t.connection.db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.id, slip!.statementLineId!));
    expect(line).toMatchObject({ status: 'unmatched', source: 'slip' });
  });

  it('credits what was received as a deposit made for it when the rule is credit; the pending one stays', async () => {
    t.context.config.SLIP_AMOUNT_RULE = 'credit';
    try {
      const m = await memberWithDepositAndSlip(t, nextPhone(), 410);
      verifier.answers.set(m.transRef, m.verified({ amountSatang: 40_000n }));
      const credit = await creditOf(t.app, m.token);
      const answer = await postSlip(t, m.token, m.image);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data.status).toBe('credited');
      expect(answer.body.data.amount).toBe(400);
      expect(answer.body.data.deposit_id).not.toBe(m.deposit.id);
      expect(await creditOf(t.app, m.token)).toBeCloseTo(credit + 400, 2);
      const [made] = await t.connection.db
        .select()
        .from(moneyRequests)
        .where(eq(moneyRequests.id, answer.body.data.deposit_id));
      expect(made).toMatchObject({ status: 'completed', memberId: m.memberId, amountSatang: 40_000n });
      const [pending] = await t.connection.db
        .select()
        .from(moneyRequests)
        .where(eq(moneyRequests.id, m.deposit.id));
      expect(pending!.status).toBe('pending');
    } finally {
      t.context.config.SLIP_AMOUNT_RULE = 'hold';
    }
  });
});

describe('a slip the bank has not confirmed yet', () => {
  it('waits; the job asks again and credits it once verified', async () => {
    const m = await memberWithDepositAndSlip(t, nextPhone(), 260);
    verifier.answers.set(m.transRef, { status: 'pending', reason: 'not_yet_confirmed' });
    const credit = await creditOf(t.app, m.token);
    const answer = await postSlip(t, m.token, m.image);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toEqual({ status: 'waiting' });
    expect(await creditOf(t.app, m.token)).toBe(credit);
    t.clock.advanceSeconds(31);
    await t.jobs.runOnce();
    expect((await slipsOf(m.memberId))[0]).toMatchObject({ status: 'verifying', attempts: 2 });
    verifier.answers.set(m.transRef, m.verified());
    t.clock.advanceSeconds(61);
    await t.jobs.runOnce();
    expect((await slipsOf(m.memberId))[0]!.status).toBe('credited');
    expect(await creditOf(t.app, m.token)).toBeCloseTo(credit + m.deposit.amount, 2);
  });

  it('is held for staff when the bank still has not confirmed it after the bounded time; nothing credited', async () => {
    const m = await memberWithDepositAndSlip(t, nextPhone(), 270);
    verifier.answers.set(m.transRef, { status: 'pending', reason: 'unavailable' });
    const credit = await creditOf(t.app, m.token);
    expect((await postSlip(t, m.token, m.image)).body.data).toEqual({ status: 'waiting' });
    for (let step = 0; step < 7; step += 1) {
      t.clock.advanceSeconds(5 * 60);
      await t.jobs.runOnce();
    }
    expect((await slipsOf(m.memberId))[0]).toMatchObject({ status: 'held', refusalCode: 'slip_unconfirmed' });
    expect(await creditOf(t.app, m.token)).toBe(credit);
  });
});

describe('slip images', () => {
  it('are kept by their hash, and deleted after the retention days; the slip row stays', async () => {
    const m = await memberWithDepositAndSlip(t, nextPhone(), 280);
    verifier.answers.set(m.transRef, m.verified());
    expect((await postSlip(t, m.token, m.image)).status).toBe(200);
    const [slip] = await slipsOf(m.memberId);
    const file = path.join(slipsDirectory(t.context.config), slip!.imageName!);
    expect(slip!.imageName).toMatch(/^[0-9a-f]{64}\.png$/);
    expect(existsSync(file)).toBe(true);
    await deleteOldSlipImages(t.connection.db, {
      directory: slipsDirectory(t.context.config),
      retentionDays: t.context.config.SLIP_IMAGE_RETENTION_DAYS,
      now: new Date(t.clock.now().getTime() + (t.context.config.SLIP_IMAGE_RETENTION_DAYS + 1) * 86_400_000),
      limit: 1000,
    });
    expect(existsSync(file)).toBe(false);
    expect((await slipsOf(m.memberId))[0]).toMatchObject({ status: 'credited', transRef: m.transRef });
  });
});

describe('a slip whose QR the phone’s camera read (field qr)', () => {
  it('is credited as the image would be, keeping no image; the same QR again is already used', async () => {
    const m = await memberWithDepositAndSlip(t, nextPhone(), 333);
    verifier.answers.set(m.transRef, m.verified());
    const qr = slipVerify({ sendingBank: '004', transRef: m.transRef });
    const credit = await creditOf(t.app, m.token);
    const answer = await postSlipQr(t, m.token, qr, m.deposit.id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'credited', deposit_id: m.deposit.id });
    expect(await creditOf(t.app, m.token)).toBeCloseTo(credit + m.deposit.amount, 2);
    const [slip] = await slipsOf(m.memberId);
    expect(slip).toMatchObject({ status: 'credited', imageName: null, qrText: qr });
    const again = await postSlip(t, m.token, m.image);
    expect(again.body.code).toBe('slip_already_used');
  });

  it('refuses a text that is no slip’s mini-QR before anyone is called, and an empty form', async () => {
    const m = await memberWithDepositAndSlip(t, nextPhone(), 334);
    const calls = verifier.calls;
    for (const text of ['https://example.com/promotion', '', 'x'.repeat(2000)]) {
      const answer = await postSlipQr(t, m.token, text);
      expect(answer.status, text).toBe(422);
      expect(answer.body.code).toBe('slip_not_a_slip');
    }
    expect(verifier.calls).toBe(calls);
    expect(await slipsOf(m.memberId)).toEqual([]);
  });
});
