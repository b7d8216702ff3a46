import { domainErrorResponse } from '@chaba/contracts/errors';
import { bahtToSatang } from '@chaba/contracts/money';
import { deskWheelResponse, saveWheelRequest, saveWheelResponse } from '@chaba/contracts/wheel';
import { bangkokDate } from '@chaba/core/bangkok-time';
import {
  readWheelSettings,
  saveWheelSettings,
  type WheelSettingsInput,
} from '@chaba/core/wheel/wheel-settings';
import type { Executor } from '@chaba/db/client';
import { wheelDays } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { staffActor, staffOnly } from '../../http/staff';
import { presentDeskWheel } from '../../presenters/wheel';
import { staffErrors, staffSchema } from './schemas';

const access = { permission: 'wheel.manage' } as const;

/** The lucky wheel and the daily check-in in the console (issue 31, decision 73). */
export function wheelDeskRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/backoffice/wheel',
    {
      schema: {
        ...staffSchema,
        summary: "The wheel's prizes, weights, budget and rules, the check-in's prizes, and today's spending",
        response: { 200: deskWheelResponse, ...staffErrors },
      },
      ...staffOnly(context, access),
    },
    async () => {
      const settings = await readWheelSettings(context.db);
      return { data: presentDeskWheel(settings, await today(context.db, context.clock.now())) };
    },
  );
  app.put(
    '/api/backoffice/wheel',
    {
      schema: {
        ...staffSchema,
        summary: 'Save the wheel and the check-in (audited); from an older version: 409',
        body: saveWheelRequest,
        response: {
          200: saveWheelResponse,
          ...staffErrors,
          409: domainErrorResponse.describe('wheel_settings_changed: someone saved it in the meantime'),
        },
      },
      ...staffOnly(context, access),
    },
    async (request) => {
      const saved = await saveWheelSettings(context.db, {
        ...staffActor(context, request),
        settings: wheelInput(request.body),
      });
      return {
        success: true as const,
        data: presentDeskWheel(saved, await today(context.db, context.clock.now())),
      };
    },
  );
}

/** The settings as the core takes them: satang, hundredths; a prize without a key named by its place. */
function wheelInput(body: z.infer<typeof saveWheelRequest>): WheelSettingsInput {
  return {
    version: body.version,
    active: body.active,
    dailyBudgetSatang: bahtToSatang(body.daily_budget),
    depositMinimumSatang: body.deposit_minimum === null ? null : bahtToSatang(body.deposit_minimum),
    loginRule: body.login_rule,
    vipDailySpins: body.vip_daily_spins.map((entry) => ({ levelId: entry.level_id, spins: entry.spins })),
    prizes: body.prizes.map((prize, index) => ({
      key: prize.key ?? `prize-${index + 1}`,
      kind: prize.kind,
      names: { th: prize.name_th, en: prize.name_en, cn: prize.name_cn },
      amountSatang: prize.kind === 'bonus' ? bahtToSatang(prize.amount).toString() : '0',
      turnoverMultiplierHundredths: prize.kind === 'bonus' ? Math.round(prize.turnover_multiplier * 100) : 0,
      weight: prize.weight,
    })),
    checkinActive: body.checkin_active,
    checkinDays: body.checkin_days.map((day) => ({
      amountSatang: bahtToSatang(day.amount).toString(),
      turnoverMultiplierHundredths: Math.round(day.turnover_multiplier * 100),
    })),
  };
}

/** What the wheel paid today (Bangkok day). */
async function today(db: Executor, now: Date) {
  const day = bangkokDate(now);
  const [row] = await db.select().from(wheelDays).where(eq(wheelDays.day, day));
  return { day, spentSatang: row?.spentSatang ?? 0n, spins: row?.spins ?? 0 };
}
