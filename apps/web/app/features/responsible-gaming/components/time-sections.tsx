import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatDateTime } from '@chaba/i18n/format';
import { Button } from '../../../ui/button';
import { ServerErrors } from '../../../ui/server-errors';
import { realityCheckIntervals, type PlayerProtection } from '../api/protection-api';
import { PendingLine, Section } from './limit-sections';
import type { PlayerProtectionTools } from './use-player-protection';

/** The daily play-time limit: today's minutes, the limit in force or waiting, and the form. */
export function PlayTimeSection({ data, tools }: { data: PlayerProtection; tools: PlayerProtectionTools }) {
  const { t } = useTranslation();
  const playTime = data.play_time;
  const [value, setValue] = useState(() =>
    playTime?.daily_limit_minutes == null ? '' : String(playTime.daily_limit_minutes),
  );
  const [invalid, setInvalid] = useState(false);
  if (!playTime) return null;
  const perDay = (minutes: number) => t('protection.playTime.perDay', { minutes });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    const minutes = trimmed === '' ? null : Number(trimmed);
    const wrong = minutes !== null && (!Number.isInteger(minutes) || minutes < 15 || minutes > 1440);
    setInvalid(wrong);
    if (!wrong) void tools.savePlayTime(minutes);
  };

  return (
    <Section title={t('protection.playTime.title')} testId="play-time">
      <p className="text-sm text-white">
        {t('protection.playTime.today', { minutes: playTime.today_minutes })}
      </p>
      <p className="text-xs text-ink-400">
        {t('protection.playTime.current', {
          value:
            playTime.daily_limit_minutes === null
              ? t('protection.none')
              : perDay(playTime.daily_limit_minutes),
        })}
        {' · '}
        {t('protection.playTime.resets', { time: formatDateTime(playTime.day_resets_at) })}
      </p>
      {playTime.pending ? <PendingLine pending={playTime.pending} format={perDay} /> : null}
      <form noValidate onSubmit={submit} className="mt-3 flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="play-time-minutes" className="mb-1 block text-xs text-ink-400">
            {t('protection.playTime.minutes')}
          </label>
          <input
            id="play-time-minutes"
            inputMode="numeric"
            value={value}
            placeholder={t('protection.playTime.placeholder')}
            onChange={(event) => setValue(event.target.value.replace(/\D/g, '').slice(0, 4))}
            aria-invalid={invalid || undefined}
            className="h-10 w-full rounded-xl border border-ink-600 bg-ink-950/70 px-3 text-sm text-white outline-none placeholder:text-ink-500 focus:border-gold-300"
          />
          {invalid ? <p className="mt-1 text-xs text-rose-300">{t('protection.playTime.invalid')}</p> : null}
        </div>
        <Button type="submit" size="sm" className="mt-5 h-10" loading={tools.busy === 'playTime'}>
          {t('protection.playTime.save')}
        </Button>
      </form>
      <div className="mt-2">
        <ServerErrors messages={tools.errorsFor('playTime')} />
      </div>
    </Section>
  );
}

/** The reality check: how often the dialog over a game reminds the member of the time and result. */
export function RealityCheckSection({
  data,
  tools,
}: {
  data: PlayerProtection;
  tools: PlayerProtectionTools;
}) {
  const { t } = useTranslation();
  if (data.reality_check_minutes === undefined) return null;
  const current = data.reality_check_minutes;
  const options: (number | null)[] = [...realityCheckIntervals, null];
  return (
    <Section title={t('protection.reality.title')} testId="reality-check-setting">
      <div role="radiogroup" aria-label={t('protection.reality.title')} className="grid grid-cols-3 gap-2">
        {options.map((minutes) => {
          const selected = current === minutes;
          return (
            <button
              key={String(minutes)}
              type="button"
              role="radio"
              aria-checked={selected}
              disabled={tools.busy === 'reality'}
              onClick={() => void tools.saveRealityCheck(minutes)}
              className={`h-10 rounded-xl border px-2 text-xs font-semibold transition ${
                selected
                  ? 'border-gold-300 bg-gold-400/15 text-gold-100'
                  : 'border-ink-600 text-ink-200 hover:border-gold-300/60'
              }`}
            >
              {minutes === null ? t('protection.reality.off') : t('protection.reality.every', { minutes })}
            </button>
          );
        })}
      </div>
      <div className="mt-2">
        <ServerErrors messages={tools.errorsFor('reality')} />
      </div>
    </Section>
  );
}

const historyKinds = new Set([
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
  'play_time',
  'reality_check',
  'time_out',
  'self_exclusion',
  'return',
  'closure',
]);
const historyChanges = new Set([
  'set',
  'decreased',
  'increase_requested',
  'removal_requested',
  'increased',
  'removed',
  'pending_withdrawn',
  'requested',
]);

/** Every change with its time, newest first as the server sends them. */
export function HistorySection({ data }: { data: PlayerProtection }) {
  const { t } = useTranslation();
  const value = (amount: number | null) =>
    amount === null ? t('protection.none') : amount.toLocaleString('en-US');
  return (
    <Section title={t('protection.history.title')} testId="protection-history">
      {data.history.length === 0 ? (
        <p className="text-sm text-ink-400">{t('protection.history.empty')}</p>
      ) : (
        <ul className="max-h-64 divide-y divide-white/5 overflow-y-auto pr-1 text-sm">
          {data.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="flex items-baseline justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="font-medium text-white">
                  {historyKinds.has(entry.kind)
                    ? t(`protection.history.kinds.${entry.kind as 'deposit_day'}`)
                    : entry.kind}
                </span>{' '}
                <span className="text-ink-300">
                  {historyChanges.has(entry.change)
                    ? t(`protection.history.changes.${entry.change as 'set'}`)
                    : entry.change}
                  {entry.from !== null || entry.to !== null
                    ? ` ${value(entry.from)} → ${value(entry.to)}`
                    : ''}
                </span>
              </span>
              <time dateTime={entry.at} className="shrink-0 text-xs text-ink-400 tabular-nums">
                {formatDateTime(entry.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
