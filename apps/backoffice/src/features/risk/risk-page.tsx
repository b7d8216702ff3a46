import { riskRules, type RiskFlag, type RiskRule } from '@chaba/contracts/backoffice-risk';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/me';
import { useListParams } from '../../lib/list-params';
import { Button } from '../../ui/button';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { DateTime } from '../../ui/format';
import { MemberLink } from '../../ui/member-link';
import { PageHeader, Panel } from '../../ui/page';
import { ClearRiskFlagDialog, RiskFlagDetails, RiskRuleBadge } from '../../ui/risk-flags';
import { Tabs } from '../../ui/tabs';
import { useOpenRiskFlags } from './api';
import { RiskList } from './risk-list';
import { RiskRulesForm } from './risk-rules-form';

const pageSize = 50;

/**
 * The risk desk: the open flags the rules raised, by rule, newest first; staff with `risk.clear`
 * clear one with a reason. Staff with `settings.manage` set the rules on the second tab.
 */
export function RiskPage() {
  const { t } = useTranslation();
  const list = useListParams({ view: 'flags', rule: '' });
  const canEditRules = useCan('settings.manage');
  const view =
    list.filters.view === 'rules' && canEditRules ? 'rules' : list.filters.view === 'all' ? 'all' : 'flags';
  return (
    <>
      <PageHeader title={t('risk.title')} subtitle={t('risk.subtitle')} />
      <Tabs
        label={t('risk.title')}
        value={view}
        onChange={(value) => list.setFilters({ view: value })}
        options={[
          { value: 'flags', label: t('risk.open') },
          { value: 'all', label: t('risk.allFlags') },
          ...(canEditRules ? [{ value: 'rules', label: t('risk.editRules') }] : []),
        ]}
      />
      <div className="mt-3">
        {view === 'rules' ? (
          <RiskRulesForm />
        ) : view === 'all' ? (
          <RiskList />
        ) : (
          <OpenFlags
            rule={
              (riskRules as readonly string[]).includes(list.filters.rule)
                ? (list.filters.rule as RiskRule)
                : undefined
            }
            onRule={(rule) => list.setFilters({ rule: rule ?? '' })}
          />
        )}
      </div>
    </>
  );
}

function OpenFlags({
  rule,
  onRule,
}: {
  rule: RiskRule | undefined;
  onRule: (rule: RiskRule | undefined) => void;
}) {
  const { t } = useTranslation();
  const flags = useOpenRiskFlags(rule, pageSize);
  const canClear = useCan('risk.clear');
  const [clearing, setClearing] = useState<RiskFlag | null>(null);
  const columns = useFlagColumns(canClear ? setClearing : undefined);
  const counts = flags.result.data?.open_counts;
  return (
    <>
      <div
        className="flex flex-wrap gap-1.5"
        role="group"
        aria-label={t('risk.rule')}
        data-testid="risk-rule-filter"
      >
        <RuleFilter active={rule === undefined} onClick={() => onRule(undefined)}>
          {t('risk.allRules')}
        </RuleFilter>
        {riskRules.map((value) => (
          <RuleFilter key={value} active={rule === value} onClick={() => onRule(value)}>
            {t(`risk.rules.${value}`)}
            {counts ? <span className="tabular text-zinc-400">{counts[value]}</span> : null}
          </RuleFilter>
        ))}
      </div>
      <Panel className="mt-3 overflow-hidden">
        <DataTable
          testId="risk-flags-table"
          columns={columns}
          rows={flags.rows}
          rowKey={(flag) => flag.id}
          page={flags.page}
          onPageChange={flags.onPageChange}
          empty={t('risk.noFlags')}
          {...queryStatus(flags.result)}
        />
      </Panel>
      <ClearRiskFlagDialog flag={clearing} onClose={() => setClearing(null)} />
    </>
  );
}

function RuleFilter({
  active,
  onClick,
  children,
}: {
  active: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={`inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-xs font-medium ring-1 ring-inset transition-colors ${
        active
          ? 'bg-zinc-900 text-white ring-zinc-900'
          : 'bg-white text-zinc-700 ring-zinc-200 hover:bg-zinc-50'
      }`}
    >
      {children}
    </button>
  );
}

function useFlagColumns(clear: ((flag: RiskFlag) => void) | undefined): Column<RiskFlag>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'member',
        header: t('risk.member'),
        mobile: 'title',
        cell: (flag) => (
          <MemberLink
            id={flag.member_id}
            name={flag.member_name}
            phone={flag.member_phone}
            detail={flag.member_phone}
          />
        ),
      },
      { id: 'rule', header: t('risk.rule'), cell: (flag) => <RiskRuleBadge rule={flag.rule} /> },
      {
        id: 'details',
        header: t('risk.details'),
        className: 'max-w-md',
        cell: (flag) => <RiskFlagDetails flag={flag} />,
      },
      { id: 'raised_at', header: t('risk.raisedAt'), cell: (flag) => <DateTime value={flag.raised_at} /> },
      ...(clear
        ? [
            {
              id: 'actions',
              header: t('risk.clear'),
              mobile: 'actions' as const,
              align: 'right' as const,
              cell: (flag: RiskFlag) => (
                <Button size="sm" onClick={() => clear(flag)}>
                  {t('risk.clear')}
                </Button>
              ),
            },
          ]
        : []),
    ],
    [t, clear],
  );
}
