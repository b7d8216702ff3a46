import { formatBaht, formatDateTime } from '@chaba/i18n/format';
import type { Language } from '@chaba/i18n/languages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { useLanguage, useLocalizePath } from '../../../lib/language';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { verifyQuery, type MemberWheel, type WheelPrize, type WheelSpinView } from '../api/wheel-api';
import { LuckyWheel } from './lucky-wheel';
import { useWheelPage } from './use-wheel-page';

/** A prize's name in the member's language; one the operator left out is said from its amount. */
export function prizeName(
  prize: Pick<WheelPrize, 'kind' | 'names' | 'amount'>,
  language: Language,
  t: TFunction,
): string {
  const name = prize.names[language].trim();
  if (name) return name;
  return prize.kind === 'bonus'
    ? t('wheel.bonusName', { amount: formatBaht(prize.amount) })
    : t('wheel.tryAgainName');
}

const cardClass = 'rounded-2xl border border-gold-400/20 bg-ink-900/80 p-4 md:p-5';

/**
 * The lucky wheel (issue 31, decision 73): the wheel with the member's prizes, the spins left, the
 * committed seed's hash, the spin, the prize with its revealed seed and a link to verify it, how
 * spins are earned, and the latest spins.
 */
export function WheelPage({ credit }: { credit?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = useWheelPage();
  const wheel = page.load.wheel;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:px-6 md:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gold-100 md:text-3xl">{t('wheel.title')}</h1>
        <div data-testid="wheel-credit">{credit}</div>
      </div>
      <p className="mt-1 text-sm leading-relaxed text-ink-300">{t('wheel.intro')}</p>
      {page.load.status === 'error' && (
        <p className="mt-4 flex items-center justify-between gap-3 rounded-xl bg-rose-500/10 p-3 text-sm text-rose-200">
          {t('wheel.loadFailed')}
          <Button size="sm" variant="secondary" onClick={page.reload}>
            {t('wheel.retry')}
          </Button>
        </p>
      )}
      {!wheel ? (
        page.load.status === 'loading' && (
          <p className="mt-8 text-center text-ink-300">{t('wheel.loading')}</p>
        )
      ) : (
        <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] md:items-start md:gap-10">
          <WheelColumn page={page} wheel={wheel} language={language} />
          <div className="space-y-4">
            <ResultCard spin={page.phase === 'done' ? page.result : null} language={language} />
            <FairnessCard page={page} wheel={wheel} />
            <EarningCard wheel={wheel} language={language} />
            <HistoryCard spins={wheel.spins} language={language} />
          </div>
        </div>
      )}
    </div>
  );
}

type WheelPageState = ReturnType<typeof useWheelPage>;

function WheelColumn({
  page,
  wheel,
  language,
}: {
  page: WheelPageState;
  wheel: MemberWheel;
  language: Language;
}) {
  const { t } = useTranslation();
  const segments = wheel.prizes.map((prize) => ({
    key: prize.key,
    label: prizeName(prize, language, t),
    available: prize.available,
  }));
  const busy = page.phase === 'requesting' || page.phase === 'turning';
  return (
    <section className="md:sticky md:top-24">
      <LuckyWheel
        segments={segments}
        rotation={page.rotation}
        animated={page.animated}
        label={t('wheel.wheelLabel', { prizes: segments.map((segment) => segment.label).join(', ') })}
        onTurned={page.turned}
      />
      <div className="mt-4 flex items-center justify-between gap-3 rounded-2xl border border-gold-400/25 bg-gradient-to-br from-ink-800 to-ink-900 px-4 py-3">
        <div>
          <p className="text-xs text-ink-300">{t('wheel.spinsLeft')}</p>
          <p className="text-2xl font-bold text-gold-200 tabular-nums">
            <span data-testid="wheel-spins-left">{wheel.spins_left}</span>{' '}
            <span className="text-sm font-medium text-ink-300">{t('wheel.spinsUnit')}</span>
          </p>
        </div>
        <Button
          size="lg"
          className="min-w-36"
          data-testid="wheel-spin"
          loading={busy}
          disabled={busy || !wheel.active}
          onClick={() => void page.spin()}
        >
          {busy ? t('wheel.spinning') : t('wheel.spin')}
        </Button>
      </div>
      {!wheel.active && <p className="mt-3 text-center text-sm text-ink-300">{t('wheel.closed')}</p>}
      {page.refusal && (
        <p
          role="alert"
          data-testid="wheel-refusal"
          className="mt-3 rounded-xl border border-rose-400/30 bg-rose-500/10 p-3 text-sm leading-relaxed text-rose-100"
        >
          {page.refusal}
        </p>
      )}
    </section>
  );
}

function ResultCard({ spin, language }: { spin: WheelSpinView | null; language: Language }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  if (!spin) return null;
  const won = spin.kind === 'bonus' && spin.amount > 0;
  const name = prizeName(spin, language, t);
  return (
    <section
      data-testid="wheel-result"
      data-prize-key={spin.prize_key}
      aria-live="polite"
      className={`${cardClass} animate-pop-in motion-reduce:animate-none ${won ? 'border-gold-300/60 bg-gradient-to-br from-gold-500/20 to-ink-900' : ''}`}
    >
      <h2 className="text-xl font-bold text-gold-100">
        {won ? t('wheel.wonTitle') : t('wheel.tryAgainTitle')}
      </h2>
      <p data-testid="wheel-prize" className="mt-1 text-lg font-semibold text-white">
        {won ? t('wheel.wonText', { prize: name }) : t('wheel.tryAgainText')}
      </p>
      {won && (
        <p className="mt-1 text-sm text-ink-200">
          {t('wheel.wonCredit', { amount: formatBaht(spin.amount) })} · {t('wheel.turnoverNote')}
        </p>
      )}
      <h3 className="mt-4 text-sm font-semibold text-ink-200">{t('wheel.revealedTitle')}</h3>
      <dl className="mt-2 space-y-2 text-xs">
        <SeedRow label={t('wheel.serverSeed')} value={spin.server_seed} testId="wheel-server-seed" />
        <SeedRow label={t('wheel.serverSeedHash')} value={spin.server_seed_hash} />
        <SeedRow label={t('wheel.clientSeedLabel')} value={spin.client_seed} testId="wheel-client-seed" />
        <SeedRow label={t('wheel.nonce')} value={String(spin.nonce)} testId="wheel-nonce" />
      </dl>
      <Link
        to={`${localize('/wheel/verify')}${verifyQuery(spin)}`}
        data-testid="wheel-verify-link"
        className="mt-3 inline-block text-sm font-semibold text-gold-300 underline underline-offset-4 hover:text-gold-200"
      >
        {t('wheel.verifyLink')}
      </Link>
    </section>
  );
}

function SeedRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt className="text-ink-400">{label}</dt>
      <dd data-testid={testId} className="font-mono break-all text-ink-100">
        {value}
      </dd>
    </div>
  );
}

function FairnessCard({ page, wheel }: { page: WheelPageState; wheel: MemberWheel }) {
  const { t } = useTranslation();
  return (
    <section className={cardClass}>
      <dl className="space-y-2 text-xs">
        <SeedRow label={t('wheel.committedHash')} value={wheel.server_seed_hash} testId="wheel-seed-hash" />
        <SeedRow label={t('wheel.nextNonce')} value={String(wheel.nonce)} />
      </dl>
      <details className="group mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-gold-300 select-none">
          {t('wheel.fairness')}
        </summary>
        <p className="mt-2 text-xs leading-relaxed text-ink-300">{t('wheel.fairnessIntro')}</p>
        <TextField
          className="mt-3"
          label={t('wheel.clientSeed')}
          name="client_seed"
          value={page.clientSeed}
          onChange={page.setClientSeed}
          error={page.clientSeedError}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          hint={<span className="break-all">{t('wheel.clientSeedHint', { seed: wheel.client_seed })}</span>}
        />
      </details>
    </section>
  );
}

function EarningCard({ wheel, language }: { wheel: MemberWheel; language: Language }) {
  const { t } = useTranslation();
  const ways = [
    wheel.earning.deposit_minimum !== null
      ? t('wheel.earnDeposit', { amount: formatBaht(wheel.earning.deposit_minimum) })
      : null,
    wheel.earning.login ? t('wheel.earnLogin') : null,
  ].filter((way): way is string => way !== null);
  const bonuses = wheel.prizes.filter((prize) => prize.kind === 'bonus');
  return (
    <section data-testid="wheel-earning" className={cardClass}>
      <h2 className="font-semibold text-white">{t('wheel.howToEarn')}</h2>
      {ways.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-relaxed text-ink-200 marker:text-gold-400">
          {ways.map((way) => (
            <li key={way}>{way}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink-300">{t('wheel.earnNone')}</p>
      )}
      {bonuses.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {bonuses.map((prize) => (
            <li
              key={prize.key}
              className={`rounded-full border px-3 py-1 text-xs ${prize.available ? 'border-gold-400/30 text-gold-100' : 'border-white/10 text-ink-400 line-through'}`}
              title={prize.available ? undefined : t('wheel.withdrawn')}
            >
              {prizeName(prize, language, t)}
              {prize.turnover_multiplier > 0 && (
                <span className="text-ink-400">
                  {' '}
                  · {t('wheel.prizeTurnover', { times: prize.turnover_multiplier })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HistoryCard({ spins, language }: { spins: WheelSpinView[]; language: Language }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  if (spins.length === 0) return null;
  return (
    <section className={cardClass}>
      <h2 className="font-semibold text-white">{t('wheel.history')}</h2>
      <ul className="mt-2 divide-y divide-white/5">
        {spins.slice(0, 5).map((spin) => (
          <li
            key={spin.id}
            data-testid="wheel-history-spin"
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm"
          >
            <span className="min-w-0">
              <span className="block font-medium text-white">{prizeName(spin, language, t)}</span>
              <span className="text-xs text-ink-400">
                {formatDateTime(spin.created_at)} · #{spin.nonce}
              </span>
            </span>
            <Link
              to={`${localize('/wheel/verify')}${verifyQuery(spin)}`}
              className="shrink-0 text-xs font-semibold text-gold-300 underline underline-offset-4"
            >
              {t('wheel.verifyLink')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
