import { getProfile } from '@chaba/core/members/get-profile';
import { finishCreditChecks, startCreditCheck } from '@chaba/core/games/check-credit';
import { launchGame } from '@chaba/core/games/launch-game';
import { listGames } from '@chaba/core/games/list-games';
import { recordBannerClick } from '@chaba/core/games/record-banner-click';
import { DomainError } from '@chaba/core/errors';
import { translateServer } from '@chaba/i18n/translate';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dateTimeSchema, isStorableTime, requiredString } from '@chaba/contracts/validation';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { requireMember } from '../http/auth';
import { requestLanguage } from '../http/language';

const launchParams = z.object({ provider: requiredString(64), game: requiredString(64) });
const launchQuery = z.object({ mobile: z.enum(['true', 'false', '1', '0']).optional() });
const bannerClick = z.object({
  gameID: z.union([
    requiredString(64),
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).transform(String),
  ]),
  gameName: requiredString(200),
  timestamp: z
    .union([dateTimeSchema, z.number().int().refine(isStorableTime, { error: 'invalid' })])
    .optional(),
});

/** How long a credit check runs before it can finish (the browser polls every 5 s). */
const creditCheckSeconds = 1;

/** The lobby: catalogue, game launch and trial play, the credit check (spec §4.4, §4.8). */
export function gameRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get('/lobby/api/games', async (request) => ({
    data: await listGames(db, { language: requestLanguage(request) }),
  }));

  app.get('/lobby/api/launch-game/:provider/:game', async (request) => {
    const { memberId } = await requireMember(context, request);
    const { provider, game } = launchParams.parse(request.params);
    const { mobile } = launchQuery.parse(request.query ?? {});
    const { url } = await launchGame(db, {
      memberId,
      provider,
      gameCode: game,
      mobile: mobile === 'true' || mobile === '1',
      language: requestLanguage(request),
      now: clock.now(),
      providers: context.providers,
    });
    return { success: true, url };
  });

  app.get('/lobby/api/trial-game/:provider/:game', async (request) => {
    const { provider, game } = launchParams.parse(request.params);
    const gameProvider = context.providers.get(provider);
    if (!gameProvider?.catalogue.some((entry) => entry.code === game)) throw new DomainError('not_found');
    return {
      success: true,
      url: gameProvider.trialUrl({ gameCode: game, language: requestLanguage(request) }),
    };
  });

  app.get('/lobby/api/customers/profile', async (request) => {
    const { memberId } = await requireMember(context, request);
    return { data: await getProfile(db, { memberId, now: clock.now(), language: requestLanguage(request) }) };
  });

  const checkCredit = async (request: FastifyRequest) => {
    const { memberId } = await requireMember(context, request);
    const { started } = await startCreditCheck(db, { memberId, now: clock.now() });
    if (!started) {
      return {
        credit_success: false,
        msg: translateServer(requestLanguage(request), 'errors.never_deposited'),
      };
    }
    // The check finishes on its own shortly; the job runner also finishes any left behind.
    setTimeout(() => {
      finishCreditChecks(db, { now: clock.now(), minimumAgeSeconds: 0, memberId })
        .then((finished) => {
          for (const id of finished) context.events.publish({ memberId: id, reason: 'credit' });
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'credit check failed'));
    }, creditCheckSeconds * 1000).unref();
    return { credit_success: true };
  };
  app.get('/api/customers/check-credit', checkCredit);
  app.post('/api/customers/check-credit', checkCredit);

  app.post('/api/customers/banner-clicks', async (request) => {
    const { memberId } = await requireMember(context, request);
    const input = bannerClick.parse(request.body ?? {});
    const clickedAt = input.timestamp === undefined ? clock.now() : new Date(input.timestamp);
    await recordBannerClick(db, {
      memberId,
      gameId: input.gameID,
      gameName: input.gameName,
      clickedAt,
      now: clock.now(),
    });
    return { success: true };
  });
}
