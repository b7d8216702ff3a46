import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { PromotionSummary } from '@chaba/contracts/profile';
import { HibiscusMark } from '../../../ui/logo';
import { promotionHeadline, promotionTerms } from './promotion-terms';

/** The promotion's picture, or our own art (the hibiscus and the headline) when it has none (spec §3). */
function PromotionArt({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation();
  if (promotion.image_url) {
    return (
      <img
        src={promotion.image_url}
        alt=""
        loading="lazy"
        className="aspect-[2/1] w-full bg-ink-950 object-cover"
      />
    );
  }
  const headline = promotionHeadline(promotion, t);
  return (
    <div
      aria-hidden="true"
      className="relative flex aspect-[2/1] w-full items-center overflow-hidden bg-gradient-to-br from-rose-900 via-[#3a0b1f] to-ink-950 px-5"
    >
      <span className="absolute -top-10 -left-8 h-36 w-36 rounded-full bg-gold-400/10 blur-2xl" />
      <span className="absolute -right-6 -bottom-10 opacity-90">
        <HibiscusMark size={150} />
      </span>
      <span className="absolute top-3 right-28 h-1.5 w-1.5 rounded-full bg-gold-200/70" />
      <span className="absolute bottom-6 left-1/2 h-1 w-1 rounded-full bg-gold-200/60" />
      <span className="relative max-w-[62%]">
        <span className="block text-[0.7rem] font-semibold tracking-[0.2em] text-gold-300/90 uppercase">
          {t('nav.promotion')}
        </span>
        <span
          className="mt-1 block bg-gradient-to-b from-gold-100 via-gold-300 to-gold-500 bg-clip-text text-2xl leading-tight font-black text-transparent drop-shadow md:text-[1.7rem]"
          style={{ fontFamily: 'var(--font-display)' }}
        >
          {headline}
        </span>
      </span>
    </div>
  );
}

/** One promotion on the public page: art, name, the six terms and what the visitor can do. */
export function PromotionCard({ promotion, action }: { promotion: PromotionSummary; action: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article
      data-testid="promotion-card"
      data-promotion-id={promotion.id}
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-gold-400/20 bg-ink-900/85 shadow-[0_18px_40px_-24px_rgba(0,0,0,0.9)] ring-1 ring-white/5"
    >
      <PromotionArt promotion={promotion} />
      <div className="flex flex-1 flex-col p-4 md:p-5">
        <h2 id={titleId} className="text-lg leading-snug font-bold text-white">
          {promotion.name}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2.5 text-sm">
          {promotionTerms(promotion, t).map((term) => (
            <div key={term.key} className="min-w-0 rounded-lg bg-ink-950/50 px-2.5 py-2">
              <dt className="text-xs text-ink-400">{term.label}</dt>
              <dd className="font-semibold text-gold-100 tabular-nums">{term.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto pt-4">{action}</div>
      </div>
    </article>
  );
}
