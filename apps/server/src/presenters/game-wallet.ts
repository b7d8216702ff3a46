import { satangToBahtNumber } from '@chaba/contracts/money';
import type { authenticatePlayer } from '@chaba/core/games/authenticate-player';
import type { WalletAnswer } from '@chaba/core/games/game-transactions';
import type { readPlayerBalance } from '@chaba/core/games/read-player-balance';
import { isLanguage } from '@chaba/i18n/languages';

/** The player session a launch token opened, as the seamless-wallet protocol answers it (baht). */
export function presentPlayerSession(result: Awaited<ReturnType<typeof authenticatePlayer>>) {
  if (result.status !== 'OK') return { status: result.status };
  return {
    status: 'OK' as const,
    player_token: result.playerToken,
    player_id: result.playerId,
    game_code: result.gameCode,
    currency: 'THB' as const,
    // The launch stored the member's language (th, en or cn); th is the site's default.
    language: isLanguage(result.language) ? result.language : ('th' as const),
    balance: satangToBahtNumber(result.balanceSatang),
  };
}

/** The player's balance in baht, or why it cannot be read. */
export function presentBalance(result: Awaited<ReturnType<typeof readPlayerBalance>>) {
  return result.status === 'OK'
    ? { status: 'OK' as const, balance: satangToBahtNumber(result.balanceSatang) }
    : { status: result.status };
}

/** A bet's, win's or rollback's outcome: its status, and the balance after it in baht when known. */
export function presentWalletAnswer(result: WalletAnswer) {
  return 'balanceSatang' in result
    ? {
        status: demoProtocolStatus(result.status),
        balance: satangToBahtNumber(result.balanceSatang),
        transaction_id: result.transactionId,
      }
    : { status: result.status, transaction_id: result.transactionId };
}

/**
 * The demo protocol's statuses: it never asks for the catalogue check (placeBet's `knownGameOnly`,
 * Hub88's), so UNKNOWN_GAME cannot come back; an invariant, not an answer.
 */
function demoProtocolStatus(status: Exclude<WalletAnswer['status'], 'INVALID_TOKEN'>) {
  if (status === 'UNKNOWN_GAME') throw new Error('the demo protocol never checks the catalogue');
  return status;
}
