import { staffListPage, staffListSortColumns, staffListStatuses } from '@chaba/contracts/oversight-lists';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortableColumns, useListPage } from '../../lib/list-page';
import { useCan } from '../../lib/me';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DataTable, type Column } from '../../ui/data-table';
import { FilterSelect } from '../../ui/field';
import { DateTime, Money } from '../../ui/format';
import { ListFilterBar } from '../../ui/list-filter-bar';
import { ListTools } from '../../ui/list-tools';
import { PageHeader, Panel } from '../../ui/page';
import { StatusBadge, useStatusLabel } from '../../ui/status-badge';
import { RoleOptions, useRoleLabel } from '../roles/role-options';
import { staffListPath, type StaffMember } from './api';
import { InviteDialog } from './invite-dialog';
import { StaffActionsDialog } from './staff-actions-dialog';

const noFilters = { q: '', status: '', role: '', from: '', to: '', page_size: '50' };

/**
 * The staff accounts on the staff list (issue 30, decision 69): filtered by any part of the username,
 * state, role and the day of the last login, sorted, paged, exported and saved as views; an owner
 * invites, changes roles (built-in or their own, decision 66) and the withdrawal approval and
 * adjustment limits, disables and resets second factors.
 */
export function StaffPage() {
  const { t } = useTranslation();
  const page = useListPage({ path: staffListPath, schema: staffListPage, noFilters, defaultSort: 'id.desc' });
  const canManage = useCan('staff.manage');
  const [inviting, setInviting] = useState(false);
  const [managing, setManaging] = useState<StaffMember | null>(null);
  const columns = useStaffColumns(canManage ? setManaging : undefined);
  const statusLabel = useStatusLabel();
  return (
    <>
      <PageHeader
        title={t('staff.title')}
        subtitle={t('staff.subtitle')}
        actions={
          <>
            <ListTools list="staff" path={staffListPath} query={page.query} />
            {canManage ? (
              <Button variant="primary" size="sm" onClick={() => setInviting(true)}>
                {t('staff.invite')}
              </Button>
            ) : null}
          </>
        }
      />
      <ListFilterBar
        key={JSON.stringify(page.filters)}
        filters={page.list.filters}
        onSearch={page.list.setFilters}
        statuses={staffListStatuses}
        statusLabel={(status) => (status === 'invited' ? t('staff.invited') : statusLabel(status))}
        daysLabel={t('staff.lastLogin')}
        searchLabel={t('staff.search')}
      >
        {(draft) => (
          <FilterSelect
            aria-label={t('staff.role')}
            value={draft.values.role}
            onChange={draft.set('role')}
            className="md:w-44"
          >
            <option value="">{t('staff.anyRole')}</option>
            <RoleOptions />
          </FilterSelect>
        )}
      </ListFilterBar>
      <Panel className="mt-3 overflow-hidden">
        <DataTable
          testId="staff-table"
          columns={columns}
          rows={page.answer.data?.data}
          rowKey={(member) => member.id}
          {...page.table}
          empty={t('moneyLists.noMatch')}
        />
      </Panel>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <StaffActionsDialog member={managing} onClose={() => setManaging(null)} />
    </>
  );
}

function useStaffColumns(manage?: (member: StaffMember) => void): Column<StaffMember>[] {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  return useMemo(() => {
    const columns: Column<StaffMember>[] = [
      {
        id: 'username',
        header: t('staff.username'),
        mobile: 'title',
        cell: (member) => <span className="font-medium">{member.username}</span>,
      },
      {
        id: 'role',
        header: t('staff.role'),
        cell: (member) => <Badge tone="accent">{roleLabel(member.role)}</Badge>,
      },
      {
        id: 'second_factor',
        header: t('staff.secondFactor'),
        cell: (member) =>
          member.second_factor ? (
            <Badge tone="success">{t('staff.on')}</Badge>
          ) : (
            <Badge tone="warning">{t('staff.notSetUp')}</Badge>
          ),
      },
      {
        id: 'status',
        header: t('withdrawals.status'),
        cell: (member) => (
          <span className="inline-flex flex-wrap gap-1">
            <StatusBadge status={member.disabled ? 'disabled' : 'active'} />
            {member.must_change_password ? <Badge tone="info">{t('staff.invited')}</Badge> : null}
          </span>
        ),
      },
      limitColumn('approval_limit', t('staff.approvalLimit'), t('staff.noApprovalLimit')),
      limitColumn('adjustment_limit', t('staffLimits.adjustmentLimit'), t('staffLimits.noLimit')),
      {
        id: 'last_login_at',
        header: t('staff.lastLogin'),
        className: 'whitespace-nowrap',
        cell: (member) => <DateTime value={member.last_login_at} />,
      },
      {
        id: 'created_at',
        header: t('staff.created'),
        className: 'whitespace-nowrap',
        cell: (member) => <DateTime value={member.created_at} />,
      },
    ];
    if (manage) {
      columns.push({
        id: 'actions',
        header: t('common.actions'),
        mobile: 'actions',
        align: 'right',
        cell: (member) => (
          <Button size="sm" onClick={() => manage(member)}>
            {t('staff.manage')}
          </Button>
        ),
      });
    }
    return sortableColumns(columns, staffListSortColumns);
  }, [t, manage, roleLabel]);
}

/** A staff member's own limit in baht, or "no limit" (decisions 51 and 66). */
function limitColumn(
  id: 'approval_limit' | 'adjustment_limit',
  header: string,
  none: string,
): Column<StaffMember> {
  return {
    id,
    header,
    align: 'right',
    cell: (member) =>
      member[id] === null ? <span className="text-zinc-500">{none}</span> : <Money baht={member[id]} />,
  };
}
