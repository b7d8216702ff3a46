import { limitKinds } from '@chaba/contracts/responsible-gambling';
import { formatBaht, formatDateTime } from '@chaba/i18n/format';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge';
import { DateTime, Money } from '../../ui/format';
import { Detail, EmptyState, ErrorState, LoadingState, Panel } from '../../ui/page';
import type { MemberDetail } from './api';
import { useMemberProtection, type MemberProtection } from './protection-api';

/**
 * The member's player protection (issue 13), read only: age, time-out / self-exclusion / closure,
 * each limit with its waiting change and usage, play time, and every change with its time. There is
 * no button to lift or shorten anything: staff cannot, and the page says so.
 */
export function MemberProtection({ member }: { member: MemberDetail }) {
  const protection = useMemberProtection(member.profile.id);
  if (protection.isLoading) return <LoadingState />;
  if (!protection.data)
    return <ErrorState error={protection.error} onRetry={() => void protection.refetch()} />;
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="member-protection">
      <StatusPanel member={member} protection={protection.data} />
      <PlayPanel protection={protection.data} />
      <LimitsPanel protection={protection.data} />
      <HistoryPanel protection={protection.data} />
    </div>
  );
}

function StatusPanel({ member, protection }: { member: MemberDetail; protection: MemberProtection }) {
  const { t } = useTranslation();
  const status = protection.status;
  const restricted = status && (status.time_out_until || status.self_excluded_until || status.closed_at);
  return (
    <Panel title={t('protection.status')}>
      <dl className="grid grid-cols-2 gap-4 p-4">
        <Detail label={t('members.dateOfBirth')}>
          {member.profile.date_of_birth ? (
            <span className="tabular">
              {member.profile.date_of_birth.split('-').reverse().join('/')}{' '}
              <span className="text-zinc-500">({t('members.age', { age: member.profile.age })})</span>
            </span>
          ) : (
            '-'
          )}
        </Detail>
        <Detail label={t('protection.status')}>
          {!status ? (
            <span className="text-zinc-500">{t('protection.notAvailable')}</span>
          ) : restricted ? (
            <span className="flex flex-col gap-1" data-testid="protection-restriction">
              {status.closed_at ? <Restriction label={t('protection.closed')} at={status.closed_at} /> : null}
              {status.self_excluded_until ? (
                <Restriction label={t('protection.selfExcluded')} at={status.self_excluded_until} />
              ) : null}
              {status.time_out_until ? (
                <Restriction label={t('protection.timedOut')} at={status.time_out_until} />
              ) : null}
            </span>
          ) : (
            <Badge tone="success">{t('protection.open')}</Badge>
          )}
        </Detail>
      </dl>
      <p
        className="border-t border-zinc-200 bg-zinc-50 px-4 py-2.5 text-xs text-zinc-600"
        data-testid="protection-no-lift"
      >
        {t('protection.noLift')}
      </p>
    </Panel>
  );
}

function Restriction({ label, at }: { label: string; at: string }) {
  return (
    <span>
      <Badge tone="danger">{label}</Badge> <DateTime value={at} />
    </span>
  );
}

function PlayPanel({ protection }: { protection: MemberProtection }) {
  const { t } = useTranslation();
  const minutes = (count: number | null | undefined) =>
    count === null || count === undefined ? t('protection.off') : t('protection.minutes', { count });
  const play = protection.play_time;
  return (
    <Panel title={t('protection.play')}>
      <dl className="grid grid-cols-2 gap-4 p-4 sm:grid-cols-3">
        <Detail label={t('protection.realityCheck')}>
          {protection.reality_check_minutes === undefined
            ? t('protection.notAvailable')
            : minutes(protection.reality_check_minutes)}
        </Detail>
        <Detail label={t('protection.dailyPlayTime')}>
          {play ? (
            <>
              {minutes(play.daily_limit_minutes)}
              {play.pending ? (
                <span className="block text-[11px] text-amber-700">
                  {t('protection.waiting')}: {minutes(play.pending.minutes)} ·{' '}
                  {t('protection.confirmableFrom', { time: formatDateTime(play.pending.confirmable_from) })}
                </span>
              ) : null}
            </>
          ) : (
            t('protection.notAvailable')
          )}
        </Detail>
        <Detail label={t('protection.today')}>{play ? minutes(play.today_minutes) : '-'}</Detail>
      </dl>
    </Panel>
  );
}

function LimitsPanel({ protection }: { protection: MemberProtection }) {
  const { t } = useTranslation();
  const columns = 'grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 px-4 sm:grid-cols-[12rem_7rem_1fr_1.4fr]';
  return (
    <Panel title={t('protection.limits')} className="lg:col-span-2">
      <div
        className={`${columns} hidden border-b border-zinc-100 py-2 text-[11px] font-medium text-zinc-500 uppercase sm:grid`}
        aria-hidden="true"
      >
        <span>{t('protection.limit')}</span>
        <span className="text-right">{t('protection.inForce')}</span>
        <span>{t('protection.waiting')}</span>
        <span>{t('protection.usage')}</span>
      </div>
      <ul className="divide-y divide-zinc-100 text-[13px]" data-testid="protection-limits">
        {limitKinds.map((kind) => {
          const limit = protection.limits[kind];
          return (
            <li key={kind} className={`${columns} py-2`} data-testid={`protection-limit-${kind}`}>
              <span className="font-medium sm:font-normal">{t(`protection.kinds.${kind}`)}</span>
              <span className="text-right">
                {limit.amount === null ? (
                  <span className="text-zinc-400">{t('protection.none')}</span>
                ) : (
                  <Money baht={limit.amount} className="font-semibold" />
                )}
              </span>
              <span className="col-span-2 sm:col-span-1">
                {limit.pending ? (
                  <span className="text-amber-800">
                    <span className="sm:hidden">{t('protection.waiting')}: </span>
                    {limit.pending.amount === null
                      ? t('protection.removal')
                      : formatBaht(limit.pending.amount)}
                    <span className="ml-1 text-[11px] text-zinc-500 sm:ml-0 sm:block">
                      {t('protection.confirmableFrom', {
                        time: formatDateTime(limit.pending.confirmable_from),
                      })}
                    </span>
                  </span>
                ) : (
                  <span className="hidden sm:inline">-</span>
                )}
              </span>
              <span className="col-span-2 text-xs text-zinc-600 sm:col-span-1 sm:text-[13px]">
                <Usage protection={protection} kind={kind} />
              </span>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

function Usage({ protection, kind }: { protection: MemberProtection; kind: (typeof limitKinds)[number] }) {
  const { t } = useTranslation();
  const usage = protection.usage;
  if (kind === 'deposit_day' || kind === 'deposit_week' || kind === 'deposit_month') {
    const window = usage[kind];
    return t('protection.deposited', {
      amount: formatBaht(window.deposited),
      pending: formatBaht(window.pending),
      since: formatDateTime(window.since),
    });
  }
  const window = usage[kind];
  if (!window) return '-';
  return t('protection.lost', { amount: formatBaht(window.lost), since: formatDateTime(window.since) });
}

function HistoryPanel({ protection }: { protection: MemberProtection }) {
  const { t, i18n } = useTranslation();
  const label = (group: 'kinds' | 'changes', value: string) => {
    const key = `protection.${group}.${value}`;
    return i18n.exists(key) ? t(key as 'protection.kinds.deposit_day') : value;
  };
  const minutes = (count: number) => t('protection.minutes', { count });
  return (
    <Panel title={t('protection.history')} className="lg:col-span-2">
      {protection.history.length === 0 ? (
        <EmptyState>{t('protection.noHistory')}</EmptyState>
      ) : (
        <ul className="divide-y divide-zinc-100" data-testid="protection-history">
          {protection.history.map((entry, index) => (
            <li
              key={`${entry.at}-${index}`}
              className="flex flex-col gap-0.5 px-4 py-2 sm:flex-row sm:items-baseline sm:gap-4"
            >
              <span className="shrink-0 text-xs text-zinc-500 sm:w-32">
                <DateTime value={entry.at} />
              </span>
              <span className="font-medium sm:w-48">{label('kinds', entry.kind)}</span>
              <span className="min-w-0 flex-1">
                {label('changes', entry.change)}
                {entry.from !== null || entry.to !== null ? (
                  <span className="ml-2 text-zinc-600 tabular">
                    {shown(entry.kind, entry.from, minutes)} → {shown(entry.kind, entry.to, minutes)}
                  </span>
                ) : null}
                {entry.until ? (
                  <span className="ml-2 text-zinc-600">
                    {t('protection.until')} <DateTime value={entry.until} />
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** A history value: baht for a limit, minutes for play time and the reality check, '-' for none. */
function shown(kind: string, value: number | null | undefined, minutes: (count: number) => string): string {
  if (value === null || value === undefined) return '-';
  return (limitKinds as readonly string[]).includes(kind) ? formatBaht(value) : minutes(value);
}

/**
 * Beside the member's name: a time-out, a self-exclusion or a closure in force, so staff see it on
 * every tab of the member page (the same query as the player-protection tab).
 */
export function ProtectionBadge({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const status = useMemberProtection(memberId).data?.status;
  if (!status) return null;
  const [label, until] = status.closed_at
    ? [t('protection.closed'), status.closed_at]
    : status.self_excluded_until
      ? [t('protection.selfExcluded'), status.self_excluded_until]
      : status.time_out_until
        ? [t('protection.timedOut'), status.time_out_until]
        : [null, null];
  if (!label || !until) return null;
  return (
    <span data-testid="member-protection-badge">
      <Badge tone="danger">
        {label} {formatDateTime(until)}
      </Badge>
    </span>
  );
}
