import type { Banner } from '@chaba/contracts/banners';
import { Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { lazyComponent } from '../../../lib/lazy-component';
import { useTranslation } from '../../../lib/i18n';
import { useLocalizePath } from '../../../lib/language';

/**
 * The size banners are drawn at (2:1, public/banners/). The box shows 2:1 on a phone and 3:1 on a
 * desktop, the image covering it: art keeps what matters in its middle band.
 */
const imageWidth = 1200;
const imageHeight = 600;

/**
 * The buttons and dots need a script anyway: they come in their own file, after the page. The
 * server renders them (their code preloaded like every lazy part's), so the browser must have their
 * code before it hydrates (entry.client, through `preloadBannerControls`): hydrated without it, their
 * Suspense boundary is thrown away at the first update above it (the session settling) and the
 * buttons and dots vanish and come back, redrawn, a moment later.
 */
const BannerControls = lazyComponent(() => import('./banner-controls'));

/** Marks a carousel whose controls are in the HTML (read before hydration). */
export const controlsMarker = 'data-banner-controls';

export function preloadBannerControls(): Promise<unknown> {
  return BannerControls.preload();
}

/**
 * The operator's banners (issue 15, spec §2.9), rendered on the server: a track of slides that a
 * phone swipes natively (CSS scroll snap, no script), dots over its lower edge and, on a desktop,
 * previous and next buttons (banner-controls.tsx, fetched on demand). Each slide's box has its size before its image arrives (aspect ratio), so nothing
 * moves; the first image loads at once, the others when they come near. The headline and its line
 * are text over the art, in the page's language.
 */
export function BannerCarousel({ banners, className = '' }: { banners: Banner[]; className?: string }) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const total = banners.length;
  if (total === 0) return null;
  return (
    <section
      aria-label={t('banners.label')}
      className={className}
      {...(total > 1 ? { [controlsMarker]: '' } : {})}
    >
      <div className="relative">
        <div ref={trackRef} className="banner-track">
          {banners.map((banner, index) => (
            <div
              key={banner.id}
              role="group"
              aria-roledescription={t('banners.slide')}
              aria-label={t('banners.position', { n: index + 1, total })}
            >
              <Slide banner={banner} eager={index === 0} />
            </div>
          ))}
        </div>
        {total > 1 ? (
          <Suspense fallback={null}>
            <BannerControls trackRef={trackRef} count={total} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}

/** One banner: the art (decorative: its words are the text over it), a link when it has one. */
function Slide({ banner, eager }: { banner: Banner; eager: boolean }) {
  const localize = useLocalizePath();
  const body = (
    <>
      <img
        src={banner.image}
        alt=""
        width={imageWidth}
        height={imageHeight}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
      />
      <span className="banner-copy">
        <strong>{banner.title}</strong>
        {banner.text ? <span>{banner.text}</span> : null}
      </span>
    </>
  );
  if (!banner.link) return <div>{body}</div>;
  return banner.link.startsWith('/') ? (
    <Link to={localize(banner.link)}>{body}</Link>
  ) : (
    <a href={banner.link} target="_blank" rel="noopener noreferrer">
      {body}
    </a>
  );
}
