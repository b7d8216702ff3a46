import {
  commonErrorResponses,
  domainErrorExample,
  domainErrorResponse,
  unauthenticatedResponse,
} from '@chaba/contracts/errors';
import { satangToBahtNumber } from '@chaba/contracts/money';
import {
  checkinClaimResponse,
  memberCheckinResponse,
  memberWheelResponse,
  wheelSpinRequest,
  wheelSpinResponse,
  wheelVerifyRequest,
  wheelVerifyResponse,
} from '@chaba/contracts/wheel';
import { hashServerSeed } from '@chaba/contracts/provably-fair';
import { claimCheckin, readMemberCheckin } from '@chaba/core/checkin/claim-checkin';
import { recomputeDraw } from '@chaba/core/wheel/draw-prize';
import { unspentSpins } from '@chaba/core/wheel/earn-spins';
import { readMemberWheel } from '@chaba/core/wheel/read-wheel';
import { spinWheel } from '@chaba/core/wheel/spin-wheel';
import { translateServer } from '@chaba/i18n/translate';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { authenticatedMember, memberOnly } from '../http/auth';
import { requestLanguage } from '../http/language';
import { maintenanceRefusal, refusedDuringMaintenance } from '../http/maintenance-guard';
import { apiTags, security } from '../http/openapi';
import { presentMemberCheckin, presentMemberWheel, presentSpin } from '../presenters/wheel';

const conflict = (code: string, message: string) =>
  domainErrorResponse.meta({ examples: [domainErrorExample(code, message)] });

/** The lucky wheel and the daily check-in (issue 31, decision 73), and the wheel's public verify. */
export function wheelRoutes(scope: FastifyInstance, context: AppContext): void {
  wheelMemberRoutes(scope, context);
  checkinRoutes(scope, context);
  verifyRoute(scope);
}

function wheelMemberRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/customers/wheel',
    {
      schema: {
        tags: [apiTags.member],
        summary: "The wheel: prizes, the member's spins left, the committed seed's hash, the latest spins",
        security: security.member,
        response: { 200: memberWheelResponse, 401: unauthenticatedResponse, ...commonErrorResponses },
      },
      preValidation: memberOnly(context),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      return { data: presentMemberWheel(await readMemberWheel(db, { memberId, now: clock.now() })) };
    },
  );
  app.post(
    '/api/customers/wheel/spin',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Spend one earned spin: the prize is drawn with the committed seed and paid once',
        description:
          'The same `key` answers the same spin. Refusals are 409: wheel_closed, wheel_no_spins, ' +
          "wheel_sold_out (today's budget pays no prize left; the spin is kept).",
        security: security.member,
        body: wheelSpinRequest,
        response: {
          200: wheelSpinResponse,
          401: unauthenticatedResponse,
          ...commonErrorResponses,
          409: conflict('wheel_no_spins', 'คุณไม่มีสิทธิ์หมุนเหลือแล้ว'),
          503: maintenanceRefusal,
        },
      },
      preValidation: memberOnly(context),
      ...refusedDuringMaintenance,
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      const { spin } = await spinWheel(db, {
        memberId,
        requestKey: request.body.key,
        clientSeed: request.body.client_seed,
        now: clock.now(),
      });
      const language = requestLanguage(request);
      const msg =
        spin.amountSatang > 0n
          ? translateServer(language, 'messages.wheel_won', { amount: satangToBahtNumber(spin.amountSatang) })
          : translateServer(language, 'messages.wheel_try_again');
      return {
        success: true as const,
        msg,
        data: { spin: presentSpin(spin), spins_left: await unspentSpins(db, memberId) },
      };
    },
  );
}

function checkinRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/customers/checkin',
    {
      schema: {
        tags: [apiTags.member],
        summary: "The daily check-in: the seven days' prizes, the streak, whether today is claimed",
        security: security.member,
        response: { 200: memberCheckinResponse, 401: unauthenticatedResponse, ...commonErrorResponses },
      },
      preValidation: memberOnly(context),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      return { data: presentMemberCheckin(await readMemberCheckin(db, { memberId, now: clock.now() })) };
    },
  );
  app.post(
    '/api/customers/checkin',
    {
      schema: {
        tags: [apiTags.member],
        summary: "Check in today (Bangkok day): the streak day's prize is paid once",
        description: 'Refusals are 409: checkin_closed, checkin_already_claimed.',
        security: security.member,
        response: {
          200: checkinClaimResponse,
          401: unauthenticatedResponse,
          ...commonErrorResponses,
          409: conflict('checkin_already_claimed', 'วันนี้คุณเช็กอินแล้ว'),
          503: maintenanceRefusal,
        },
      },
      preValidation: memberOnly(context),
      ...refusedDuringMaintenance,
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      const claim = await claimCheckin(db, { memberId, now: clock.now() });
      const amount = satangToBahtNumber(claim.amountSatang);
      return {
        success: true as const,
        msg: translateServer(requestLanguage(request), 'messages.checkin_claimed', {
          day: claim.streakDay,
          amount,
        }),
        data: { day: claim.day, streak_day: claim.streakDay, amount },
      };
    },
  );
}

/** Anyone may recompute a spin from its revealed seeds: the hash of the seed and the prize drawn. */
function verifyRoute(scope: FastifyInstance): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/wheel/verify',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Recompute a wheel spin from its revealed seeds and the prizes it could draw (public)',
        body: wheelVerifyRequest,
        response: { 200: wheelVerifyResponse, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { server_seed: serverSeed, client_seed: clientSeed, nonce } = request.body;
      const choices = request.body.choices.map((choice) => ({
        key: choice.key,
        kind: 'bonus' as const,
        amountSatang: '0',
        weight: choice.weight,
      }));
      const drawn = recomputeDraw({ serverSeed, clientSeed, nonce, choices });
      return {
        data: { server_seed_hash: hashServerSeed(serverSeed), drawn, prize_key: choices[drawn]!.key },
      };
    },
  );
}
