import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/me';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { DateTime, Money } from '../../ui/format';
import { Detail, EmptyState, Panel } from '../../ui/page';
import type { MemberDetail } from './api';
import { bonusName, CancelBonusDialog, ChangeTurnoverDialog, GrantBonusDialog } from './bonus-dialogs';
import { useMemberBonuses, type ActiveBonus, type MemberBonuses } from './bonuses-api';

type Bonus = MemberBonuses['data'][number];

/**
 * The member's bonuses (decision 59): the active one with its turnover and what cancelling it would
 * take back now, the actions the role allows (grant, cancel, change the turnover), and every bonus of
 * any source with who granted it and why.
 */
export function MemberBonuses({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const id = member.profile.id;
  const bonuses = useMemberBonuses(id);
  const canManage = useCan('bonuses.manage');
  const [granting, setGranting] = useState(false);
  const columns = useBonusColumns();
  const active = bonuses.data?.active ?? null;
  return (
    <div className="space-y-4" data-testid="member-bonuses">
      <Panel
        title={t('bonuses.active')}
        actions={
          canManage ? (
            <Button size="sm" variant="accent" onClick={() => setGranting(true)}>
              {t('bonuses.grant')}
            </Button>
          ) : null
        }
      >
        {active ? (
          <ActiveBonusPanel memberId={id} active={active} canManage={canManage} />
        ) : (
          <EmptyState>{t('bonuses.noActive')}</EmptyState>
        )}
      </Panel>
      <Panel title={t('bonuses.history')} className="overflow-hidden">
        <DataTable
          testId="bonus-history"
          columns={columns}
          rows={bonuses.data?.data}
          rowKey={(bonus) => bonus.id}
          {...queryStatus(bonuses)}
          empty={t('bonuses.empty')}
        />
      </Panel>
      <GrantBonusDialog
        open={granting}
        member={member}
        secondApprovalAbove={bonuses.data?.second_approval_above ?? null}
        onClose={() => setGranting(false)}
      />
    </div>
  );
}

function ActiveBonusPanel({
  memberId,
  active,
  canManage,
}: {
  memberId: number;
  active: ActiveBonus;
  canManage: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<'cancel' | 'turnover' | null>(null);
  return (
    <div className="p-4" data-testid="active-bonus">
      <p className="mb-3 font-medium">
        {bonusName(active.names, i18n.language)} <Badge>{t(`bonuses.sources.${active.source}`)}</Badge>
      </p>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Detail label={t('bonuses.amount')}>
          <Money baht={active.bonus} />
        </Detail>
        <Detail label={t('bonuses.turnover')}>
          <span className="tabular">
            {t('bonuses.progress', {
              done: active.turnover_progress.toLocaleString('th-TH'),
              required: active.turnover_required.toLocaleString('th-TH'),
            })}
          </span>
        </Detail>
        <Detail label={t('bonuses.credit')}>
          <Money baht={active.credit} />
        </Detail>
        <Detail label={t('bonuses.forfeit')}>
          <span data-testid="bonus-forfeit">
            <Money baht={active.forfeit} className="text-red-700" />
          </span>
        </Detail>
      </dl>
      {canManage ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setOpen('turnover')}>
            {t('bonuses.changeTurnover')}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setOpen('cancel')}>
            {t('bonuses.cancel')}
          </Button>
        </div>
      ) : null}
      <CancelBonusDialog
        memberId={memberId}
        active={active}
        open={open === 'cancel'}
        onClose={() => setOpen(null)}
      />
      <ChangeTurnoverDialog
        key={active.id}
        memberId={memberId}
        active={active}
        open={open === 'turnover'}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}

function useBonusColumns(): Column<Bonus>[] {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('bonuses.name'),
        mobile: 'title',
        cell: (bonus) => {
          const name = bonusName(bonus.names, i18n.language);
          const source = t(`bonuses.sources.${bonus.source}`);
          const detail = [name === source ? null : source, bonus.coupon_code].filter(Boolean).join(' · ');
          return (
            <span>
              <span className="font-medium">{name}</span>
              {detail ? <span className="block text-xs text-zinc-500">{detail}</span> : null}
            </span>
          );
        },
      },
      {
        id: 'bonus',
        header: t('bonuses.amount'),
        align: 'right',
        cell: (bonus) => <Money baht={bonus.bonus} className="font-semibold" />,
      },
      {
        id: 'turnover',
        header: t('bonuses.turnoverRequired'),
        align: 'right',
        cell: (bonus) => <Money baht={bonus.turnover_required} />,
      },
      {
        id: 'status',
        header: t('bonuses.status'),
        cell: (bonus) => (
          <Badge tone={bonus.status === 'active' ? 'info' : 'neutral'}>
            {t(`bonuses.statuses.${bonus.status}`)}
          </Badge>
        ),
      },
      {
        id: 'granted',
        header: t('bonuses.grantedBy'),
        cell: (bonus) =>
          bonus.granted_by ? (
            <span>
              {bonus.granted_by}
              {bonus.approved_by ? ` · ${bonus.approved_by}` : ''}
              {bonus.reason ? <span className="block text-xs text-zinc-500">{bonus.reason}</span> : null}
            </span>
          ) : (
            '-'
          ),
      },
      {
        id: 'started',
        header: t('bonuses.started'),
        cell: (bonus) => <DateTime value={bonus.started_at} />,
      },
    ],
    [t, i18n.language],
  );
}
