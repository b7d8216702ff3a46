import {
  commonErrorResponses,
  domainErrorExample,
  domainErrorResponse,
  unauthenticatedResponse,
} from '@chaba/contracts/errors';
import {
  endPlaySessionResponse,
  playHeartbeatResponse,
  responsibleGamblingResponse,
  setPlayTimeRequest,
  setRealityCheckRequest,
} from '@chaba/contracts/responsible-gambling';
import { endPlaySession } from '@chaba/core/responsible-gaming/end-play-session';
import { getPlayerProtection } from '@chaba/core/responsible-gaming/get-player-protection';
import { recordPlayHeartbeat } from '@chaba/core/responsible-gaming/record-play-heartbeat';
import { setPlayTimeLimit } from '@chaba/core/responsible-gaming/set-play-time-limit';
import { setRealityCheck } from '@chaba/core/responsible-gaming/set-reality-check';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { authenticatedMember, memberOnly } from '../http/auth';
import { apiTags, security } from '../http/openapi';
import { presentPlayHeartbeat, presentResponsibleGambling } from '../presenters/responsible-gambling';

const base = '/api/customers/responsible-gambling';

/**
 * The member's play time (issue 13, decision 22): the reality-check interval, the daily play-time
 * limit, and the play session the member site keeps alive while a game is open.
 */
export function playTimeRoutes(scope: FastifyInstance, context: AppContext): void {
  playTimeSettingRoutes(scope, context);
  playSessionRoutes(scope, context);
}

/** The reality-check interval and the daily play-time limit. */
function playTimeSettingRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const answer = async (memberId: number) => ({
    success: true as const,
    data: presentResponsibleGambling(await getPlayerProtection(db, { memberId, now: clock.now() })),
  });

  app.put(
    `${base}/reality-check`,
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Set the reality check: every 15, 30, 60 or 120 minutes of play, or off (null)',
        description: 'Applies at once. The answer is the member’s whole player-protection state.',
        security: security.member,
        body: setRealityCheckRequest,
        response: { 200: responsibleGamblingResponse, 401: unauthenticatedResponse, ...commonErrorResponses },
      },
      preValidation: memberOnly(context),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      await setRealityCheck(db, { memberId, minutes: request.body.interval_minutes, now: clock.now() });
      return answer(memberId);
    },
  );

  app.put(
    `${base}/play-time`,
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Set the daily play-time limit: whole minutes 15 to 1440, or none (null)',
        description:
          'A first or lower limit applies at once. A higher limit or a removal waits: the member may ' +
          'confirm it 24 hours later with `POST …/limits/confirm`, and the old limit holds until then. ' +
          'The day is the Bangkok calendar day.',
        security: security.member,
        body: setPlayTimeRequest,
        response: { 200: responsibleGamblingResponse, 401: unauthenticatedResponse, ...commonErrorResponses },
      },
      preValidation: memberOnly(context),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      await setPlayTimeLimit(db, { memberId, minutes: request.body.daily_minutes, now: clock.now() });
      return answer(memberId);
    },
  );
}

/** The play session: heartbeats while a game is open, and its end. */
function playSessionRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    `${base}/play-session/heartbeat`,
    {
      schema: {
        tags: [apiTags.member],
        summary: 'A game is still open: count the play time since the last heartbeat (at most 90 s)',
        description:
          'The member site calls it when a game opens and every 60 s while it is open. The answer is ' +
          'what the reality check shows. Refused with `play_time_reached` once today’s play time reached ' +
          'the daily limit (until the next Bangkok midnight): the site closes the game.',
        security: security.member,
        response: {
          200: playHeartbeatResponse,
          401: unauthenticatedResponse,
          ...commonErrorResponses,
          403: domainErrorResponse.describe('play_time_reached: the daily play-time limit').meta({
            examples: [
              domainErrorExample(
                'play_time_reached',
                'วันนี้คุณเล่นครบเวลาที่ตั้งไว้ 60 นาทีแล้ว เล่นได้อีกครั้งตั้งแต่ 2026-11-21 00:00 (เวลาไทย)',
                'general',
              ),
            ],
          }),
        },
      },
      preValidation: memberOnly(context),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      const beat = await recordPlayHeartbeat(db, { memberId, now: clock.now() });
      return { success: true as const, data: presentPlayHeartbeat(beat) };
    },
  );

  app.post(
    `${base}/play-session/end`,
    {
      schema: {
        tags: [apiTags.member],
        summary: 'End the play session (the reality check’s Stop, or closing the game)',
        security: security.member,
        response: { 200: endPlaySessionResponse, 401: unauthenticatedResponse, ...commonErrorResponses },
      },
      preValidation: memberOnly(context),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      return { success: true as const, data: await endPlaySession(db, { memberId, now: clock.now() }) };
    },
  );
}
