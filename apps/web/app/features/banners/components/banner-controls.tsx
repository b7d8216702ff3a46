import type { RefObject } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useBannerCarousel } from './use-banner-carousel';

const arrowClass =
  'absolute top-1/2 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-ink-950/70 text-2xl leading-none text-gold-200 ring-1 ring-gold-400/40 hover:bg-ink-900 md:flex';

/**
 * The carousel's buttons: previous and next (desktop) and a dot per slide, over the slides' lower
 * edge so that they take no room of their own. Its own file, fetched once the page is there: a
 * phone swipes without it (decision 33).
 */
export default function BannerControls({
  trackRef,
  count,
}: {
  trackRef: RefObject<HTMLDivElement | null>;
  count: number;
}) {
  const { t } = useTranslation();
  const { current, go } = useBannerCarousel(trackRef, count);
  return (
    <>
      <button
        type="button"
        aria-label={t('banners.previous')}
        onClick={() => go(current - 1)}
        className={`${arrowClass} left-3`}
      >
        ‹
      </button>
      <button
        type="button"
        aria-label={t('banners.next')}
        onClick={() => go(current + 1)}
        className={`${arrowClass} right-3`}
      >
        ›
      </button>
      <div className="absolute bottom-2 left-1/2 flex -translate-x-1/2 rounded-full bg-ink-950/50 px-1">
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            aria-label={t('banners.show', { n: index + 1 })}
            aria-current={index === current}
            onClick={() => go(index)}
            className="group p-2"
          >
            <span className="block h-2 w-2 rounded-full bg-ink-300 transition-all group-aria-[current=true]:w-5 group-aria-[current=true]:bg-gold-300" />
          </button>
        ))}
      </div>
    </>
  );
}
