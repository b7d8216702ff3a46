import { useTranslation } from '../../../lib/i18n';
import { useRevalidator } from 'react-router';
import type { PromotionSummary } from '@chaba/contracts/profile';
import { useLocalizePath } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { Button, ButtonLink } from '../../../ui/button';
import { DepositIcon, GiftIcon, InfoIcon } from '../../../ui/icons';
import { PromotionCard } from './promotion-card';

/**
 * The public /promotion page (spec §1, §3): every open promotion with its terms. Members go on to
 * deposit, guests to registration. `promotions` is null when the list could not be loaded.
 */
export function PromotionsPage({ promotions }: { promotions: PromotionSummary[] | null }) {
  const { t } = useTranslation();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">
      <h1 className="text-2xl font-bold text-gold-100 md:text-3xl">{t('pages.promotion')}</h1>
      <p className="mt-2 max-w-3xl text-sm leading-relaxed text-ink-300 md:text-base">
        {t('bonus.promotions.intro')}
      </p>

      {promotions === null ? (
        <LoadFailed />
      ) : promotions.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-white/10 py-12 text-center text-ink-400">
          {t('bonus.promotions.empty')}
        </p>
      ) : (
        <ul
          aria-label={t('bonus.promotions.listLabel')}
          className="mt-6 grid gap-4 sm:grid-cols-2 md:gap-5 lg:grid-cols-3"
        >
          {promotions.map((promotion) => (
            <li key={promotion.id} className="flex">
              <PromotionCard promotion={promotion} action={<PromotionAction promotion={promotion} />} />
            </li>
          ))}
        </ul>
      )}

      <PromotionRules />
    </div>
  );
}

/** Members deposit with the promotion, guests register for it. */
function PromotionAction({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { status } = useSession();
  if (status === 'member') {
    // The deposit popup picks the promotion; the query names it for the deposit screen.
    return (
      <ButtonLink to={localize(`/deposit?promotion=${promotion.id}`)} block>
        <DepositIcon size={18} />
        {t('bonus.promotions.depositWith')}
      </ButtonLink>
    );
  }
  if (status === 'guest') {
    return (
      <ButtonLink to={localize('/register')} variant="secondary" block>
        <GiftIcon size={18} />
        {t('bonus.promotions.registerToGet')}
      </ButtonLink>
    );
  }
  // The session is still being read: keep the card's height without offering the wrong action.
  return <div className="h-11 animate-pulse rounded-xl bg-ink-800/70" />;
}

/** The list could not be loaded: say so and offer to load it again. */
function LoadFailed() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <div
      role="alert"
      className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-rose-400/40 bg-rose-950/40 p-4 text-sm text-rose-100"
    >
      <span className="flex-1">{t('bonus.promotions.loadFailed')}</span>
      <Button
        size="sm"
        variant="secondary"
        loading={revalidator.state === 'loading'}
        onClick={() => void revalidator.revalidate()}
      >
        {t('bonus.retry')}
      </Button>
    </div>
  );
}

/** How the promotions work: bonus, turnover, withdrawal, one at a time. */
function PromotionRules() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="promotion-rules-title"
      className="mt-10 rounded-2xl border border-white/5 bg-ink-900/70 p-4 md:p-6"
    >
      <h2
        id="promotion-rules-title"
        className="flex items-center gap-2 text-lg font-bold text-gold-100 md:text-xl"
      >
        <InfoIcon size={20} className="text-gold-300" />
        {t('bonus.promotions.howTitle')}
      </h2>
      <ul className="mt-3 grid gap-2.5 text-sm leading-relaxed text-ink-200 md:grid-cols-2">
        {(['howBonus', 'howTurnover', 'howWithdraw', 'howOne'] as const).map((key) => (
          <li key={key} className="flex gap-2.5 rounded-xl bg-ink-950/50 p-3">
            <span className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-gold-300" aria-hidden="true" />
            <span>{t(`bonus.promotions.${key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
