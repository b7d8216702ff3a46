import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { useLocalizePath } from '../../../lib/language';
import { isSlipStamp, readSlip, type StoredSlip } from '../../../lib/slip-storage';
import { buttonClass } from '../../../ui/button';
import { HomeIcon } from '../../../ui/icons';
import { HibiscusMark } from '../../../ui/logo';
import { DownloadIcon } from '../../../ui/money-icons';

/** '20250131_142530' as '31/01/2025 14:25:30' (it is already the member's local time). */
function stampText(stamp: string): string {
  const [date = '', time = ''] = stamp.split('_');
  return `${date.slice(6, 8)}/${date.slice(4, 6)}/${date.slice(0, 4)} ${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}`;
}

/**
 * The saved QR slip (spec §2.1 /slip?data=YYYYMMDD_HHMMSS): the image the deposit popup drew,
 * with a download link. It lives in this tab's session storage, so it is read after hydration.
 */
export function SlipView() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const [searchParams] = useSearchParams();
  const stamp = searchParams.get('data');
  const [slip, setSlip] = useState<StoredSlip | null | 'loading'>('loading');

  useEffect(() => {
    setSlip(isSlipStamp(stamp) ? readSlip(stamp) : null);
  }, [stamp]);

  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col items-center px-4 py-8">
      <div className="mb-4 flex items-center gap-2">
        <HibiscusMark size={32} />
        <h1 className="text-xl font-bold text-gold-100">{t('money.slip.title')}</h1>
      </div>
      {slip === 'loading' ? (
        <div className="aspect-[3/4] w-full max-w-[360px] animate-pulse rounded-2xl bg-ink-800" />
      ) : slip ? (
        <>
          <img
            data-testid="slip-image"
            src={slip.image}
            alt={t('money.slip.imageAlt')}
            className="w-full max-w-[360px] rounded-2xl shadow-[0_20px_60px_-20px_rgba(0,0,0,0.9)] ring-1 ring-gold-400/30"
          />
          <p className="mt-3 text-xs text-ink-400">
            {t('money.slip.savedAt', { time: stampText(slip.stamp) })}
          </p>
          <p className="mt-2 text-center text-sm text-ink-200">{t('money.slip.hint')}</p>
          <a
            href={slip.image}
            download={`slip-${slip.stamp}.png`}
            data-testid="slip-download"
            className={`${buttonClass('primary', 'lg', true)} mt-5 max-w-[360px]`}
          >
            <DownloadIcon size={20} />
            {t('money.slip.download')}
          </a>
        </>
      ) : (
        <p
          data-testid="slip-missing"
          className="w-full rounded-xl border border-dashed border-white/15 px-4 py-8 text-center text-sm text-ink-300"
        >
          {t('money.slip.notFound')}
        </p>
      )}
      <Link to={localize('/')} className={`${buttonClass('secondary', 'md', true)} mt-3 max-w-[360px]`}>
        <HomeIcon size={18} />
        {t('money.slip.back')}
      </Link>
    </div>
  );
}
