import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatBaht, formatDateTime } from '@chaba/i18n/format';
import { levelLists, weekEndInstant, type ReferralFriend, type ReferralInfo } from '../api/referral-api';

type TableKey = 'direct' | 'level1' | 'level2' | 'level3';
const tableKeys: TableKey[] = ['direct', 'level1', 'level2', 'level3'];

/**
 * The friend tables of spec §2.4 (date, friend, credit received): the member's direct referrals, and
 * what each level earned in the summary week of the searched date. One table shows at a time.
 */
export function FriendTables({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation();
  const baseId = useId();
  const [selected, setSelected] = useState<TableKey>('direct');
  const [level1, level2, level3] = levelLists(info);
  const rows: Record<TableKey, ReferralFriend[]> = {
    direct: info.customer_referrals,
    level1,
    level2,
    level3,
  };
  const label = (key: TableKey) =>
    key === 'direct'
      ? t('bonus.referral.direct')
      : t('bonus.referral.levelTable', { level: Number(key.slice(-1)) });

  return (
    <div className="mt-4">
      <div
        role="tablist"
        aria-label={t('bonus.referral.tablesLabel')}
        className="grid grid-cols-4 gap-1 rounded-xl bg-ink-950/70 p-1"
      >
        {tableKeys.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${baseId}-${key}`}
            aria-selected={selected === key}
            aria-controls={`${baseId}-table`}
            data-testid={`referral-table-tab-${key}`}
            onClick={() => setSelected(key)}
            className={`rounded-lg px-1 py-1.5 text-[0.7rem] leading-tight font-semibold transition sm:text-xs ${
              selected === key ? 'bg-ink-700 text-gold-200 shadow' : 'text-ink-400 hover:text-white'
            }`}
          >
            {label(key)}
            <span className="ml-1 text-ink-500 tabular-nums">({rows[key].length})</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-table`} aria-labelledby={`${baseId}-${selected}`}>
        {selected !== 'direct' ? (
          <p className="mt-2 text-xs text-ink-500">
            {t('bonus.referral.weekEnd', { time: formatDateTime(weekEndInstant(info.week_end)) })}
          </p>
        ) : null}
        <FriendTable friends={rows[selected]} testId={`referral-table-${selected}`} />
      </div>
    </div>
  );
}

function FriendTable({ friends, testId }: { friends: ReferralFriend[]; testId: string }) {
  const { t } = useTranslation();
  if (friends.length === 0) {
    return (
      <p
        data-testid={testId}
        className="mt-2 rounded-xl border border-dashed border-white/10 py-6 text-center text-sm text-ink-400"
      >
        {t('bonus.referral.noItems')}
      </p>
    );
  }
  return (
    <div className="mt-2 overflow-x-auto">
      <table data-testid={testId} className="w-full text-left text-sm">
        <thead className="text-xs text-ink-400">
          <tr>
            <th className="py-2 pr-2 font-medium">{t('bonus.referral.columns.date')}</th>
            <th className="py-2 pr-2 font-medium">{t('bonus.referral.columns.friend')}</th>
            <th className="py-2 text-right font-medium">{t('bonus.referral.columns.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {friends.map((friend, index) => (
            <tr key={`${friend.username}-${friend.start_at}-${index}`} className="border-t border-white/5">
              <td className="py-2 pr-2 text-xs whitespace-nowrap text-ink-300 tabular-nums">
                {formatDateTime(friend.start_at)}
              </td>
              <td className="py-2 pr-2 break-all text-white">{friend.username}</td>
              <td className="py-2 text-right font-semibold whitespace-nowrap text-gold-200 tabular-nums">
                {formatBaht(friend.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
