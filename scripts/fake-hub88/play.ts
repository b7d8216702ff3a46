import { randomUUID } from 'node:crypto';
import type { FakeGame } from './catalogue';
import type { WalletClient, WalletSession } from './wallet-client';

/**
 * The fake's Games API answers (docs.hub88.io, "Games API":
 * https://docs.hub88.io/developer-docs/operator-api-reference/games-api) once the signature and the
 * operator are checked, and the rounds its game page plays through the operator's wallet.
 */
export interface PlaySession extends WalletSession {
  demo: boolean;
  game: FakeGame;
  mobile: boolean;
  spins: number;
  /** Play money of a DEMO session, in 1/100,000. */
  demoBalance: number;
}

export interface FakeState {
  base: string;
  games: FakeGame[];
  byCode: Map<string, FakeGame>;
  sessions: Map<string, PlaySession>;
  wallet: WalletClient;
}

type Answer = { status: number; body: unknown };

/** A spin's stake: 10 baht in Hub88's units of 1/100,000. */
const stake = 10 * 100_000;

/** `path` without `/operator/generic/v2`. */
export function answerGamesApi(state: FakeState, path: string, body: Record<string, unknown>): Answer {
  if (path === '/game/list') return { status: 200, body: state.games };
  if (path === '/game/url') return gameUrl(state, body);
  if (path === '/game/round') {
    if (
      typeof body.user !== 'string' ||
      typeof body.transaction_uuid !== 'string' ||
      typeof body.round !== 'string'
    )
      return { status: 400, body: { error: 'user, transaction_uuid and round are required' } };
    return { status: 200, body: { url: `${state.base}/round/${encodeURIComponent(body.round)}` } };
  }
  return { status: 404, body: { error: 'not found' } };
}

/** A game's address; DEMO mode (currency XXX) needs no user nor token. */
function gameUrl(state: FakeState, body: Record<string, unknown>): Answer {
  const required = ['platform', 'game_code', 'currency', 'lang', 'lobby_url', 'ip', 'country'];
  const demo = body.currency === 'XXX';
  if (!demo) required.push('user', 'token');
  const missing = required.filter((name) => typeof body[name] !== 'string');
  if (missing.length > 0) return { status: 400, body: { error: `missing ${missing.join(', ')}` } };
  if (body.platform !== 'GPL_DESKTOP' && body.platform !== 'GPL_MOBILE')
    return { status: 400, body: { error: 'platform' } };
  const game = state.byCode.get(body.game_code as string);
  if (!game) return { status: 404, body: { error: 'game not found' } };
  const id = randomUUID();
  state.sessions.set(id, {
    user: demo ? 'demo' : (body.user as string),
    token: demo ? '' : (body.token as string),
    gameCode: game.game_code,
    currency: body.currency as string,
    demo,
    game,
    mobile: body.platform === 'GPL_MOBILE',
    spins: 0,
    demoBalance: 1_000 * 100_000,
  });
  return { status: 200, body: { url: `${state.base}/play/${id}` } };
}

/** The balance the game page shows, in baht. */
export async function balanceOf(state: FakeState, session: PlaySession) {
  if (session.demo) return { balance: session.demoBalance / 100_000, demo: true };
  const answer = await state.wallet.balance(session);
  return answer?.status === 'RS_OK'
    ? { balance: (answer.balance ?? 0) / 100_000, demo: false }
    : { error: answer?.status ?? 'no answer' };
}

/** One round: the stake, then the win (every third spin pays 2.5 times; a lost round wins 0). */
export async function spin(state: FakeState, session: PlaySession) {
  session.spins += 1;
  const win = session.spins % 3 === 0 ? stake * 2.5 : 0;
  if (session.demo) {
    if (session.demoBalance < stake) return { error: 'RS_ERROR_NOT_ENOUGH_MONEY' };
    session.demoBalance += win - stake;
    return { balance: session.demoBalance / 100_000, win: win / 100_000, demo: true };
  }
  const round = randomUUID();
  const bet = await state.wallet.bet(session, { round, amount: stake });
  if (bet.answer?.status !== 'RS_OK') return { error: bet.answer?.status ?? 'no answer' };
  const settled = await state.wallet.win(session, {
    round,
    amount: win,
    betTransactionUuid: bet.transactionUuid,
  });
  if (settled?.status !== 'RS_OK') return { error: settled?.status ?? 'no answer' };
  return { balance: (settled.balance ?? 0) / 100_000, win: win / 100_000, demo: false };
}
