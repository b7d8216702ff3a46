import {
  memberNotesResponse,
  memberOverviewResponse,
  type MemberOverviewResponse,
} from '@chaba/contracts/backoffice-members';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../lib/api';
import { useCursorList } from '../../lib/cursor-list';
import { Badge } from '../../ui/badge';
import { DateTime, Device, Money } from '../../ui/format';
import { MemberLink } from '../../ui/member-link';
import { EmptyState, ErrorState, LoadingState, Panel } from '../../ui/page';
import { memberPath, type MemberDetail } from './api';
import { useMemberProtection } from './protection-api';
import { TurnoverBar } from './turnover-bar';

type Overview = MemberOverviewResponse['data'];

function useMemberOverview(memberId: number) {
  const path = `${memberPath(memberId)}/overview`;
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => callApi(path, { schema: memberOverviewResponse, signal }),
    select: (answer) => answer.data,
  });
}

/**
 * The player view (issue 30, decision 65): the member's lifetime money from the ledger, balance and
 * turnover in one band; linked accounts, player protection, last logins and latest notes below.
 */
export function MemberOverview({ member }: { member: MemberDetail }) {
  const overview = useMemberOverview(member.profile.id);
  if (overview.isLoading) return <LoadingState />;
  if (!overview.data) return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  return (
    <div className="space-y-4" data-testid="member-overview">
      <SummaryBand member={member} overview={overview.data} />
      <div className="grid gap-4 lg:grid-cols-3">
        <LinkedAccounts linked={overview.data.linked} />
        <div className="space-y-4">
          <ProtectionSummary memberId={member.profile.id} />
          <CostBreakdown costs={overview.data.figures.costs} />
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <LastLogins logins={overview.data.logins} memberId={member.profile.id} />
        <LatestNotes memberId={member.profile.id} />
      </div>
    </div>
  );
}

function SummaryBand({ member, overview }: { member: MemberDetail; overview: Overview }) {
  const { t } = useTranslation();
  const { figures } = overview;
  const { promotion } = member;
  return (
    <section aria-label={t('player.lifetime')}>
      <h2 className="mb-2 text-[13px] font-semibold text-zinc-800">{t('player.lifetime')}</h2>
      <dl
        className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-zinc-200 bg-zinc-200 shadow-xs sm:grid-cols-3 xl:grid-cols-6"
        data-testid="member-summary"
      >
        <Figure label={t('player.deposits')} baht={figures.deposits.amount} testId="summary-deposits">
          {t('player.times', { count: figures.deposits.count })}
        </Figure>
        <Figure
          label={t('player.withdrawals')}
          baht={figures.withdrawals.amount}
          testId="summary-withdrawals"
        >
          {t('player.times', { count: figures.withdrawals.count })}
        </Figure>
        <Figure label={t('player.netCash')} baht={figures.net_cash} testId="summary-net" />
        <Figure label={t('player.bonusCost')} baht={figures.cost} testId="summary-cost" />
        <Figure label={t('player.ggr')} baht={figures.ggr} testId="summary-ggr">
          {t('player.ggrHint')} ·{' '}
          <span className="whitespace-nowrap">
            {t('player.ngr')} <Money baht={figures.ngr} />
          </span>
        </Figure>
        <Figure label={t('player.balance')} baht={member.balances?.wallet ?? null} testId="summary-balance">
          {promotion ? (
            <span className="block space-y-1">
              <span className="block truncate" title={promotion.name}>
                {t('player.turnover')}: {promotion.name}
              </span>
              <TurnoverBar done={promotion.turnover_done} required={promotion.turnover_required} />
            </span>
          ) : (
            t('player.noTurnover')
          )}
        </Figure>
      </dl>
    </section>
  );
}

function Figure({
  label,
  baht,
  testId,
  children,
}: {
  label: string;
  /** null: not the reader's to see (the balances need `members.history`). */
  baht: number | null;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div className="min-w-0 bg-white px-4 py-3">
      <dt className="text-xs text-zinc-500">{label}</dt>
      <dd className="text-lg font-semibold" data-testid={testId}>
        {baht === null ? '—' : <Money baht={baht} />}
      </dd>
      {children ? <dd className="mt-0.5 text-xs text-zinc-500">{children}</dd> : null}
    </div>
  );
}

type Link = Overview['linked'][number];

/** The linked members, one row each with every reason they are linked (in the server's order). */
function byMember(linked: Link[]): { member: Link; reasons: Link[] }[] {
  const rows = new Map<number, { member: Link; reasons: Link[] }>();
  for (const link of linked) {
    const row = rows.get(link.member_id) ?? { member: link, reasons: [] };
    row.reasons.push(link);
    rows.set(link.member_id, row);
  }
  return [...rows.values()];
}

function LinkedAccounts({ linked }: { linked: Link[] }) {
  const { t } = useTranslation();
  return (
    <Panel
      title={t('player.linked')}
      actions={<span className="text-xs text-zinc-500">{t('player.linkedHint')}</span>}
      className="lg:col-span-2"
    >
      {linked.length === 0 ? (
        <EmptyState>{t('player.noLinked')}</EmptyState>
      ) : (
        <ul className="divide-y divide-zinc-100" data-testid="linked-accounts">
          {byMember(linked).map(({ member, reasons }) => (
            <li
              key={member.member_id}
              className="grid gap-1 px-4 py-2.5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] sm:gap-4"
            >
              <MemberLink
                id={member.member_id}
                name={member.name}
                phone={member.phone}
                detail={
                  <>
                    {member.phone}
                    {member.username ? ` · ${member.username}` : ''}
                  </>
                }
              />
              <span className="min-w-0 space-y-1">
                {reasons.map((link) => (
                  <span key={link.kind} className="block">
                    <Badge
                      tone={link.kind === 'referrer' || link.kind === 'referred' ? 'neutral' : 'warning'}
                    >
                      {t(`player.links.${link.kind}`, { level: link.value })}
                    </Badge>{' '}
                    <LinkValue kind={link.kind} value={link.value} />
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** What the two members share, as staff read it. */
function LinkValue({ kind, value }: { kind: Link['kind']; value: string }) {
  if (kind === 'referrer' || kind === 'referred') return null;
  if (kind === 'device') return <Device userAgent={value} />;
  return <span className="font-mono text-xs break-all text-zinc-600">{value}</span>;
}

function ProtectionSummary({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const protection = useMemberProtection(memberId);
  const data = protection.data;
  const status = data?.status;
  const limits = data ? Object.values(data.limits).filter((limit) => limit.amount !== null).length : 0;
  return (
    <Panel title={t('player.protection')} actions={<TabLink tab="protection">{t('player.seeAll')}</TabLink>}>
      <div className="space-y-1.5 px-4 py-3" data-testid="overview-protection">
        {!data ? (
          protection.isLoading ? (
            <LoadingState />
          ) : (
            <span className="text-zinc-500">{t('protection.notAvailable')}</span>
          )
        ) : status?.closed_at || status?.self_excluded_until || status?.time_out_until ? (
          <span className="flex flex-wrap gap-1.5">
            {status.closed_at ? <Restriction label={t('protection.closed')} at={status.closed_at} /> : null}
            {status.self_excluded_until ? (
              <Restriction label={t('protection.selfExcluded')} at={status.self_excluded_until} />
            ) : null}
            {status.time_out_until ? (
              <Restriction label={t('protection.timedOut')} at={status.time_out_until} />
            ) : null}
          </span>
        ) : (
          <p>{t('player.noRestriction')}</p>
        )}
        {data ? (
          <p className="text-xs text-zinc-500">
            {limits > 0 ? t('player.limitsSet', { count: limits }) : t('player.noLimits')}
          </p>
        ) : null}
      </div>
    </Panel>
  );
}

function Restriction({ label, at }: { label: string; at: string }) {
  return (
    <Badge tone="danger">
      {label} <DateTime value={at} />
    </Badge>
  );
}

function CostBreakdown({ costs }: { costs: Overview['figures']['costs'] }) {
  const { t } = useTranslation();
  const entries = (Object.keys(costs) as (keyof typeof costs)[]).filter((key) => costs[key] !== 0);
  return (
    <Panel title={t('player.bonusCost')}>
      <p className="px-4 pt-2.5 text-xs text-zinc-500">{t('player.bonusCostHint')}</p>
      {entries.length === 0 ? (
        <p className="px-4 py-2.5 text-zinc-500">{t('player.noCost')}</p>
      ) : (
        <dl className="divide-y divide-zinc-100" data-testid="overview-costs">
          {entries.map((key) => (
            <div key={key} className="flex items-baseline justify-between gap-3 px-4 py-2">
              <dt className="text-zinc-600">{t(`player.costs.${key}`)}</dt>
              <dd>
                <Money baht={costs[key]} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}

function LastLogins({ logins, memberId }: { logins: Overview['logins']; memberId: number }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('player.lastLogins')} actions={<TabLink tab="logins">{t('player.seeAll')}</TabLink>}>
      {logins.length === 0 ? (
        <EmptyState>{t('player.noLogins')}</EmptyState>
      ) : (
        <ul className="divide-y divide-zinc-100" data-testid={`overview-logins-${memberId}`}>
          {logins.map((login) => (
            <li key={login.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-0.5 px-4 py-2">
              <span className="w-36 shrink-0 text-xs">
                <DateTime value={login.created_at} />
              </span>
              <span className="font-mono text-xs break-all">{login.client_address ?? '-'}</span>
              <Device userAgent={login.user_agent} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function LatestNotes({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const notes = useCursorList(`${memberPath(memberId)}/notes`, memberNotesResponse, { pageSize: 3 });
  return (
    <Panel title={t('player.notes')} actions={<TabLink tab="notes">{t('player.allNotes')}</TabLink>}>
      {notes.rows?.length ? (
        <ul className="divide-y divide-zinc-100">
          {notes.rows.map((note) => (
            <li key={note.id} className="px-4 py-2.5">
              <p className="line-clamp-3 whitespace-pre-wrap">{note.body}</p>
              <p className="mt-0.5 text-xs text-zinc-500">
                {note.staff.username} · <DateTime value={note.created_at} />
              </p>
            </li>
          ))}
        </ul>
      ) : notes.result.isLoading ? (
        <LoadingState />
      ) : (
        <EmptyState>{t('members.noNotes')}</EmptyState>
      )}
    </Panel>
  );
}

/** A link to another tab of the member page. */
function TabLink({ tab, children }: { tab: string; children: ReactNode }) {
  return (
    <Link to={`?tab=${tab}`} className="text-xs text-accent-700 hover:underline">
      {children}
    </Link>
  );
}
