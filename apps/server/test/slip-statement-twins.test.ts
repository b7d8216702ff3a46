import { recordBankStatementLines } from '@chaba/core/deposits/record-bank-statement-lines';
import { bankStatementLines, depositSlips } from '@chaba/db/schema';
import { eq, or } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { creditOf, postStatementLines, useTestApp, warmUpConnections } from './helpers';
import { memberWithDepositAndSlip, postSlip, scriptedSlipVerifier } from './slip-helpers';

/*
 * One transfer, two reports (issue 26): the member's slip and the bank's statement line, in either
 * order or at the same moment, credit once; the second is a `duplicate` of the first (twin_of) and
 * moves no money (deposit_line_twin under the lock of account and amount). Run on PGlite and on
 * PostgreSQL (DATABASE_URL), where the simultaneous case really races.
 */

const verifier = scriptedSlipVerifier();
const t = useTestApp({
  slipVerifier: verifier,
  env: { DEPOSIT_PENDING_PER_ADDRESS: '1000', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'chaba-twins-')) },
});

let counter = 0;
const nextPhone = () => `0657${String((counter += 1)).padStart(6, '0')}`;

/** A member with a pending deposit, its verified slip, and the statement line of the same transfer. */
async function transfer() {
  const m = await memberWithDepositAndSlip(t, nextPhone(), 300 + counter);
  verifier.answers.set(m.transRef, m.verified());
  const line = {
    id: `scb-${m.transRef}`,
    account_number: m.deposit.to_account_number,
    amount: m.deposit.amount,
    // The bank stamps the transfer a minute after the slip's time: within the twin window.
    occurred_at: new Date(t.clock.now().getTime() + 60_000).toISOString(),
  };
  return { ...m, line, credit: await creditOf(t.app, m.token) };
}

/** The two lines of the transfer: one credited (`matched`), the other its duplicate. */
async function expectCreditedOnce(m: Awaited<ReturnType<typeof transfer>>) {
  const lines = await t.connection.db
    .select()
    .from(bankStatementLines)
    .where(
      or(
        eq(bankStatementLines.externalId, m.line.id),
        eq(bankStatementLines.externalId, `slip:004:${m.transRef}`),
      ),
    );
  expect(lines).toHaveLength(2);
  const matched = lines.filter((line) => line.status === 'matched');
  const duplicates = lines.filter((line) => line.status === 'duplicate');
  expect(matched).toHaveLength(1);
  expect(duplicates).toHaveLength(1);
  expect(duplicates[0]!.twinOf).toBe(matched[0]!.id);
  expect(matched[0]!.requestId).toBe(m.deposit.id);
  expect(await creditOf(t.app, m.token)).toBeCloseTo(m.credit + m.deposit.amount, 2);
  const [slip] = await t.connection.db
    .select()
    .from(depositSlips)
    .where(eq(depositSlips.transRef, m.transRef));
  expect(['credited', 'attached']).toContain(slip!.status);
  return { matched: matched[0]!, duplicate: duplicates[0]! };
}

describe('a slip and a statement line of one transfer credit once', () => {
  it('the slip first: it credits; the statement line is its duplicate', async () => {
    const m = await transfer();
    const slip = await postSlip(t, m.token, m.image);
    expect(slip.body.data.status).toBe('credited');
    const posted = await postStatementLines(t, [m.line]);
    expect(posted.body.data[0]).toMatchObject({ status: 'duplicate', request_id: m.deposit.id });
    const { matched } = await expectCreditedOnce(m);
    expect(matched.source).toBe('slip');
  });

  it('the statement line first: it credits; the slip is attached to it and answers credited', async () => {
    const m = await transfer();
    const posted = await postStatementLines(t, [m.line]);
    expect(posted.body.data[0]).toMatchObject({ status: 'matched' });
    const slip = await postSlip(t, m.token, m.image);
    expect(slip.status, slip.text).toBe(200);
    expect(slip.body.data).toMatchObject({
      status: 'credited',
      amount: m.deposit.amount,
      deposit_id: m.deposit.id,
    });
    const { matched } = await expectCreditedOnce(m);
    expect(matched.source).toBe('webhook');
  });

  it('at the same moment, ten times: each transfer is credited once', async () => {
    await warmUpConnections(t.connection);
    for (let round = 0; round < 10; round += 1) {
      const m = await transfer();
      const [slip, posted] = await Promise.all([
        postSlip(t, m.token, m.image),
        postStatementLines(t, [m.line]),
      ]);
      expect(slip.status, slip.text).toBe(200);
      expect(slip.body.data.status).toBe('credited');
      expect(['matched', 'duplicate']).toContain(posted.body.data[0].status);
      await expectCreditedOnce(m);
    }
  });

  it('straight into the crediting function at the same moment, ten times: credited once', async () => {
    await warmUpConnections(t.connection);
    for (let round = 0; round < 10; round += 1) {
      const m = await transfer();
      const common = {
        accountNumber: m.line.account_number,
        amountSatang: BigInt(Math.round(m.deposit.amount * 100)),
        occurredAt: t.clock.now(),
      };
      const now = t.clock.now();
      const [slipLine, bankLine] = await Promise.all([
        recordBankStatementLines(t.connection.db, {
          lines: [{ ...common, externalId: `slip:004:${m.transRef}`, source: 'slip', memberId: m.memberId }],
          now,
        }),
        recordBankStatementLines(t.connection.db, { lines: [{ ...common, externalId: m.line.id }], now }),
      ]);
      const statuses = [slipLine[0]!.status, bankLine[0]!.status].sort();
      expect(statuses).toEqual(['duplicate', 'matched']);
      expect(slipLine[0]!.requestId).toBe(m.deposit.id);
      expect(bankLine[0]!.requestId).toBe(m.deposit.id);
      expect(slipLine[0]!.memberId).toBe(m.memberId);
      expect(bankLine[0]!.memberId).toBe(m.memberId);
      expect(await creditOf(t.app, m.token)).toBeCloseTo(m.credit + m.deposit.amount, 2);
    }
  });

  it('a line of the same source is no twin: two statement lines of one amount are two transfers', async () => {
    const m = await transfer();
    const first = await postStatementLines(t, [m.line]);
    const second = await postStatementLines(t, [{ ...m.line, id: `${m.line.id}-b` }]);
    expect(first.body.data[0].status).toBe('matched');
    expect(second.body.data[0].status).toBe('unmatched');
  });
});
