import { call, callWallet, fundMember, memberIdOf, type TestApp } from './helpers';

/**
 * Launches a demo game for a member and trades the launch token for a player token, as the
 * aggregator does; throws when either step is refused (a test's setup, not what it checks).
 */
export async function launchGame(
  t: TestApp,
  memberToken: string,
  options: { game?: string; mobile?: boolean } = {},
) {
  const game = options.game ?? 'hibiscus-slot';
  const launch = await call(
    t.app,
    'GET',
    `/lobby/api/launch-game/chaba-demo/${game}${options.mobile ? '?mobile=true' : ''}`,
    { token: memberToken },
  );
  if (launch.status !== 200) throw new Error(`launch-game: ${launch.status} ${launch.text}`);
  const launchToken = new URL(launch.body.url).searchParams.get('token')!;
  const auth = await callWallet(t, 'authenticate', { launch_token: launchToken });
  if (auth.body?.status !== 'OK') throw new Error(`wallet authenticate: ${auth.status} ${auth.text}`);
  return { playerToken: auth.body.player_token as string, launchToken, auth: auth.body };
}

/**
 * A member funded with `amount` baht, playing the demo slot: its player token and its bet, win and
 * rollback calls to the wallet (each a round of its own, `round-<id>`), answering the whole answer.
 */
export async function slotPlayer(t: TestApp, phone: string, amount: number) {
  const member = await fundMember(t, phone, amount);
  const memberId = await memberIdOf(t, member.phone);
  const { playerToken } = await launchGame(t, member.token);
  const round = (action: 'bet' | 'win', id: string, baht: number) =>
    callWallet(t, action, {
      player_token: playerToken,
      transaction_id: id,
      round_id: `round-${id}`,
      game_code: 'hibiscus-slot',
      amount: baht,
    });
  return {
    ...member,
    memberId,
    playerToken,
    bet: (id: string, baht: number) => round('bet', id, baht),
    win: (id: string, baht: number) => round('win', id, baht),
    rollback: (id: string, betId: string) =>
      callWallet(t, 'rollback', {
        player_token: playerToken,
        transaction_id: id,
        reference_transaction_id: betId,
        round_id: `round-${betId}`,
      }),
  };
}
