import { satangToBahtNumber } from '@chaba/contracts/money';
import type { listAuditLog } from '@chaba/core/backoffice/list-audit-log';
import type { listStaff } from '@chaba/core/backoffice/list-staff';
import type { listRoles } from '@chaba/core/backoffice/staff-roles';
import type { StaffPermission } from '@chaba/contracts/staff-permissions';
import type { listStaffSessions } from '@chaba/core/backoffice/staff-sessions';
import type { AuditChainState } from '@chaba/core/backoffice/verify-audit-chain';

/* The staff API's answers about staff: accounts, sessions, logins, audit records. */

type AuditPage = Awaited<ReturnType<typeof listAuditLog>>;
type AuditRow = AuditPage['records'][number];

export function presentStaffMember(row: Awaited<ReturnType<typeof listStaff>>[number]) {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    must_change_password: row.mustChangePassword,
    second_factor: row.secondFactorConfirmedAt !== null,
    disabled: row.disabledAt !== null,
    approval_limit: row.approvalLimitSatang === null ? null : satangToBahtNumber(row.approvalLimitSatang),
    adjustment_limit:
      row.adjustmentLimitSatang === null ? null : satangToBahtNumber(row.adjustmentLimitSatang),
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : null,
  };
}

/** A role as the roles page shows it (decision 66). */
export function presentStaffRole(row: Awaited<ReturnType<typeof listRoles>>[number]) {
  return {
    key: row.key,
    name_th: row.nameTh,
    name_en: row.nameEn,
    permissions: row.permissions as StaffPermission[],
    built_in: row.builtIn,
    staff_count: row.staffCount,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentStaffSession(
  row: Awaited<ReturnType<typeof listStaffSessions>>[number],
  currentTokenId: number,
) {
  return {
    id: row.id,
    staff_id: row.staffId,
    username: row.username,
    client_address: row.clientAddress,
    user_agent: row.userAgent,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    current: row.id === currentTokenId,
  };
}

function textDetail(details: unknown, key: string): string | null {
  const value = (details as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : null;
}

/** A page of login records (audit records of `staff.login` and `staff.login_failed`). */
export function presentLoginPage(page: AuditPage) {
  return {
    data: page.records.map((row) => ({
      id: row.id,
      staff_id: row.staffId,
      username: row.username ?? textDetail(row.details, 'username'),
      succeeded: row.action === 'staff.login',
      reason: textDetail(row.details, 'reason'),
      client_address: row.clientAddress,
      user_agent: textDetail(row.details, 'user_agent'),
      created_at: row.createdAt.toISOString(),
    })),
    next_cursor: page.nextCursor,
    total: page.total,
  };
}

export function presentAuditRecord(row: AuditRow) {
  return {
    id: row.id,
    staff_id: row.staffId,
    username: row.username,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    client_address: row.clientAddress,
    details: (row.details ?? {}) as Record<string, unknown>,
    before: (row.before ?? null) as Record<string, unknown> | null,
    after: (row.after ?? null) as Record<string, unknown> | null,
    hash: row.hash,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentAuditPage(page: AuditPage) {
  return { data: page.records.map(presentAuditRecord), next_cursor: page.nextCursor, total: page.total };
}

export function presentAuditChainState(state: AuditChainState) {
  return {
    data: {
      intact: state.intact,
      checked: state.checked,
      unchained: state.unchained,
      last_id: state.intact ? state.lastId : null,
      last_hash: state.intact ? state.lastHash : null,
      broken_id: state.intact ? null : state.brokenId,
      reason: state.intact ? null : state.reason,
    },
  };
}
