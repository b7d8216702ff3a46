import type { Executor } from '@chaba/db/client';
import { gameTransactions } from '@chaba/db/schema';
import { and, asc, eq } from 'drizzle-orm';
import { DomainError } from '../errors';
import type { GameProviders } from './game-provider';
import { providerCallTimeoutMs } from './game-provider';

/**
 * Staff's look at one of a member's rounds at its aggregator (issue 28): the address of the
 * aggregator's page of the round (Hub88's `POST /operator/generic/v2/game/round`). The round is
 * named by the id of its first wallet call in the member's rounds list, so staff can only ask
 * about a round of that member; the aggregator is asked with that round's own transaction and
 * round ids, never with a value the caller typed.
 *
 * @throws DomainError not_found (no such round of the member, or its aggregator gives no round
 *   page), game_provider_unavailable (the aggregator did not answer in time)
 */
export async function findRoundDetails(
  db: Executor,
  options: { memberId: number; roundRowId: number; providers: GameProviders },
): Promise<{ url: string }> {
  const [first] = await db
    .select({
      provider: gameTransactions.provider,
      roundId: gameTransactions.roundId,
      transactionId: gameTransactions.transactionId,
    })
    .from(gameTransactions)
    .where(and(eq(gameTransactions.id, options.roundRowId), eq(gameTransactions.memberId, options.memberId)))
    .orderBy(asc(gameTransactions.id))
    .limit(1);
  const provider = first && options.providers.get(first.provider);
  if (!first || !provider?.roundDetails) throw new DomainError('not_found');
  try {
    return await provider.roundDetails({
      memberId: options.memberId,
      transactionId: first.transactionId,
      roundId: first.roundId,
      signal: AbortSignal.timeout(providerCallTimeoutMs),
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('game_provider_unavailable', {}, { cause: error });
  }
}
