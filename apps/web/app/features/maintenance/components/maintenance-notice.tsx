import type { MaintenanceNotice } from '@chaba/contracts/maintenance';
import { formatDateTime } from '@chaba/i18n/format';
import { useTranslation } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/language';
import { useMaintenance } from '../../../lib/maintenance';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { WarningIcon } from '../../../ui/icons';

/** The operator's message in the page's language (the server already falls back to Thai). */
function useNoticeText(notice: MaintenanceNotice) {
  const { t } = useTranslation();
  const language = useLanguage();
  return {
    message: notice.message[language] || t('maintenance.fallback'),
    until: notice.ends_at ? t('maintenance.until', { time: formatDateTime(notice.ends_at) }) : null,
  };
}

/** While the site is under maintenance: a banner under the header on every page, not dismissible. */
export function MaintenanceBanner() {
  const { notice } = useMaintenance();
  if (!notice) return null;
  return <Banner notice={notice} />;
}

function Banner({ notice }: { notice: MaintenanceNotice }) {
  const { t } = useTranslation();
  const { message, until } = useNoticeText(notice);
  return (
    <div
      role="status"
      aria-label={t('maintenance.title')}
      data-testid="maintenance-banner"
      className="border-b border-amber-400/30 bg-gradient-to-r from-amber-700/40 via-amber-500/25 to-amber-700/40"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 text-sm text-amber-50 md:items-center md:px-6">
        <WarningIcon size={20} className="mt-0.5 shrink-0 text-amber-300 md:mt-0" />
        <div className="min-w-0 flex-1 leading-snug md:flex md:items-baseline md:gap-3">
          <p className="font-semibold text-amber-200">{t('maintenance.title')}</p>
          <p className="whitespace-pre-line">{message}</p>
          {until ? <p className="text-amber-200/90 md:ml-auto md:shrink-0">{until}</p> : null}
        </div>
      </div>
    </div>
  );
}

/** After a game launch or money request was refused for maintenance: the notice as a dialog. */
export function MaintenanceDialog() {
  const { notice, refused, closeRefused } = useMaintenance();
  if (!notice || !refused) return null;
  return <RefusedDialog notice={notice} onClose={closeRefused} />;
}

function RefusedDialog({ notice, onClose }: { notice: MaintenanceNotice; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, until } = useNoticeText(notice);
  return (
    <Dialog
      title={t('maintenance.title')}
      onClose={onClose}
      icon={<WarningIcon />}
      testId="maintenance-notice"
    >
      <p className="text-[0.95rem] leading-relaxed whitespace-pre-line text-ink-100">{message}</p>
      {until ? <p className="mt-3 text-sm font-medium text-gold-300">{until}</p> : null}
      <p className="mt-3 text-sm text-ink-300">{t('maintenance.paused')}</p>
      <Button block className="mt-5" onClick={onClose}>
        {t('maintenance.ok')}
      </Button>
    </Dialog>
  );
}
