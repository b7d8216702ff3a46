import { formatDateTime } from '@chaba/i18n/format';
import { useTranslation } from './i18n';
import { useMaintenance } from './maintenance';

/**
 * While the site is under maintenance, what a money form says instead of letting the member send it
 * (issue 15): the operator's message in the page's language, the expected end, and that money waits.
 * Empty otherwise. Its own module, so that only the forms' chunks carry it (not the home page's).
 */
export function useMaintenancePause(): string[] {
  const { notice } = useMaintenance();
  const { t, language } = useTranslation();
  if (!notice) return [];
  return [
    notice.message[language] || t('maintenance.fallback'),
    ...(notice.ends_at ? [t('maintenance.until', { time: formatDateTime(notice.ends_at) })] : []),
    t('maintenance.paused'),
  ];
}
