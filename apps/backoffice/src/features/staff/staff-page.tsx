import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/me';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { DateTime, Money } from '../../ui/format';
import { PageHeader, Panel } from '../../ui/page';
import { StatusBadge } from '../../ui/status-badge';
import { useRoleLabel } from '../roles/role-options';
import { useStaffList, type StaffMember } from './api';
import { InviteDialog } from './invite-dialog';
import { StaffActionsDialog } from './staff-actions-dialog';

/**
 * The staff accounts; an owner invites, changes roles (built-in or their own, decision 66) and the
 * withdrawal approval and adjustment limits, disables and resets second factors.
 */
export function StaffPage() {
  const { t } = useTranslation();
  const query = useStaffList();
  const canManage = useCan('staff.manage');
  const [inviting, setInviting] = useState(false);
  const [managing, setManaging] = useState<StaffMember | null>(null);
  const columns = useStaffColumns(canManage ? setManaging : undefined);
  return (
    <>
      <PageHeader
        title={t('staff.title')}
        subtitle={t('staff.subtitle')}
        actions={
          canManage ? (
            <Button variant="primary" size="sm" onClick={() => setInviting(true)}>
              {t('staff.invite')}
            </Button>
          ) : null
        }
      />
      <Panel className="overflow-hidden">
        <DataTable
          testId="staff-table"
          columns={columns}
          rows={query.data?.data}
          rowKey={(member) => member.id}
          {...queryStatus(query)}
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
        cell: (member) => <DateTime value={member.last_login_at} />,
      },
      {
        id: 'created_at',
        header: t('staff.created'),
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
    return columns;
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
