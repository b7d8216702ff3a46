import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { adjustmentRoutes } from './adjustments';
import { affiliateRoutes } from './affiliates';
import { alertRoutes } from './alerts';
import { auditRoutes } from './audit';
import { bankDeviceRoutes } from './bank-devices';
import { bankOperationsRoutes } from './bank-operations';
import { cashbackDeskRoutes } from './cashback';
import { vipDeskRoutes } from './vip';
import { authRoutes } from './auth';
import { memberBonusRoutes } from './bonuses';
import { contentRoutes } from './content';
import { couponDeskRoutes } from './coupons';
import { lineDeskRoutes } from './line';
import { dashboardRoutes } from './dashboard';
import { depositSlipDeskRoutes } from './deposit-slips';
import { depositDeskRoutes } from './deposits';
import { documentDeskRoutes } from './documents';
import { gameCatalogueRoutes } from './games';
import { jobRoutes } from './jobs';
import { listRoutes } from './lists';
import { oversightListRoutes } from './oversight-lists';
import { moneyListRoutes } from './money-lists';
import { maintenanceRoutes } from './maintenance';
import { memberOverviewRoutes } from './member-overview';
import { memberProtectionRoutes } from './member-protection';
import { memberPushRoutes } from './member-push';
import { memberRoutes } from './members';
import { reportRoutes } from './reports';
import { riskRoutes } from './risk';
import { settingsRoutes } from './settings';
import { staffRoleRoutes } from './roles';
import { staffManagementRoutes } from './staff-management';
import { statementDeskRoutes } from './statements';
import { staffStreamRoutes } from './stream';
import { wheelDeskRoutes } from './wheel';
import { withdrawalDeskRoutes } from './withdrawals';

/**
 * The staff API, one file per desk. Every `/api/backoffice/*` route declares who may call it
 * (`config.staffAccess`, set by `staffOnly`): the app refuses to start with one that does not, and
 * `staff-permissions.test.ts` calls each one with each role.
 */
export function backofficeRoutes(app: FastifyInstance, context: AppContext): void {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/backoffice') && route.config?.staffAccess === undefined) {
      throw new Error(`staff route ${route.method} ${route.url} declares no staffAccess (http/staff.ts)`);
    }
  });
  authRoutes(app, context);
  withdrawalDeskRoutes(app, context);
  statementDeskRoutes(app, context);
  depositDeskRoutes(app, context);
  depositSlipDeskRoutes(app, context);
  documentDeskRoutes(app, context);
  adjustmentRoutes(app, context);
  memberRoutes(app, context);
  memberOverviewRoutes(app, context);
  listRoutes(app, context);
  oversightListRoutes(app, context);
  moneyListRoutes(app, context);
  memberBonusRoutes(app, context);
  couponDeskRoutes(app, context);
  wheelDeskRoutes(app, context);
  memberProtectionRoutes(app, context);
  memberPushRoutes(app, context);
  staffStreamRoutes(app, context);
  reportRoutes(app, context);
  contentRoutes(app, context);
  gameCatalogueRoutes(app, context);
  dashboardRoutes(app, context);
  jobRoutes(app, context);
  staffManagementRoutes(app, context);
  staffRoleRoutes(app, context);
  auditRoutes(app, context);
  settingsRoutes(app, context);
  maintenanceRoutes(app, context);
  riskRoutes(app, context);
  alertRoutes(app, context);
  bankDeviceRoutes(app, context);
  bankOperationsRoutes(app, context);
  cashbackDeskRoutes(app, context);
  vipDeskRoutes(app, context);
  affiliateRoutes(app, context);
  lineDeskRoutes(app, context);
}
