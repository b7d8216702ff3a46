import { recordIdParams } from '@chaba/contracts/backoffice';
import { domainErrorResponse } from '@chaba/contracts/errors';
import { staffVipLevelResponse, staffVipLevelsResponse, vipLevelInput } from '@chaba/contracts/vip';
import { membersPerLevel } from '@chaba/core/vip/member-level';
import { listVipLevels, saveVipLevel } from '@chaba/core/vip/save-vip-level';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { staffActor, staffOnly } from '../../http/staff';
import { presentStaffVipLevel, vipLevelSettings } from '../../presenters/vip';
import { staffErrors, staffSchema } from './schemas';

const manage = { permission: 'vip.manage' } as const;
const notFound = domainErrorResponse.describe('not_found: no such level');

/** VIP levels (issue 31, decision 72): the list with members per level, creating and changing one. */
export function vipDeskRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/backoffice/vip/levels',
    {
      schema: {
        ...staffSchema,
        summary: 'The VIP levels, lowest first, with the members at each',
        response: { 200: staffVipLevelsResponse, ...staffErrors },
      },
      ...staffOnly(context, manage),
    },
    async () => {
      const [levels, counts] = await Promise.all([listVipLevels(context.db), membersPerLevel(context.db)]);
      return { data: levels.map((level) => presentStaffVipLevel(level, counts.get(level.id) ?? 0)) };
    },
  );
  app.post(
    '/api/backoffice/vip/levels',
    {
      schema: {
        ...staffSchema,
        summary: 'Create a VIP level (members reach it at the vip-levels job’s next run)',
        body: vipLevelInput,
        response: { 200: staffVipLevelResponse, ...staffErrors },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const settings = vipLevelSettings(request.body);
      const saved = await saveVipLevel(context.db, { ...staffActor(context, request), settings });
      return { data: presentStaffVipLevel(saved, 0) };
    },
  );
  app.put(
    '/api/backoffice/vip/levels/:id',
    {
      schema: {
        ...staffSchema,
        summary: 'Change a VIP level',
        params: recordIdParams,
        body: vipLevelInput,
        response: { 200: staffVipLevelResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const saved = await saveVipLevel(context.db, {
        ...staffActor(context, request),
        levelId: request.params.id,
        settings: vipLevelSettings(request.body),
      });
      const counts = await membersPerLevel(context.db);
      return { data: presentStaffVipLevel(saved, counts.get(saved.id) ?? 0) };
    },
  );
}
