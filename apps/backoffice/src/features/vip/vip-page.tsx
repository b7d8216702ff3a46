import { formatBaht } from '@chaba/i18n/format';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { PageHeader, Panel } from '../../ui/page';
import { levelName, useVipLevels, type VipLevel } from './api';
import { LevelDialog } from './level-dialog';
import { VipLevelBadge } from './vip-badge';

/**
 * VIP levels (issue 31, decision 72): the ladder by rank with how each is reached and kept, its perks
 * and the members at it now (a link to the members list filtered by it); create and edit in a dialog.
 */
export function VipPage() {
  const { t } = useTranslation();
  const levels = useVipLevels();
  const [editing, setEditing] = useState<VipLevel | 'new' | null>(null);
  const columns = useLevelColumns(setEditing);
  const rows = levels.data?.data;
  return (
    <>
      <PageHeader
        title={t('vip.title')}
        subtitle={t('vip.subtitle')}
        actions={
          <Button variant="accent" data-testid="vip-new" onClick={() => setEditing('new')}>
            {t('vip.new')}
          </Button>
        }
      />
      <Panel className="overflow-hidden">
        <DataTable
          testId="vip-levels"
          columns={columns}
          rows={rows}
          rowKey={(level) => level.id}
          {...queryStatus(levels)}
          empty={t('vip.empty')}
        />
      </Panel>
      {editing !== null && (
        <LevelDialog
          level={editing === 'new' ? undefined : editing}
          nextRank={Math.min(100, Math.max(0, ...(rows ?? []).map((level) => level.rank)) + 1)}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

function useLevelColumns(edit: (level: VipLevel) => void): Column<VipLevel>[] {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'level',
        header: t('vip.level'),
        mobile: 'title',
        cell: (level) => (
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="tabular text-xs text-zinc-500">#{level.rank}</span>
            <VipLevelBadge level={level} muted={!level.active} />
            <span className="text-xs text-zinc-500">
              {[level.name_th, level.name_en, level.name_cn].filter(Boolean).join(' · ')}
            </span>
          </span>
        ),
      },
      {
        id: 'qualify',
        header: t('vip.qualify'),
        cell: (level) => (
          <span className="tabular">
            {t('vip.qualifyValue', {
              basis: t(`vip.bases.${level.basis}`),
              amount: formatBaht(level.threshold),
              days: level.window_days,
            })}
          </span>
        ),
      },
      {
        id: 'keep',
        header: t('vip.keep'),
        align: 'right',
        cell: (level) => <span className="tabular">{t('vip.keepValue', { count: level.keep_days })}</span>,
      },
      { id: 'perks', header: t('vip.perks'), cell: (level) => <Perks level={level} /> },
      {
        id: 'members',
        header: t('vip.members'),
        align: 'right',
        cell: (level) => (
          <Link
            to={`/members?vip_level=${level.id}`}
            className="tabular font-medium text-accent-700 hover:underline"
            aria-label={t('vip.membersAt', { name: levelName(level, i18n.language) })}
            data-testid="vip-level-members"
          >
            {level.members.toLocaleString('en-US')}
          </Link>
        ),
      },
      {
        id: 'status',
        header: t('vip.status'),
        cell: (level) => (
          <Badge tone={level.active ? 'success' : 'neutral'}>
            {level.active ? t('vip.on') : t('vip.off')}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: '',
        mobile: 'actions',
        align: 'right',
        cell: (level) => (
          <Button size="sm" onClick={() => edit(level)}>
            {t('vip.edit')}
          </Button>
        ),
      },
    ],
    [t, i18n.language, edit],
  );
}

/** A level's perks, one short line each; bonuses with their turnover. */
function Perks({ level }: { level: VipLevel }) {
  const { t } = useTranslation();
  const withTurnover = (text: string, turnover: number) =>
    turnover > 0 ? `${text} ${t('vip.turnoverTimes', { value: turnover })}` : text;
  const perks = [
    level.cashback_percent === null ? null : t('vip.perkCashback', { value: level.cashback_percent }),
    level.rebate_percent === null ? null : t('vip.perkRebate', { value: level.rebate_percent }),
    level.withdraw_daily_max === null
      ? null
      : t('vip.perkWithdrawMax', { amount: formatBaht(level.withdraw_daily_max) }),
    level.withdraw_daily_count === null
      ? null
      : t('vip.perkWithdrawCount', { count: level.withdraw_daily_count }),
    level.level_up_bonus > 0
      ? withTurnover(
          t('vip.perkLevelUp', { amount: formatBaht(level.level_up_bonus) }),
          level.level_up_turnover,
        )
      : null,
    level.birthday_bonus > 0
      ? withTurnover(
          t('vip.perkBirthday', { amount: formatBaht(level.birthday_bonus) }),
          level.birthday_turnover,
        )
      : null,
  ].filter((perk): perk is string => perk !== null);
  if (perks.length === 0) return <span className="text-zinc-400">{t('vip.noPerks')}</span>;
  return (
    <ul className="space-y-0.5 text-xs" data-testid="vip-level-perks">
      {perks.map((perk) => (
        <li key={perk} className="tabular">
          {perk}
        </li>
      ))}
    </ul>
  );
}
