import { lineOutcomeParameter } from '@chaba/contracts/line-login-outcomes';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { LineMark } from './line-mark';

/**
 * In the registration's first popup, for a visitor LINE sent there (`/register?line=1`, decision 70):
 * the LINE account will be linked to the account the registration creates.
 */
export function LineRegistrationNote() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  if (searchParams.get(lineOutcomeParameter) !== '1') return null;
  return (
    <p
      data-testid="line-registration-note"
      className="mb-4 flex gap-2 rounded-xl border border-[#06C755]/40 bg-[#06C755]/10 p-3 text-sm text-ink-100"
    >
      <span className="shrink-0 text-[#06C755]">
        <LineMark size={20} />
      </span>
      <span className="min-w-0">{t('line.registerNote')}</span>
    </p>
  );
}
