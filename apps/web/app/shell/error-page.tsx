import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n';
import { isRouteErrorResponse, Link } from 'react-router';
import { useLocalizePath } from '../lib/language';
import { buttonClass } from '../ui/button';
import { HibiscusMark } from '../ui/logo';

/** At most one automatic reload per minute after a failed chunk load (spec §2.1). */
const chunkReloadGuardMs = 60_000;
const chunkReloadKey = 'chaba.chunk-reload-at';

function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
    message,
  );
}

/**
 * 404: '404 Not Found' and 'This page could not be found', with a line in Thai or Chinese on those
 * sites; anything else: 'An error occurred'.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!isChunkLoadError(error)) return;
    // A new deployment replaced the page's chunks: load the page again, but never in a loop.
    const last = Number(window.sessionStorage.getItem(chunkReloadKey) ?? 0);
    if (Date.now() - last < chunkReloadGuardMs) return;
    window.sessionStorage.setItem(chunkReloadKey, String(Date.now()));
    window.location.reload();
  }, [error]);
  const localize = useLocalizePath();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto flex min-h-[55vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <div className="mb-6 opacity-80">
        <HibiscusMark size={96} />
      </div>
      <h1 className="text-3xl font-extrabold text-gold-100 md:text-4xl">
        {notFound ? t('errorPage.notFoundTitle') : t('errorPage.otherTitle')}
      </h1>
      {/* The spec's title and text are English; a Thai or Chinese visitor reads them in their own language too. */}
      {notFound && t('errorPage.notFoundLocal') ? (
        <p data-testid="not-found-local" className="mt-3 text-lg font-semibold text-white">
          {t('errorPage.notFoundLocal')}
        </p>
      ) : null}
      {notFound ? <p className="mt-2 text-ink-300">{t('errorPage.notFoundText')}</p> : null}
      <Link to={localize('/')} className={`${buttonClass('primary', 'lg')} mt-8`}>
        {t('errorPage.backHome')}
      </Link>
    </div>
  );
}
