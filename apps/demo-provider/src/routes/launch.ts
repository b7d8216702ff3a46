import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { isGameCode, type GameCode } from '../games/catalogue';
import { launchGame, startTrial } from '../launch-game';
import { renderErrorPage } from '../pages/error-page';
import { renderGamePage } from '../pages/game-page';
import { renderYeekeePage } from '../pages/yeekee-page';
import type { GameSession } from '../sessions';
import { catalogs, languageOf, type Language } from '../texts';
import { sendHtml, sessionCookieName, sessionOf, type ProviderContext } from './context';

const sessionCookieMaxAgeSeconds = 12 * 60 * 60;

const playQuery = z.object({
  token: z.string().min(1).max(512).optional(),
  mode: z.enum(['trial']).optional(),
  session: z.string().max(128).optional(),
  lang: z.string().optional(),
  mobile: z.enum(['true', 'false']).optional(),
});

/**
 * GET /play/:game: the launch (`?token=` from the Chaba server, or `?mode=trial`) and then the game
 * page of the session. A launch or a trial makes a session, then redirects to a URL without the
 * one-time token, so a reload opens the same session instead of spending the token twice.
 */
export const launchRoutes: FastifyPluginAsync<ProviderContext> = async (app, context) => {
  app.get<{ Params: { game: string } }>('/play/:game', async (request, reply) => {
    const query = playQuery.parse(request.query);
    const language = languageOf(query.lang);
    const shown = language ?? 'th';
    const game = request.params.game;
    if (!isGameCode(game)) return sendHtml(reply, 404, renderErrorPage(shown, catalogs[shown].unknownGame));
    const mobile = query.mobile === 'true';

    if (query.token || query.mode === 'trial') {
      const opened = await openSession(context, request.log, { token: query.token, game, language, mobile });
      if ('refused' in opened) {
        return sendHtml(reply, opened.refused, renderErrorPage(shown, catalogs[shown][opened.text]));
      }
      const session = opened.session;
      // SameSite=Lax, not None: `Secure` (which None requires) is impossible on http://localhost, and
      // the lobby (localhost:3000) framing us (localhost:3001) is same-site anyway — ports do not count.
      // Across sites, browsers may drop the cookie; the page then uses the ?session= parameter.
      void reply.setCookie(sessionCookieName, session.id, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        maxAge: sessionCookieMaxAgeSeconds,
      });
      return reply.redirect(pageUrl(session.gameCode, session.id, session.language, mobile), 303);
    }

    const session = await sessionOf(request, context.sessions);
    if (!session || session.gameCode !== game) {
      return sendHtml(reply, 401, renderErrorPage(shown, catalogs[shown].invalidLaunch));
    }
    if (session.gameCode === 'yeekee') {
      const { yeekee } = context;
      const page = renderYeekeePage(
        session,
        language ?? session.language,
        await yeekee.state(session),
        yeekee.roundMinutes,
      );
      return sendHtml(reply, 200, page);
    }
    return sendHtml(reply, 200, renderGamePage(session, language ?? session.language));
  });
};

/** The session opened, or the HTTP status and the text of the error page to show instead. */
type Opened =
  { session: GameSession } | { refused: number; text: 'walletDown' | 'playerBlocked' | 'invalidLaunch' };

/** A session from the launch token (one authenticate call) or, without one, a trial session. */
async function openSession(
  { sessions, wallet }: ProviderContext,
  log: FastifyBaseLogger,
  launch: { token: string | undefined; game: GameCode; language: Language | undefined; mobile: boolean },
): Promise<Opened> {
  const { token, game: gameCode, language, mobile } = launch;
  if (!token) return { session: await startTrial({ sessions, gameCode, language, mobile }) };
  const launched = await launchGame({ sessions, wallet, launchToken: token, gameCode, language, mobile });
  switch (launched.status) {
    case 'OK':
      return { session: launched.session };
    case 'WALLET_REFUSED':
      log.error({ err: launched.error }, 'the wallet refused authenticate: check the provider secret');
      return { refused: 503, text: 'walletDown' };
    case 'WALLET_UNAVAILABLE':
      return { refused: 503, text: 'walletDown' };
    case 'PLAYER_BLOCKED':
      return { refused: 403, text: 'playerBlocked' };
    default:
      return { refused: 401, text: 'invalidLaunch' };
  }
}

function pageUrl(game: GameCode, sessionId: string, language: Language, mobile: boolean): string {
  const query = new URLSearchParams({ session: sessionId, lang: language, mobile: String(mobile) });
  return `/play/${game}?${query}`;
}
