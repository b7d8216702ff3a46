import type { ReportFigures } from '@chaba/contracts/backoffice-reports';
import { useTranslation } from 'react-i18next';
import { Money } from '../../ui/format';

/** The daily report's totals over the range, above its rows. */
export function DailyTotals({ total }: { total: unknown }) {
  const { t } = useTranslation();
  const figures = total as ReportFigures;
  const items: [string, number][] = [
    ['deposits', figures.deposits.amount],
    ['withdrawals', figures.withdrawals.amount],
    ['netCash', figures.net_cash],
    ['bets', figures.bets.amount],
    ['wins', figures.wins],
    ['ggr', figures.ggr],
    ['bonus', figures.bonus],
    ['referral', figures.referral],
    ['cashback', figures.cashback],
    ['rebate', figures.rebate],
    ['commission', figures.commission],
    ['staffBonus', figures.staff_bonus],
    ['coupons', figures.coupons],
    ['wheel', figures.wheel],
    ['checkin', figures.checkin],
    ['adjustments', figures.adjustments],
    ['vipLevelUp', figures.vip_level_up],
    ['vipBirthday', figures.vip_birthday],
    ['ngr', figures.ngr],
  ];
  return (
    <dl
      className="mt-3 grid grid-cols-3 gap-x-4 gap-y-2 rounded-lg border border-zinc-200 bg-white px-4 py-3 text-[13px] md:grid-cols-5 xl:grid-cols-8"
      data-testid="report-totals"
    >
      {items.map(([key, value]) => (
        <div key={key} className="min-w-0">
          <dt className="truncate text-[11px] text-zinc-500">
            {t('reports.total')} · {t(`reports.columns.${key}` as 'reports.columns.day')}
          </dt>
          <dd className="font-medium">
            <Money baht={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
