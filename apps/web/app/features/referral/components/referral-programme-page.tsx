import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatBaht } from '@chaba/i18n/format';
import { useLocalizePath } from '../../../lib/language';
import { formatFactor } from '../../../lib/number-format';
import { usePopup } from '../../../lib/popup';
import { useSession } from '../../../lib/session';
import { useSite } from '../../../lib/site';
import { Button, ButtonLink } from '../../../ui/button';
import { GiftIcon, LoginIcon, UsersIcon } from '../../../ui/icons';
import { bangkokToday, levelPercents, type ReferralInfo } from '../api/referral-api';
import { ReferralLinkBox } from './referral-link-box';
import { useReferralInfo } from './use-referral-info';

/**
 * /referral and /ref (spec §2.1): the three-level referral programme explained, with the member's
 * own link and percents, or a way to register for guests. Marketing partners have /affiliate.
 */
export function ReferralProgrammePage({ title }: { title: string }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const { state } = useReferralInfo(status === 'member' ? bangkokToday() : null);
  const info = status === 'member' ? state.info : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">
      <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">
        {t('bonus.programme.eyebrow')}
      </p>
      <h1 className="mt-1 text-2xl font-bold text-gold-100 md:text-3xl">{title}</h1>
      <p className="mt-3 text-lg font-semibold text-white md:text-xl">{t('bonus.programme.title')}</p>
      <p className="mt-2 max-w-3xl text-sm leading-relaxed text-ink-300 md:text-base">
        {t('bonus.programme.intro')}
      </p>

      <div className="mt-6 grid gap-4 md:grid-cols-[1.15fr_1fr] md:items-start md:gap-5">
        <LevelLadder info={info} showPercents={status === 'member'} />
        {status === 'member' ? (
          <MemberCard info={info} />
        ) : status === 'guest' ? (
          <GuestCard />
        ) : (
          <div className="min-h-48 animate-pulse rounded-2xl bg-ink-900/80" />
        )}
      </div>

      <HowItWorks />
    </div>
  );
}

const levelTexts = ['levelText1', 'levelText2', 'levelText3'] as const;

/** You at the top, then levels 1-3 with who they are and their percent (members only). */
function LevelLadder({ info, showPercents }: { info: ReferralInfo | null; showPercents: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const percents = info ? levelPercents(info) : null;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-gold-400/20 bg-ink-900/80 p-4 md:p-6"
    >
      <h2 id={titleId} className="mb-4 text-lg font-bold text-gold-100">
        {t('bonus.programme.levelsTitle')}
      </h2>
      <ol className="relative space-y-3">
        <span
          aria-hidden="true"
          className="absolute top-5 bottom-5 left-5 w-px bg-gradient-to-b from-gold-300/60 to-gold-400/10"
        />
        <li className="relative flex items-center gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-b from-rose-500 to-rose-700 text-white shadow">
            <UsersIcon size={18} />
          </span>
          <span className="font-semibold text-white">{t('bonus.programme.you')}</span>
        </li>
        {levelTexts.map((key, index) => (
          <li
            key={key}
            data-testid="programme-level"
            data-level={index + 1}
            className="relative flex items-center gap-3"
          >
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-b from-gold-200 to-gold-500 font-bold text-ink-950 shadow">
              {index + 1}
            </span>
            <span className="min-w-0 flex-1 rounded-xl bg-ink-950/60 px-3 py-2">
              <span className="block text-sm font-semibold text-white">
                {t('bonus.programme.levelName', { level: index + 1 })}
              </span>
              <span className="block text-xs text-ink-400">{t(`bonus.programme.${key}`)}</span>
            </span>
            <span className="w-16 shrink-0 text-right text-xl font-bold text-gold-200 tabular-nums">
              {percents ? `${formatFactor(percents[index] ?? 0)}%` : showPercents ? '…' : '?'}
            </span>
          </li>
        ))}
      </ol>
      {!showPercents ? (
        <p className="mt-3 text-xs text-ink-500">{t('bonus.programme.percentHidden')}</p>
      ) : null}
      {info ? (
        <p className="mt-3 text-sm text-ink-300">
          {t('bonus.programme.minimum', { amount: formatBaht(info.bonus.bonus_turnover) })}
        </p>
      ) : null}
    </section>
  );
}

function MemberCard({ info }: { info: ReferralInfo | null }) {
  const { t } = useTranslation();
  const site = useSite();
  const { profile } = useSession();
  const { open } = usePopup();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-gold-400/25 bg-gradient-to-br from-gold-400/10 via-ink-900/90 to-ink-900/90 p-4 md:p-6"
    >
      <h2 id={titleId} className="mb-3 text-lg font-bold text-gold-100">
        {t('bonus.programme.yourLink')}
      </h2>
      {profile ? (
        <ReferralLinkBox base={site.referral} referralKey={profile.referral_key} showLabel={false} />
      ) : (
        <div className="h-16 animate-pulse rounded-xl bg-ink-800" />
      )}
      {info ? (
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-xl bg-ink-950/60 p-3">
            <dt className="text-xs text-ink-400">{t('bonus.referral.total')}</dt>
            <dd className="font-semibold text-white tabular-nums">
              {formatBaht(info.customer.bonus_referral_total)} {t('bonus.baht')}
            </dd>
          </div>
          <div className="rounded-xl bg-ink-950/60 p-3">
            <dt className="text-xs text-ink-400">{t('bonus.referral.pending')}</dt>
            <dd className="font-bold text-gold-200 tabular-nums">
              {formatBaht(info.customer.bonus_referral_pending)} {t('bonus.baht')}
            </dd>
          </div>
        </dl>
      ) : null}
      <Button
        className="mt-4"
        block
        onClick={() => open('InformationTab', { informationTab: 3 })}
        data-testid="programme-open-referral-tab"
      >
        <UsersIcon size={18} />
        {t('bonus.programme.openTab')}
      </Button>
    </section>
  );
}

function GuestCard() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-gold-400/25 bg-gradient-to-br from-rose-900/40 via-ink-900/90 to-ink-900/90 p-4 md:p-6"
    >
      <span className="mb-3 flex h-11 w-11 items-center justify-center rounded-xl bg-gold-400/15 text-gold-300">
        <GiftIcon size={22} />
      </span>
      <h2 id={titleId} className="text-lg font-bold text-gold-100">
        {t('bonus.programme.guestTitle')}
      </h2>
      <p className="mt-1.5 text-sm leading-relaxed text-ink-300">{t('bonus.programme.guestText')}</p>
      <div className="mt-5 flex gap-2">
        <ButtonLink to={localize('/register')} className="flex-1">
          {t('bonus.programme.register')}
        </ButtonLink>
        <ButtonLink to={localize('/login')} variant="secondary" className="flex-1">
          <LoginIcon size={18} />
          {t('bonus.programme.login')}
        </ButtonLink>
      </div>
    </section>
  );
}

const stepKeys = ['step1', 'step2', 'step3', 'step4'] as const;

function HowItWorks() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-8 md:mt-10">
      <h2 id={titleId} className="mb-4 text-xl font-bold text-gold-100 md:text-2xl">
        {t('bonus.programme.stepsTitle')}
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:gap-4">
        {stepKeys.map((key, index) => (
          <li key={key} className="flex gap-3 rounded-2xl border border-white/5 bg-ink-900/80 p-4">
            <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-gold-400/50 font-bold text-gold-200">
              {index + 1}
            </span>
            <p className="text-sm leading-relaxed text-ink-200">{t(`bonus.programme.${key}`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
