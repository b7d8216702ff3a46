import { useTranslation } from '../lib/i18n';
import { WarningIcon } from './icons';

/** The red box listing the server's messages (spec §5). Announced to screen readers. */
export function ServerErrors({ messages }: { messages: string[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid="server-errors"
      className="mb-4 flex gap-2.5 rounded-xl border border-rose-500/50 bg-rose-950/60 px-3.5 py-3 text-sm text-rose-100"
    >
      <WarningIcon size={18} className="mt-0.5 shrink-0 text-rose-400" />
      <div>
        <p className="sr-only">{t('common.serverErrors')}</p>
        <ul className="space-y-0.5">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
