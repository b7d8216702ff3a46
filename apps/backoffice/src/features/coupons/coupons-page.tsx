import { formatBaht } from '@chaba/i18n/format';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { Dialog } from '../../ui/dialog';
import { DateTime, Money } from '../../ui/format';
import { MemberLink } from '../../ui/member-link';
import { PageHeader, Panel } from '../../ui/page';
import { VipLevelsList } from '../vip/vip-levels-field';
import { useCouponRedemptions, useCoupons, type Coupon } from './api';
import { CouponDialog } from './coupon-dialog';

/** Today's Bangkok date (UTC+7 all year), the new coupon's first day. */
const bangkokToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

/** Coupon codes (decision 59): the list with uses so far, create and edit, each one's redemptions. */
export function CouponsPage() {
  const { t } = useTranslation();
  const coupons = useCoupons();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [redemptionsOf, setRedemptionsOf] = useState<Coupon | null>(null);
  const columns = useCouponColumns(setEditing, setRedemptionsOf);
  return (
    <>
      <PageHeader
        title={t('coupons.title')}
        subtitle={t('coupons.subtitle')}
        actions={
          <Button variant="accent" onClick={() => setEditing('new')}>
            {t('coupons.create')}
          </Button>
        }
      />
      <Panel className="overflow-hidden">
        <DataTable
          testId="coupons-table"
          columns={columns}
          rows={coupons.data?.data}
          rowKey={(coupon) => coupon.id}
          {...queryStatus(coupons)}
          empty={t('coupons.empty')}
        />
      </Panel>
      {editing ? (
        <CouponDialog
          open
          coupon={editing === 'new' ? null : editing}
          today={bangkokToday()}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <RedemptionsDialog coupon={redemptionsOf} onClose={() => setRedemptionsOf(null)} />
    </>
  );
}

function useCouponColumns(
  edit: (coupon: Coupon) => void,
  showRedemptions: (coupon: Coupon) => void,
): Column<Coupon>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'code',
        header: t('coupons.code'),
        mobile: 'title',
        cell: (coupon) => (
          <span>
            <span className="font-mono font-semibold">{coupon.code}</span>
            <span className="block text-xs text-zinc-500">{coupon.names.th}</span>
          </span>
        ),
      },
      {
        id: 'bonus',
        header: t('coupons.bonusKind'),
        cell: (coupon) =>
          coupon.bonus_kind === 'fixed' ? (
            <Money baht={coupon.amount} className="font-semibold" />
          ) : (
            <span className="tabular">
              {coupon.percent}% ≤ {formatBaht(coupon.max)}
            </span>
          ),
      },
      {
        id: 'uses',
        header: t('coupons.uses'),
        align: 'right',
        cell: (coupon) => (
          <span className="tabular" data-testid="coupon-uses">
            {coupon.uses} / {coupon.total_uses ?? t('coupons.unlimited')}
          </span>
        ),
      },
      {
        id: 'dates',
        header: t('coupons.dates'),
        cell: (coupon) => (
          <span className="tabular whitespace-nowrap">
            {coupon.start_date} – {coupon.end_date}
          </span>
        ),
      },
      { id: 'vip', header: t('vip.levelFilter'), cell: (c) => <VipLevelsList ids={c.vip_level_ids} /> },
      {
        id: 'status',
        header: t('bonuses.status'),
        cell: (coupon) => (
          <Badge tone={coupon.enabled ? 'success' : 'neutral'}>
            {coupon.enabled ? t('coupons.enabled') : t('coupons.disabled')}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: '',
        mobile: 'actions',
        align: 'right',
        cell: (coupon) => (
          <span className="flex justify-end gap-2">
            <Button size="sm" onClick={() => showRedemptions(coupon)}>
              {t('coupons.redemptions')}
            </Button>
            <Button size="sm" onClick={() => edit(coupon)}>
              {t('coupons.edit')}
            </Button>
          </span>
        ),
      },
    ],
    [t, edit, showRedemptions],
  );
}

function RedemptionsDialog({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const { t } = useTranslation();
  const redemptions = useCouponRedemptions(coupon?.id ?? null);
  return (
    <Dialog
      open={coupon !== null}
      onClose={onClose}
      title={`${t('coupons.redemptions')} ${coupon?.code ?? ''}`}
    >
      <DataTable
        testId="coupon-redemptions"
        columns={[
          {
            id: 'member',
            header: t('coupons.member'),
            mobile: 'title',
            cell: (row) => <MemberLink id={row.member_id} name={null} phone={row.member_phone} />,
          },
          {
            id: 'amount',
            header: t('coupons.amount'),
            align: 'right',
            cell: (row) => <Money baht={row.amount} />,
          },
          {
            id: 'deposit',
            header: t('coupons.deposit'),
            align: 'right',
            cell: (row) => <Money baht={row.deposit} />,
          },
          { id: 'at', header: t('bonuses.started'), cell: (row) => <DateTime value={row.created_at} /> },
        ]}
        rows={redemptions.data?.data}
        rowKey={(row) => row.id}
        {...queryStatus(redemptions)}
        empty={t('coupons.noRedemptions')}
      />
    </Dialog>
  );
}
