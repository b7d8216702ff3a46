import type { MemberListResponse } from '@chaba/contracts/backoffice-members';
import type { WithdrawalListResponse } from '@chaba/contracts/backoffice-money';
import { satangToBahtNumber } from '@chaba/contracts/money';
import type { SavedView, SavedViewList } from '@chaba/contracts/list-query';
import type { SavedViewRow } from '@chaba/core/lists/saved-views';
import type { MemberListRow } from '@chaba/core/members/list-members';
import type { WithdrawalListRow } from '@chaba/core/withdrawals/withdrawal-list';
import { presentMemberSummary } from './backoffice-members';

const baht = (satang: string) => Number(satang) / 100;

/** A row of the members list: the search's summary, the member's money, last login and VIP level. */
export function presentMemberListRow(row: MemberListRow): MemberListResponse['data'][number] {
  return {
    ...presentMemberSummary(row),
    balance: baht(row.balanceSatang),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    deposit_total: baht(row.depositSatang),
    withdrawal_total: baht(row.withdrawalSatang),
    vip_level_id: row.vipLevel === null ? null : Number(row.vipLevel.id),
    vip_level_name_th: row.vipLevel?.names.th ?? null,
    vip_level_name_en: row.vipLevel?.names.en ?? null,
    vip_level_badge: row.vipLevel?.badge ?? null,
  };
}

export function presentSavedView(row: SavedViewRow): SavedView {
  return {
    id: row.id,
    list: row.list as SavedViewList,
    name: row.name,
    query: row.query as Record<string, string>,
    created_at: row.createdAt.toISOString(),
  };
}

/** A row of the withdrawals list. */
export function presentWithdrawalListRow(row: WithdrawalListRow): WithdrawalListResponse['data'][number] {
  return {
    id: row.id,
    ref: row.ref,
    status: row.status,
    amount: satangToBahtNumber(row.amountSatang),
    member_id: row.memberId,
    member_phone: row.memberPhone,
    member_name: row.memberName,
    bank: row.bank,
    account_number: row.accountNumber,
    bank_ref: row.bankRef,
    first_approved_by_staff_id: row.firstApprovedByStaffId,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}
