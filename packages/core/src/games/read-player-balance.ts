import type { Executor } from '@chaba/db/client';
import { ledgerAccount, readBalance } from '../ledger/accounts';
import { findPlayerSession } from './player-sessions';

/** The wallet balance for a live player token; INVALID_TOKEN otherwise. */
export async function readPlayerBalance(
  db: Executor,
  options: { provider: string; playerToken: string; now: Date },
) {
  const session = await findPlayerSession(db, { ...options, allowExpired: false });
  if (!session) return { status: 'INVALID_TOKEN' as const };
  return {
    status: 'OK' as const,
    balanceSatang: await readBalance(db, ledgerAccount.memberWallet(session.memberId)),
  };
}
