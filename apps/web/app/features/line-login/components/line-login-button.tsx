import { lineErrorCode, lineErrorParameter } from '@chaba/contracts/line-login-outcomes';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useLocalizePath } from '../../../lib/language';
import { usePopup } from '../../../lib/popup';
import { useSite } from '../../../lib/site';
import { goToLine } from '../api/line-login-api';
import { LineMark } from './line-mark';

/**
 * "Log in with LINE" in the login popup (issue 31, decision 70), when LINE Login is on. A login
 * that came back refused (`?line_error=`) shows why above it; a LINE account no member has goes to
 * the registration instead (the server sends the browser there).
 */
export function LineLoginButton() {
  const { t } = useTranslation();
  const site = useSite();
  const request = useApi();
  const localize = useLocalizePath();
  const { close } = usePopup();
  const [searchParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!site.line_login) return null;

  const returned = searchParams.get(lineErrorParameter);
  const code = returned === null ? null : lineErrorCode(returned);
  const start = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await goToLine(request, 'login');
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <div className="mt-4">
      <div className="mb-3 flex items-center gap-3 text-xs text-ink-400">
        <span className="h-px flex-1 bg-white/10" />
        {t('line.or')}
        <span className="h-px flex-1 bg-white/10" />
      </div>
      {code || failed ? (
        <div
          role="alert"
          data-testid="line-login-error"
          className="mb-3 rounded-xl border border-red-400/40 bg-red-950/40 p-3 text-sm text-red-100"
        >
          {failed ? t('line.failed') : t(`line.errors.${code!}`)}
          {code === 'account_restricted' ? (
            <Link
              to={localize('/responsible-gaming/account')}
              onClick={() => close('finished')}
              className="mt-1 block font-semibold text-gold-300 hover:underline"
            >
              {t('line.restrictedLink')}
            </Link>
          ) : null}
        </div>
      ) : null}
      <button
        type="button"
        onClick={() => void start()}
        disabled={busy}
        data-testid="line-login-button"
        className="flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-[#06C755] px-4 py-3 font-semibold text-white transition hover:bg-[#05b34c] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-60"
      >
        <LineMark />
        {t('line.loginButton')}
      </button>
    </div>
  );
}
