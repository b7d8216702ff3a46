import type { MemberListResponse } from '@chaba/contracts/backoffice-members';
import type { SavedView, SavedViewList } from '@chaba/contracts/list-query';
import type { SavedViewRow } from '@chaba/core/lists/saved-views';
import type { MemberListRow } from '@chaba/core/members/list-members';
import { presentMemberSummary } from './backoffice-members';

const baht = (satang: string) => Number(satang) / 100;

/** A row of the members list: the search's summary and the member's money and last login. */
export function presentMemberListRow(row: MemberListRow): MemberListResponse['data'][number] {
  return {
    ...presentMemberSummary(row),
    balance: baht(row.balanceSatang),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    deposit_total: baht(row.depositSatang),
    withdrawal_total: baht(row.withdrawalSatang),
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
