import { useTranslation } from '../lib/i18n';
import { Link } from 'react-router';
import { useLocalizePath } from '../lib/language';
import { usePopup } from '../lib/popup';
import { useSession } from '../lib/session';
import { Button, buttonClass } from '../ui/button';
import { HibiscusMark } from '../ui/logo';

/** The hero banner of the main layout: register (guests), play game and trial play. */
export function Hero({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { status } = useSession();
  const { open } = usePopup();
  return (
    <section className="hero-backdrop relative overflow-hidden border-b border-gold-400/10">
      <div className="pointer-events-none absolute inset-0" aria-hidden="true">
        <div className="absolute -top-24 -right-16 opacity-25 md:right-[8%] md:opacity-40">
          <HibiscusMark size={compact ? 220 : 420} />
        </div>
        <div className="hero-sparkles absolute inset-0" />
      </div>
      <div
        className={`relative mx-auto max-w-6xl px-4 md:px-6 ${compact ? 'py-6 md:py-8' : 'py-10 md:py-20'}`}
      >
        <p className="mb-2 inline-flex rounded-full border border-gold-400/40 bg-gold-400/10 px-3 py-1 text-xs font-semibold tracking-wide text-gold-200">
          {t('hero.eyebrow')}
        </p>
        {compact ? (
          <p className="max-w-xl text-xl leading-snug font-extrabold text-balance text-white md:text-2xl">
            {t('hero.title')}
          </p>
        ) : (
          <>
            {/* The full hero is the home page's: its title is the page's h1. */}
            <h1 className="max-w-2xl text-3xl leading-tight font-extrabold text-balance text-white md:text-5xl md:leading-tight">
              <span className="bg-gradient-to-r from-gold-100 via-gold-300 to-gold-500 bg-clip-text text-transparent">
                {t('hero.title')}
              </span>
            </h1>
            <p className="mt-3 max-w-lg text-sm leading-relaxed text-ink-200 md:text-base">
              {t('hero.subtitle')}
            </p>
          </>
        )}
        <div className={`flex flex-wrap gap-2.5 ${compact ? 'mt-4' : 'mt-6'}`}>
          {status === 'guest' ? (
            <Button size={compact ? 'md' : 'lg'} onClick={() => open('Register')}>
              {t('hero.register')}
            </Button>
          ) : null}
          <Link
            to={localize('/lobby')}
            className={buttonClass(status === 'guest' ? 'secondary' : 'primary', compact ? 'md' : 'lg')}
          >
            {t('hero.play')}
          </Link>
          <Link to={localize('/casino-test')} className={buttonClass('secondary', compact ? 'md' : 'lg')}>
            {t('hero.trial')}
          </Link>
        </div>
      </div>
    </section>
  );
}
