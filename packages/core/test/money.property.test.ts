import type { DatabaseConnection } from '@chaba/db/client';
import { openTestDatabase } from '@chaba/db/test-database';
import {
  bankStatementLines,
  companyBankAccounts,
  ledgerTransactions,
  members,
  moneyRequests,
  siteSettings,
  staffAccounts,
} from '@chaba/db/schema';
import fc from 'fast-check';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { addSeconds } from '../src/clock';
import { cancelDeposit } from '../src/deposits/cancel-deposit';
import { expireDeposits } from '../src/deposits/expire-deposits';
import { prepareDeposit } from '../src/deposits/prepare-deposit';
import { promptPayGateway } from '../src/deposits/promptpay-gateway';
import { recordBankStatementLines } from '../src/deposits/record-bank-statement-lines';
import { DomainError } from '../src/errors';
import { ledgerAccount, readBalance } from '../src/ledger/accounts';
import { checkLedger } from '../src/ledger/check-ledger';
import { decideWithdrawal } from '../src/withdrawals/decide-withdrawal';
import { requestWithdrawal } from '../src/withdrawals/request-withdrawal';

/**
 * Random sequences of deposits, statement lines (matching, duplicated and stray), cancels, expiries,
 * withdrawals, approvals and rejections. After every step the ledger check holds, each statement
 * line is applied at most once, and each wallet equals what the requests say it should hold.
 */
let connection: DatabaseConnection;
let staffId: number;
beforeAll(async () => {
  connection = await openTestDatabase(inject('testDatabase'));
  const db = connection.db;
  await db.insert(companyBankAccounts).values([
    { bank: 'kbank', accountNumber: '1000000001', accountName: 'A', sortOrder: 1 },
    { bank: 'scb', accountNumber: '1000000002', accountName: 'B', sortOrder: 2 },
  ]);
  await db.insert(siteSettings).values([
    { key: 'deposit_limits', value: { min_satang: 100, max_satang: 10_000_000 } },
    { key: 'withdraw_limits', value: { min_satang: 100, max_satang: 10_000_000 } },
  ]);
  const [staff] = await db
    .insert(staffAccounts)
    .values({ username: 'prop', passwordHash: 'x', role: 'admin' })
    .returning();
  staffId = staff!.id;
});
afterAll(() => connection.close());

const command = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    member: fc.nat(2),
    baht: fc.integer({ min: 1, max: 300 }),
  }),
  fc.record({ kind: fc.constant('pay' as const), member: fc.nat(2), exact: fc.boolean() }),
  fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('stray' as const), baht: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ kind: fc.constant('cancel' as const), member: fc.nat(2) }),
  fc.record({ kind: fc.constant('time' as const), minutes: fc.integer({ min: 1, max: 20 }) }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    member: fc.nat(2),
    baht: fc.integer({ min: 1, max: 400 }),
  }),
  fc.record({ kind: fc.constant('decide' as const), member: fc.nat(2), approve: fc.boolean() }),
);

let run = 0;

describe('money, property-based', () => {
  it('keeps the ledger consistent and applies each statement line once, whatever happens', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 25 }), async (commands) => {
        run += 1;
        const db = connection.db;
        let now = new Date(Date.UTC(2026, 0, 1) + run * 86_400_000);
        const memberIds: number[] = [];
        for (let index = 0; index < 3; index += 1) {
          const [member] = await db
            .insert(members)
            .values({
              phone: `07${String(run).padStart(4, '0')}${index}000`.slice(0, 10),
              passwordHash: 'x',
              referralKey: `P${run}M${index}`,
              bank: 'ktb',
              accountNumber: `5${String(run).padStart(6, '0')}${index}00`,
            })
            .returning({ id: members.id });
          memberIds.push(member!.id);
        }
        const sentLines: Array<Parameters<typeof recordBankStatementLines>[1]['lines'][number]> = [];

        for (const step of commands) {
          const memberId = 'member' in step ? memberIds[step.member]! : memberIds[0]!;
          try {
            if (step.kind === 'deposit') {
              await prepareDeposit(db, {
                memberId,
                amountSatang: BigInt(step.baht * 100),
                method: 'bank',
                now,
                gateway: promptPayGateway,
              });
            } else if (step.kind === 'pay') {
              const [pending] = await db
                .select()
                .from(moneyRequests)
                .where(
                  and(
                    eq(moneyRequests.memberId, memberId),
                    eq(moneyRequests.type, 'deposit'),
                    eq(moneyRequests.status, 'pending'),
                  ),
                );
              if (pending) {
                const line = {
                  externalId: `r${run}-l${sentLines.length}`,
                  accountNumber: pending.companyAccountNumber!,
                  amountSatang: pending.amountSatang + (step.exact ? 0n : 1n),
                  occurredAt: now,
                };
                sentLines.push(line);
                await recordBankStatementLines(db, { lines: [line], now });
              }
            } else if (step.kind === 'replay') {
              const line = sentLines[step.pick % Math.max(sentLines.length, 1)];
              if (line) await recordBankStatementLines(db, { lines: [line], now });
            } else if (step.kind === 'stray') {
              const line = {
                externalId: `r${run}-l${sentLines.length}`,
                accountNumber: '1000000001',
                amountSatang: BigInt(step.baht * 100),
                occurredAt: now,
              };
              sentLines.push(line);
              await recordBankStatementLines(db, { lines: [line], now });
            } else if (step.kind === 'cancel') {
              const [pending] = await db
                .select()
                .from(moneyRequests)
                .where(and(eq(moneyRequests.memberId, memberId), eq(moneyRequests.status, 'pending')));
              if (pending) await cancelDeposit(db, { memberId, requestId: pending.id, now });
            } else if (step.kind === 'time') {
              now = addSeconds(now, step.minutes * 60);
              await expireDeposits(db, { now });
            } else if (step.kind === 'withdraw') {
              const [member] = await db.select().from(members).where(eq(members.id, memberId));
              await requestWithdrawal(db, {
                memberId,
                phone: member!.phone,
                amountSatang: BigInt(step.baht * 100),
                now,
              });
            } else {
              const [pending] = await db
                .select()
                .from(moneyRequests)
                .where(
                  and(
                    eq(moneyRequests.memberId, memberId),
                    eq(moneyRequests.type, 'withdraw'),
                    eq(moneyRequests.status, 'pending'),
                  ),
                );
              if (pending) {
                await decideWithdrawal(db, {
                  staffId,
                  requestId: pending.id,
                  now,
                  decision: step.approve
                    ? { kind: 'approve', bankRef: 'R' }
                    : { kind: 'reject', cause: 'no' },
                });
              }
            }
          } catch (error) {
            // Refusals are part of the game; anything else is a bug.
            if (!(error instanceof DomainError)) throw error;
          }

          const check = await checkLedger(db);
          expect(check.problems).toEqual([]);
          const lineIds = sentLines.map((line) => line.externalId);
          if (lineIds.length > 0) {
            const stored = await db
              .select()
              .from(bankStatementLines)
              .where(inArray(bankStatementLines.externalId, lineIds));
            expect(stored.length).toBe(new Set(lineIds).size);
            const applied = await db
              .select({ key: ledgerTransactions.idempotencyKey })
              .from(ledgerTransactions)
              .where(like(ledgerTransactions.idempotencyKey, 'statement-line:%'));
            expect(new Set(applied.map((row) => row.key)).size).toBe(applied.length);
          }
          for (const id of memberIds) {
            const requests = await db.select().from(moneyRequests).where(eq(moneyRequests.memberId, id));
            const deposited = requests
              .filter((request) => request.type === 'deposit' && request.status === 'completed')
              .reduce((sum, request) => sum + request.amountSatang, 0n);
            const withdrawn = requests
              .filter((request) => request.type === 'withdraw' && request.status !== 'rejected')
              .reduce((sum, request) => sum + request.amountSatang, 0n);
            expect(await readBalance(db, ledgerAccount.memberWallet(id))).toBe(deposited - withdrawn);
            expect(requests.filter((request) => request.status === 'pending').length).toBeLessThanOrEqual(1);
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});
