import { useTranslation } from '../lib/i18n';
import { passwordMaxLength, passwordMinLength } from '@chaba/contracts/validation';
import { CheckIcon } from './icons';

/** The password hints of spec §5, ticked as the typed password meets each one. */
export function PasswordHints({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const lengthOk = password.length >= passwordMinLength && password.length <= passwordMaxLength;
  const complexityOk = /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
  const rows = [
    { ok: lengthOk, text: t('register.hintLength') },
    { ok: complexityOk, text: t('register.hintComplexity') },
  ];
  return (
    <div id={id} className="mb-4 rounded-xl border border-white/5 bg-ink-950/50 px-3.5 py-2.5 text-xs">
      <p className="mb-1 font-semibold text-ink-300">{t('register.hintsTitle')}</p>
      <ul className="space-y-1">
        {rows.map((row) => (
          <li
            key={row.text}
            className={`flex items-start gap-1.5 ${row.ok ? 'text-emerald-300' : 'text-ink-400'}`}
          >
            <span
              className={`mt-px inline-flex h-3.5 w-3.5 shrink-0 items-center justify-center rounded-full ${
                row.ok ? 'bg-emerald-500/20' : 'border border-ink-500'
              }`}
            >
              {row.ok ? <CheckIcon size={10} /> : null}
            </span>
            {row.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
