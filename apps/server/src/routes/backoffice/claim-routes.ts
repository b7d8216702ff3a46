import { claimWithdrawalRequest, claimWithdrawalResponse } from '@chaba/contracts/backoffice-money';
import { recordIdParams } from '@chaba/contracts/backoffice';
import { successResponse } from '@chaba/contracts/auth';
import { domainErrorResponse } from '@chaba/contracts/errors';
import type { StaffPermission } from '@chaba/contracts/staff-permissions';
import { claimItem, releaseItem, type ClaimKind } from '@chaba/core/claims/claims';
import type { AppContext } from '../../app-context';
import { authenticatedStaff, staffOnly } from '../../http/staff';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

/** What a desk's claim routes say of their items. */
const claimWords: Record<ClaimKind, { noun: string; open: string; closed: string; claimed: string }> = {
  withdrawal: {
    noun: 'withdrawal',
    open: 'pending withdrawal',
    closed: 'request_not_pending: decided already',
    claimed: 'withdrawal_claimed',
  },
  deposit: {
    noun: 'deposit',
    open: 'pending deposit',
    closed: 'request_not_pending: completed, cancelled or expired',
    claimed: 'deposit_claimed',
  },
  statement_line: {
    noun: 'statement line',
    open: 'unmatched statement line',
    closed: 'statement_line_not_unmatched: matched or refunded already',
    claimed: 'statement_line_claimed',
  },
};

/**
 * A desk's claim on one of its items (issue 30, decisions 63 and 68): `POST <base>/:id/claim` takes,
 * renews or (with `take_over`) takes over a claim, `POST <base>/:id/release` lets go of one's own;
 * both audited. The desk's deciding or crediting function refuses an item another staff member holds.
 */
export function claimRoutes(
  app: StaffApp,
  context: AppContext,
  options: { kind: ClaimKind; base: string; permission: StaffPermission },
): void {
  const { db, clock } = context;
  const words = claimWords[options.kind];
  const notFound = domainErrorResponse.describe(`not_found: no ${words.noun} with this id`);
  app.post(
    `${options.base}/:id/claim`,
    {
      schema: {
        ...staffSchema,
        summary: `Claim a ${words.open} (or renew the claim) so that nobody else works it for 15 minutes`,
        description:
          `Held by another staff member: 409 \`${words.claimed}\` naming them, unless \`take_over: true\` ` +
          `(audited as a take-over). A claim lapses 15 minutes after it was last renewed.`,
        params: recordIdParams,
        body: claimWithdrawalRequest,
        response: {
          200: claimWithdrawalResponse,
          ...staffErrors,
          404: notFound,
          409: domainErrorResponse.describe(
            `${words.closed}; ${words.claimed}: another staff member holds it (send take_over: true)`,
          ),
        },
      },
      ...staffOnly(context, { permission: options.permission }),
    },
    async (request) => {
      const claim = await claimItem(db, options.kind, {
        staffId: authenticatedStaff(request).staffId,
        id: request.params.id,
        takeOver: request.body.take_over === true,
        clientAddress: request.ip,
        now: clock.now(),
      });
      return {
        success: true as const,
        data: { claimed_at: claim.claimedAt.toISOString(), expires_at: claim.expiresAt.toISOString() },
      };
    },
  );
  app.post(
    `${options.base}/:id/release`,
    {
      schema: {
        ...staffSchema,
        summary: `Release one's own claim on a ${words.noun} (another's claim is taken over, not released)`,
        params: recordIdParams,
        response: { 200: successResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, { permission: options.permission }),
    },
    async (request) => {
      await releaseItem(db, options.kind, {
        staffId: authenticatedStaff(request).staffId,
        id: request.params.id,
        clientAddress: request.ip,
        now: clock.now(),
      });
      return { success: true as const };
    },
  );
}
