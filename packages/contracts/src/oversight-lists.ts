import { z } from 'zod';
import { riskFlag, riskRules } from './backoffice-risk';
import { listPage, listQuery } from './list-query';
import { staffSession } from './staff-auth';
import { auditRecord } from './staff-audit';
import { staffMember } from './staff-management';
import { staffRole } from './staff-permissions';
import { recordId, safeText } from './validation';

/**
 * The oversight lists of the console on the shared list query (issue 30, decisions 64 and 69): the
 * audit log, the staff accounts, the staff sessions and the risk flags. Each takes `listQuery` with
 * its own columns and statuses, plus the few filters only it has; a filter a list has no use for is
 * ignored, as its description says.
 */

const invalid = { error: 'invalid' } as const;
const noTotals = z.object({}).meta({ description: 'This list has no money columns.' });

/** The audit list's sortable columns. */
export const auditListSortColumns = ['id', 'created_at', 'action', 'staff', 'target'] as const;
/**
 * `GET /api/backoffice/lists/audit` (`audit.view`): `from`/`to` the day recorded, `status` `staff`
 * (a staff member acted) or `system` (no staff member: a job, a member, an unknown login), `staff`
 * the staff member, `action` an exact action, `target_type`, `member_id` what staff did to one
 * member, `q` a target id (exact), else the start of an action, a username or a client address.
 * `min`/`max` and `bank` are ignored.
 */
export const auditListQuery = listQuery({
  sortColumns: auditListSortColumns,
  defaultSort: 'id',
  statuses: ['staff', 'system'],
}).safeExtend({
  action: safeText(64)
    .min(1, invalid)
    .optional()
    .meta({ examples: ['withdrawal.approve'] }),
  target_type: safeText(32)
    .min(1, invalid)
    .optional()
    .meta({ examples: ['member'] }),
  member_id: recordId.optional(),
});
export const auditListPage = listPage(auditRecord, noTotals);
export type AuditListPage = z.infer<typeof auditListPage>;

/** The staff list's sortable columns. */
export const staffListSortColumns = ['id', 'username', 'role', 'created_at', 'last_login_at'] as const;
/** A staff account's state: working, invited (no own password or second factor yet), disabled. */
export const staffListStatuses = ['active', 'invited', 'disabled'] as const;
/**
 * `GET /api/backoffice/lists/staff` (`staff.manage`): `status`, `role` (a role key), `from`/`to` the
 * day of the last login, `q` any part of the username. `min`/`max`, `bank` and `staff` are ignored.
 */
export const staffListQuery = listQuery({
  sortColumns: staffListSortColumns,
  defaultSort: 'id',
  statuses: staffListStatuses,
}).safeExtend({ role: staffRole.optional() });
export const staffListPage = listPage(staffMember, noTotals);
export type StaffListPage = z.infer<typeof staffListPage>;

/** The sessions list's sortable columns. */
export const sessionListSortColumns = ['id', 'username', 'created_at', 'last_used_at'] as const;
/**
 * `GET /api/backoffice/lists/sessions` (`staff.manage`): every staff session, working or ended.
 * `status` `working` (not revoked, expired or idle too long) or `ended`, `staff`, `from`/`to` the day
 * it was opened, `q` the start of the client address or any part of the device. `min`/`max` and
 * `bank` are ignored.
 */
export const sessionListQuery = listQuery({
  sortColumns: sessionListSortColumns,
  defaultSort: 'id',
  statuses: ['working', 'ended'],
});
export const sessionListRow = staffSession.omit({ current: true }).extend({
  /** Still working: not revoked, not expired and used within the idle time. */
  working: z.boolean(),
  revoked_at: z.string().nullable(),
  /** The session making this call. */
  current: z.boolean(),
});
export const sessionListPage = listPage(sessionListRow, noTotals);
export type SessionListPage = z.infer<typeof sessionListPage>;

/** The risk list's sortable columns. */
export const riskListSortColumns = ['id', 'raised_at', 'rule', 'cleared_at'] as const;
/**
 * `GET /api/backoffice/lists/risk` (`risk.view`): every flag, open or cleared. `status`, `rule` the
 * kind of flag, `from`/`to` the day raised, `staff` who cleared it, `q` any part of the member's phone
 * (digits) or the subject (text). `min`/`max` and `bank` are ignored.
 */
export const riskListQuery = listQuery({
  sortColumns: riskListSortColumns,
  defaultSort: 'id',
  statuses: ['open', 'cleared'],
}).safeExtend({ rule: z.enum(riskRules, invalid).optional() });
export const riskListPage = listPage(riskFlag, noTotals);
export type RiskListPage = z.infer<typeof riskListPage>;
