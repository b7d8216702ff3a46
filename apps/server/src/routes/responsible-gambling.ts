import { commonErrorResponses, domainErrorExample, unauthenticatedResponse } from '@chaba/contracts/errors';
import { responsibleGamblingResponse, setLimitsRequest } from '@chaba/contracts/responsible-gambling';
import { confirmLimitChanges } from '@chaba/core/responsible-gaming/confirm-limit-changes';
import { getPlayerProtection } from '@chaba/core/responsible-gaming/get-player-protection';
import { setLimits } from '@chaba/core/responsible-gaming/set-limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { authenticatedMember, memberOnly } from '../http/auth';
import { apiTags, security } from '../http/openapi';
import { presentResponsibleGambling } from '../presenters/responsible-gambling';
import { accountRestrictionRoutes } from './account-restrictions';
import { playTimeRoutes } from './play-time';

/** The member's own player-protection tools (issue 13): deposit and loss limits so far. */
export function responsibleGamblingRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  accountRestrictionRoutes(scope, context);
  playTimeRoutes(scope, context);
  const answer = async (memberId: number) => ({
    success: true as const,
    data: presentResponsibleGambling(await getPlayerProtection(db, { memberId, now: clock.now() })),
  });

  app.get(
    '/api/customers/responsible-gambling',
    {
      schema: {
        tags: [apiTags.member],
        summary: "The member's limits, waiting changes, usage of each deposit window, and history",
        security: security.member,
        response: { 200: responsibleGamblingResponse, 401: unauthenticatedResponse },
      },
      preValidation: memberOnly(context, { cachedLogin: true }),
    },
    async (request) => answer(authenticatedMember(request).memberId),
  );

  app.put(
    '/api/customers/responsible-gambling/limits',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Set the deposit and loss limits (baht, null for none; a field left out stays)',
        description:
          'A first or lower limit applies at once. A higher limit or a removal waits: the member may ' +
          'confirm it 24 hours later (`pending.confirmable_from`), and the old limit holds until then.',
        security: security.member,
        body: setLimitsRequest,
        response: { 200: responsibleGamblingResponse, 401: unauthenticatedResponse, ...commonErrorResponses },
      },
      preValidation: memberOnly(context),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      await setLimits(db, { memberId, limits: request.body, now: clock.now() });
      return answer(memberId);
    },
  );

  app.post(
    '/api/customers/responsible-gambling/limits/confirm',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Confirm the waiting raises and removals whose 24 hours have passed',
        security: security.member,
        response: {
          200: responsibleGamblingResponse,
          401: unauthenticatedResponse,
          ...commonErrorResponses,
          422: commonErrorResponses[422]
            .describe('no_pending_limit_change; limit_change_not_confirmable: not before the time it names')
            .meta({
              examples: [
                domainErrorExample(
                  'limit_change_not_confirmable',
                  'ยังยืนยันการเพิ่มหรือยกเลิกวงเงินไม่ได้ ยืนยันได้ตั้งแต่ 2026-11-21 17:00 (เวลาไทย)',
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
      await confirmLimitChanges(db, { memberId, now: clock.now() });
      return answer(memberId);
    },
  );
}
