import { bahtToSatang } from '@chaba/contracts/money';
import type { GameSession } from './sessions';
import { WalletUnreachableError, type WalletClient } from './wallet-client';

export type BalanceAnswer =
  | { status: 'OK'; balanceSatang: number }
  | { status: 'INVALID_TOKEN' | 'PLAYER_BLOCKED' | 'WALLET_UNAVAILABLE'; balanceSatang: number };

/**
 * The player's balance as the wallet has it now (a deposit made while playing shows up), or the play
 * money of a trial session. When the wallet does not answer, the last known balance is given back.
 */
export async function refreshBalance(session: GameSession, wallet: WalletClient): Promise<BalanceAnswer> {
  if (session.mode === 'trial') return { status: 'OK', balanceSatang: session.balanceSatang };
  if (!session.playerToken) return { status: 'INVALID_TOKEN', balanceSatang: session.balanceSatang };
  let answer;
  try {
    answer = await wallet.balance({ player_token: session.playerToken });
  } catch (error) {
    if (error instanceof WalletUnreachableError)
      return { status: 'WALLET_UNAVAILABLE', balanceSatang: session.balanceSatang };
    throw error;
  }
  if (answer.balance !== undefined) session.balanceSatang = Number(bahtToSatang(answer.balance));
  if (answer.status === 'INVALID_TOKEN' || answer.status === 'PLAYER_BLOCKED')
    return { status: answer.status, balanceSatang: session.balanceSatang };
  return { status: 'OK', balanceSatang: session.balanceSatang };
}
