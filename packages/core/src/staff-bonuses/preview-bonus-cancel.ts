import type { Executor } from '@chaba/db/client';
import { ledgerAccount, readBalance } from '../ledger/accounts';
import { forfeitedSatang } from '../promotions/cancel-promotion';
import { readActivePromotion } from '../promotions/current-promotion';

/**
 * What cancelling the member's active promotion or bonus would take back now (cancelPromotion's rule,
 * the same function): the bonus, up to the wallet's credit; and the turnover that would end. Staff see
 * it before they cancel; undefined when nothing is active.
 */
export async function previewBonusCancel(db: Executor, options: { memberId: number }) {
  const active = await readActivePromotion(db, options.memberId);
  if (!active) return undefined;
  const creditSatang = await readBalance(db, ledgerAccount.memberWallet(options.memberId));
  return { active, creditSatang, forfeitSatang: forfeitedSatang(active.bonusSatang, creditSatang) };
}
