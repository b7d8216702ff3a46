import type { Database } from '@chaba/db/client';
import { gameTransactions } from '@chaba/db/schema';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { satangToBahtNumber } from '@chaba/contracts/money';
import { bangkokDate, bangkokMidnight } from '../bangkok-time';
import { raiseRiskFlag } from './raise-risk-flag';
import { readRiskRules } from './risk-rules';

/**
 * The big winners of the Bangkok day so far: members whose applied wins less applied bets since
 * 00:00 Bangkok reached the rule's amount, each flagged once a day (subject `day:<date>`), each in
 * its own transaction. Run by the `risk-big-winners` job; at most `limit` members a run, the
 * biggest first. Answers how many flags it raised.
 */
export async function flagBigWinners(db: Database, options: { now: Date; limit: number }): Promise<number> {
  const rules = await readRiskRules(db);
  if (!rules.big_winner_enabled) return 0;
  const day = bangkokDate(options.now);
  const net = sql<string>`coalesce(sum(case when ${gameTransactions.kind} = 'win' then ${gameTransactions.amountSatang} else -${gameTransactions.amountSatang} end), 0)`;
  const winners = await db
    .select({ memberId: gameTransactions.memberId, netSatang: net })
    .from(gameTransactions)
    .where(
      and(
        eq(gameTransactions.status, 'applied'),
        inArray(gameTransactions.kind, ['bet', 'win']),
        gte(gameTransactions.createdAt, bangkokMidnight(day)),
      ),
    )
    .groupBy(gameTransactions.memberId)
    .having(sql`${net} >= ${rules.big_winner_min_net_win_satang}`)
    .orderBy(sql`${net} desc`)
    .limit(options.limit);
  let raised = 0;
  for (const winner of winners) {
    const flagged = await db.transaction((tx) =>
      raiseRiskFlag(tx, {
        memberId: winner.memberId,
        rule: 'big_winner',
        subject: `day:${day}`,
        details: {
          day,
          net_win: satangToBahtNumber(BigInt(winner.netSatang)),
          threshold: satangToBahtNumber(BigInt(rules.big_winner_min_net_win_satang)),
        },
        now: options.now,
      }),
    );
    if (flagged) raised += 1;
  }
  return raised;
}
