import { isGameCode, type GameCode } from './games/catalogue';
import { trialBalanceSatang, type GameSession, type SessionStore } from './sessions';
import type { Language } from './texts';
import { bahtToSatang } from '@chaba/contracts/money';
import { WalletProtocolError, WalletUnreachableError, type WalletClient } from './wallet-client';

export type LaunchResult =
  | { status: 'OK'; session: GameSession }
  | { status: 'INVALID_TOKEN' | 'PLAYER_BLOCKED' | 'WALLET_UNAVAILABLE' }
  /** The wallet refused our call itself: a wrong secret or provider code (a configuration error). */
  | { status: 'WALLET_REFUSED'; error: WalletProtocolError };

/**
 * Turns a one-time launch token into a provider session: one authenticate call (a second would fail,
 * the token is spent), then the player token stays on our side. The token decides the game; the
 * language of the URL wins over the wallet's.
 */
export async function launchGame(options: {
  sessions: SessionStore;
  wallet: WalletClient;
  launchToken: string;
  gameCode: GameCode;
  language: Language | undefined;
  mobile: boolean;
}): Promise<LaunchResult> {
  let answer;
  try {
    answer = await options.wallet.authenticate({ launch_token: options.launchToken });
  } catch (error) {
    if (error instanceof WalletUnreachableError) return { status: 'WALLET_UNAVAILABLE' };
    if (error instanceof WalletProtocolError) return { status: 'WALLET_REFUSED', error };
    throw error;
  }
  if (answer.status === 'PLAYER_BLOCKED') return { status: 'PLAYER_BLOCKED' };
  if (answer.status !== 'OK' || !answer.player_token) return { status: 'INVALID_TOKEN' };
  const tokenGame = answer.game_code;
  const session = await options.sessions.create({
    gameCode: isGameCode(tokenGame) ? tokenGame : options.gameCode,
    language: options.language ?? answer.language ?? 'th',
    mobile: options.mobile,
    mode: 'real',
    playerToken: answer.player_token,
    balanceSatang: Number(bahtToSatang(answer.balance ?? 0)),
  });
  return { status: 'OK', session };
}

/** Trial play: 10,000 baht of play money in the session and no wallet at all. */
export function startTrial(options: {
  sessions: SessionStore;
  gameCode: GameCode;
  language: Language | undefined;
  mobile: boolean;
}): Promise<GameSession> {
  return options.sessions.create({
    gameCode: options.gameCode,
    language: options.language ?? 'th',
    mobile: options.mobile,
    mode: 'trial',
    balanceSatang: trialBalanceSatang,
  });
}
