import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { limitAmountSchema, limitKinds } from '@chaba/contracts/limit-fields';
import type { SetLimitsRequest } from '@chaba/contracts/responsible-gambling';
import { formatBaht, formatDateTime } from '@chaba/i18n/format';
import { useLanguage } from '../../../lib/language';
import { checkField } from '../../../lib/validation';
import { Button } from '../../../ui/button';
import { ServerErrors } from '../../../ui/server-errors';
import type { PlayerProtection } from '../api/protection-api';
import type { PlayerProtectionTools } from './use-player-protection';

type LimitKind = (typeof limitKinds)[number];
const windows = ['day', 'week', 'month'] as const;

/** A titled block of the tools. */
export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section data-testid={testId} className="rounded-2xl border border-white/5 bg-ink-900/70 p-4">
      <h3 className="mb-3 text-sm font-semibold text-gold-200">{title}</h3>
      {children}
    </section>
  );
}

/** Whether any waiting change (a limit or the play time) may be confirmed now. */
export function confirmableNow(data: PlayerProtection, now = Date.now()): boolean {
  const pendings = [...limitKinds.map((kind) => data.limits[kind].pending), data.play_time?.pending ?? null];
  return pendings.some((pending) => pending !== null && Date.parse(pending.confirmable_from) <= now);
}

function initialValues(data: PlayerProtection): Record<LimitKind, string> {
  return Object.fromEntries(
    limitKinds.map((kind) => [
      kind,
      data.limits[kind].amount === null ? '' : String(data.limits[kind].amount),
    ]),
  ) as Record<LimitKind, string>;
}

/** The deposit and loss limits: what is in force, what waits, what was used, and the form. */
export function LimitsSection({ data, tools }: { data: PlayerProtection; tools: PlayerProtectionTools }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [values, setValues] = useState(() => initialValues(data));
  const [submitted, setSubmitted] = useState(false);
  const fieldErrors = Object.fromEntries(
    limitKinds.map((kind) => [
      kind,
      values[kind].trim() === ''
        ? null
        : checkField(limitAmountSchema, values[kind].trim(), t('protection.limits.newLimit'), language),
    ]),
  ) as Record<LimitKind, string | null>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(fieldErrors).some(Boolean)) return;
    const limits = Object.fromEntries(
      limitKinds.map((kind) => [kind, values[kind].trim() === '' ? null : values[kind].trim()]),
    ) as SetLimitsRequest;
    void tools.saveLimits(limits);
  };

  const group = (prefix: 'deposit' | 'loss') => (
    <LimitGroup
      title={t(prefix === 'deposit' ? 'protection.limits.depositTitle' : 'protection.limits.lossTitle')}
      data={data}
      prefix={prefix}
      values={values}
      errors={submitted ? fieldErrors : ({} as Record<LimitKind, string | null>)}
      onChange={(kind, value) => setValues((current) => ({ ...current, [kind]: value }))}
    />
  );

  return (
    <form noValidate onSubmit={submit} data-testid="limits-form" className="space-y-4">
      {group('deposit')}
      {group('loss')}
      <p className="text-xs leading-relaxed text-ink-400">{t('protection.tools.rules')}</p>
      <ServerErrors messages={tools.errorsFor('limits')} />
      <Button type="submit" block loading={tools.busy === 'limits'}>
        {t('protection.limits.save')}
      </Button>
    </form>
  );
}

function LimitGroup({
  title,
  data,
  prefix,
  values,
  errors,
  onChange,
}: {
  title: string;
  data: PlayerProtection;
  prefix: 'deposit' | 'loss';
  values: Record<LimitKind, string>;
  errors: Record<LimitKind, string | null>;
  onChange: (kind: LimitKind, value: string) => void;
}) {
  return (
    <Section title={title} testId={`${prefix}-limits`}>
      <div className="divide-y divide-white/5">
        {windows.map((window) => {
          const kind = `${prefix}_${window}` as LimitKind;
          return (
            <LimitRow
              key={kind}
              kind={kind}
              window={window}
              data={data}
              value={values[kind]}
              error={errors[kind] ?? null}
              onChange={(value) => onChange(kind, value)}
            />
          );
        })}
      </div>
    </Section>
  );
}

function LimitRow({
  kind,
  window,
  data,
  value,
  error,
  onChange,
}: {
  kind: LimitKind;
  window: (typeof windows)[number];
  data: PlayerProtection;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const state = data.limits[kind];
  const inputId = `limit-${kind}`;
  return (
    <div className="grid grid-cols-[1fr_8.5rem] items-start gap-x-3 gap-y-1 py-2.5 first:pt-0 last:pb-0">
      <div className="min-w-0 text-sm">
        <label htmlFor={inputId} className="font-semibold text-white">
          {t(`protection.windows.${window}`)}
        </label>
        <p className="text-xs text-ink-300" data-testid={`limit-current-${kind}`}>
          {t('protection.limits.current')}:{' '}
          {state.amount === null
            ? t('protection.none')
            : `${formatBaht(state.amount)} ${t('protection.baht')}`}
        </p>
        <Usage kind={kind} data={data} />
        {state.pending ? <PendingLine pending={state.pending} /> : null}
      </div>
      <div>
        <input
          id={inputId}
          name={kind}
          inputMode="decimal"
          value={value}
          placeholder={t('protection.limits.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => onChange(event.target.value.replace(/[^\d.]/g, ''))}
          className="h-10 w-full rounded-xl border border-ink-600 bg-ink-950/70 px-3 text-right text-sm text-white tabular-nums outline-none placeholder:text-left placeholder:text-[0.7rem] placeholder:text-ink-500 focus:border-gold-300 focus:ring-2 focus:ring-gold-400/25"
        />
        {error ? (
          <p id={`${inputId}-error`} className="mt-1 text-xs text-rose-300">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function Usage({ kind, data }: { kind: LimitKind; data: PlayerProtection }) {
  const { t } = useTranslation();
  if (kind.startsWith('deposit_')) {
    const usage = data.usage[kind as 'deposit_day'];
    return (
      <p className="text-xs text-ink-400">
        {t('protection.limits.deposited', { amount: formatBaht(usage.deposited) })}
        {usage.pending > 0
          ? ` · ${t('protection.limits.depositPending', { amount: formatBaht(usage.pending) })}`
          : ''}
      </p>
    );
  }
  const loss = data.usage[kind as 'loss_day'];
  if (!loss) return null;
  return (
    <p className="text-xs text-ink-400">{t('protection.limits.lost', { amount: formatBaht(loss.lost) })}</p>
  );
}

/** A waiting raise or removal: its new value and from when it may be confirmed. */
export function PendingLine({
  pending,
  format = (amount) => formatBaht(amount),
}: {
  pending: { amount?: number | null; minutes?: number | null; confirmable_from: string };
  format?: (value: number) => string;
}) {
  const { t } = useTranslation();
  const next = pending.amount ?? pending.minutes ?? null;
  const ready = Date.parse(pending.confirmable_from) <= Date.now();
  return (
    <p
      className="mt-1 rounded-lg bg-amber-950/40 px-2 py-1 text-xs text-amber-100"
      data-testid="pending-change"
    >
      {next === null
        ? t('protection.limits.pendingRemoval')
        : t('protection.limits.pending', { amount: format(next) })}
      {' · '}
      {ready
        ? t('protection.limits.confirmReady')
        : t('protection.limits.confirmFrom', { time: formatDateTime(pending.confirmable_from) })}
    </p>
  );
}

/** The confirm button for waiting changes whose 24 hours have passed. */
export function ConfirmChanges({ data, tools }: { data: PlayerProtection; tools: PlayerProtectionTools }) {
  const { t } = useTranslation();
  if (!confirmableNow(data)) return null;
  return (
    <div className="rounded-2xl border border-amber-400/40 bg-amber-950/30 p-4">
      <p className="mb-3 text-sm text-amber-100">{t('protection.limits.confirmReady')}</p>
      <ServerErrors messages={tools.errorsFor('confirm')} />
      <Button block loading={tools.busy === 'confirm'} onClick={() => void tools.confirmChanges()}>
        {t('protection.limits.confirm')}
      </Button>
    </div>
  );
}
