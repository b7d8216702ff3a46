import type { DatabaseConnection } from '@chaba/db/client';
import { openTestDatabase } from '@chaba/db/test-database';
import {
  companyBankAccounts,
  gameLaunches,
  games,
  members,
  moneyRequests,
  promotions,
  siteSettings,
} from '@chaba/db/schema';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { generateToken, hashToken } from '../src/auth/secrets';
import { prepareDeposit } from '../src/deposits/prepare-deposit';
import { promptPayGateway } from '../src/deposits/promptpay-gateway';
import { recordBankStatementLines } from '../src/deposits/record-bank-statement-lines';
import { DomainError } from '../src/errors';
import { authenticatePlayer } from '../src/games/authenticate-player';
import { placeBet } from '../src/games/place-bet';
import { settleWin } from '../src/games/settle-win';
import { checkLedger } from '../src/ledger/check-ledger';
import { readActivePromotion } from '../src/promotions/current-promotion';
import { requestWithdrawal } from '../src/withdrawals/request-withdrawal';

/**
 * During a promotion, whatever the member plays: the turnover shown never goes down, and a
 * withdrawal is refused exactly while the requirement is unmet.
 */
let connection: DatabaseConnection;
let promotionId: number;
let gameId: number;
beforeAll(async () => {
  connection = await openTestDatabase(inject('testDatabase'));
  const db = connection.db;
  await db
    .insert(companyBankAccounts)
    .values({ bank: 'kbank', accountNumber: '2000000001', accountName: 'A' });
  await db.insert(siteSettings).values([
    { key: 'deposit_limits', value: { min_satang: 100, max_satang: 10_000_000 } },
    { key: 'withdraw_limits', value: { min_satang: 100, max_satang: 10_000_000 } },
  ]);
  const [promotion] = await db
    .insert(promotions)
    .values({
      name: 'P',
      bonusPercentBasisPoints: 5000,
      bonusMaxSatang: 50_000n,
      turnoverMultiplierHundredths: 300,
    })
    .returning();
  promotionId = promotion!.id;
  const [game] = await db
    .insert(games)
    .values({ provider: 'p', code: 'g', nameTh: 'g', nameEn: 'g', nameCn: 'g', category: 'slot' })
    .returning();
  gameId = game!.id;
});
afterAll(() => connection.close());

const step = fc.oneof(
  fc.record({
    kind: fc.constant('bet' as const),
    baht: fc.integer({ min: 1, max: 150 }),
    winBaht: fc.integer({ min: 0, max: 300 }),
  }),
  fc.record({ kind: fc.constant('withdraw' as const), baht: fc.integer({ min: 1, max: 50 }) }),
);

let run = 0;
describe('turnover, property-based', () => {
  it('never decreases during a promotion, and gates withdrawals exactly while unmet', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 30 }), async (steps) => {
        run += 1;
        const db = connection.db;
        const now = new Date(Date.UTC(2026, 5, 1) + run * 3_600_000);
        const phone = `09${String(run).padStart(8, '0')}`;
        const [member] = await db
          .insert(members)
          .values({
            phone,
            passwordHash: 'x',
            referralKey: `T${run}`,
            bank: 'scb',
            accountNumber: `4${String(run).padStart(9, '0')}`,
          })
          .returning();
        const memberId = member!.id;
        const { request } = await prepareDeposit(db, {
          memberId,
          amountSatang: 40_000n,
          promotionId,
          method: 'bank',
          now,
          gateway: promptPayGateway,
        });
        await recordBankStatementLines(db, {
          lines: [
            {
              externalId: `t-${run}`,
              accountNumber: request.companyAccountNumber!,
              amountSatang: request.amountSatang,
              occurredAt: now,
            },
          ],
          now,
        });
        const launchToken = generateToken();
        await db.insert(gameLaunches).values({
          tokenHash: hashToken(launchToken),
          memberId,
          gameId,
          language: 'th',
          mobile: false,
          expiresAt: new Date(now.getTime() + 60_000),
        });
        const auth = await authenticatePlayer(db, { provider: 'p', launchToken, now });
        if (auth.status !== 'OK') throw new Error('authenticate failed');

        let lastProgress = 0n;
        let promotionEnded = false;
        for (const [index, action] of steps.entries()) {
          const before = await readActivePromotion(db, memberId);
          if (action.kind === 'bet') {
            const answer = await placeBet(db, {
              provider: 'p',
              playerToken: auth.playerToken,
              transactionId: `${run}-${index}-b`,
              roundId: `${run}-${index}`,
              gameCode: 'g',
              amountSatang: BigInt(action.baht * 100),
              now,
            });
            if (answer.status === 'OK') {
              await settleWin(db, {
                provider: 'p',
                playerToken: auth.playerToken,
                transactionId: `${run}-${index}-w`,
                roundId: `${run}-${index}`,
                gameCode: 'g',
                amountSatang: BigInt(action.winBaht * 100),
                now,
              });
            }
          } else {
            try {
              await requestWithdrawal(db, { memberId, phone, amountSatang: BigInt(action.baht * 100), now });
              // Allowed: the requirement must have been met (or never set).
              expect(before === undefined || before.remainingSatang === 0n).toBe(true);
              await db
                .update(moneyRequests)
                .set({ status: 'rejected' })
                .where(and(eq(moneyRequests.memberId, memberId), eq(moneyRequests.status, 'pending')));
            } catch (error) {
              if (!(error instanceof DomainError)) throw error;
              if (error.code === 'turnover_not_met') expect(before!.remainingSatang).toBeGreaterThan(0n);
              else expect(['withdraw_exceeds_credit', 'pending_request_exists']).toContain(error.code);
            }
          }
          const after = await readActivePromotion(db, memberId);
          if (after) {
            expect(promotionEnded).toBe(false);
            expect(after.progressSatang).toBeGreaterThanOrEqual(lastProgress);
            lastProgress = after.progressSatang;
          } else {
            promotionEnded = true;
          }
        }
        expect((await checkLedger(db)).problems).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });
});
