import { memberDownlineResponse, type MemberDownlineResponse } from '@chaba/contracts/backoffice-members';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCursorList } from '../../lib/cursor-list';
import { useListParams } from '../../lib/list-params';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { MemberLink } from '../../ui/member-link';
import { DateTime } from '../../ui/format';
import { EmptyState, Panel } from '../../ui/page';
import { Tabs } from '../../ui/tabs';
import { memberPath, type MemberDetail } from './api';

type Friend = MemberDownlineResponse['data'][number];

/** Who referred the member (up to three levels), and the friends they referred, level by level. */
export function ReferralTree({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const { upline, downline_counts: counts } = member.referral;
  const list = useListParams({ level: '1' });
  const level = ['1', '2', '3'].includes(list.filters.level) ? list.filters.level : '1';
  const downline = useCursorList(`${memberPath(member.profile.id)}/downline`, memberDownlineResponse, {
    query: { level },
  });
  const columns = useFriendColumns();
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_2fr]">
      <Panel title={t('members.upline')}>
        {upline.length === 0 ? (
          <EmptyState>{t('members.noUpline')}</EmptyState>
        ) : (
          <ol className="divide-y divide-zinc-100">
            {upline.map((referrer) => (
              <li key={referrer.id} className="flex items-center gap-2 px-4 py-2.5">
                <span className="text-xs text-zinc-500">{t('members.level', { level: referrer.level })}</span>
                <MemberLink id={referrer.id} name={referrer.name} phone={referrer.phone} />
              </li>
            ))}
          </ol>
        )}
      </Panel>
      <Panel title={t('members.downline')} className="overflow-hidden">
        <div className="border-b border-zinc-200 px-4 pt-1">
          <Tabs
            label={t('members.downline')}
            value={level}
            onChange={(value) => list.setFilters({ level: value })}
            options={(['1', '2', '3'] as const).map((value) => ({
              value,
              label: t('members.level', { level: value }),
              count: counts[`level${value}`],
            }))}
          />
        </div>
        <DataTable
          testId="downline-table"
          columns={columns}
          rows={downline.rows}
          rowKey={(friend) => friend.id}
          page={downline.page}
          onPageChange={downline.onPageChange}
          {...queryStatus(downline.result)}
        />
      </Panel>
    </div>
  );
}

function useFriendColumns(): Column<Friend>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'member',
        header: t('members.member'),
        mobile: 'title',
        cell: (friend) => <MemberLink id={friend.id} name={friend.name} phone={friend.phone} />,
      },
      { id: 'phone', header: t('members.phone'), cell: (friend) => friend.phone },
      {
        id: 'created_at',
        header: t('members.joined'),
        cell: (friend) => <DateTime value={friend.created_at} />,
      },
    ],
    [t],
  );
}
