import type { LineAccountResponse } from '@chaba/contracts/line-login';
import { useTranslation } from '../../../lib/i18n';
import { LineMark } from './line-mark';
import { useLineAccount } from './use-line-account';

/**
 * The member's LINE account in the information popup (issue 31, decision 70): linked (with the
 * LINE display name) and a button to unlink, or a button to link, which goes to LINE and comes back
 * to `/u?line=linked` or `/u?line_error=CODE`, told here.
 */
export function LineAccountRow() {
  const { t } = useTranslation();
  const { enabled, account, busy, error, act } = useLineAccount();
  if (!enabled) return null;

  const stateText = (current: LineAccountResponse | null) => {
    if (current === null) return '…';
    if (!current.linked) return t('line.notLinked');
    return current.display_name ? t('line.linkedAs', { name: current.display_name }) : t('line.linked');
  };

  return (
    <div className="border-b border-white/5 py-3 last:border-b-0" data-testid="line-account">
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-xs text-ink-400">{t('line.account')}</p>
          <p
            className="mt-0.5 text-[0.95rem] font-medium break-words text-white"
            data-testid="line-account-state"
          >
            {stateText(account)}
          </p>
        </div>
        {account ? (
          <button
            type="button"
            onClick={() => void act()}
            disabled={busy}
            data-testid={account.linked ? 'line-unlink' : 'line-link'}
            className={
              account.linked
                ? 'shrink-0 text-sm font-semibold text-gold-300 hover:underline disabled:opacity-60'
                : 'flex shrink-0 items-center gap-1.5 rounded-lg bg-[#06C755] px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-[#05b34c] disabled:opacity-60'
            }
          >
            {account.linked ? null : <LineMark size={18} />}
            {account.linked ? t('line.unlink') : t('line.link')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" data-testid="line-account-error" className="mt-2 text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
