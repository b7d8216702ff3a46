import { useTranslation } from '../../../lib/i18n';
import { CheckIcon } from '../../../ui/icons';

const steps = ['phone', 'password', 'bank', 'done'] as const;

/** The four-step progress bar of the registration popups (0 phone … 3 done). */
export function RegisterProgress({ current }: { current: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    // Each column at least as wide as its label on one line ('✓ บัญชีธนาคาร' wrapped in a quarter of
    // a phone's popup at the last step, issue 24), the rest shared.
    <ol
      aria-label={t('register.progress')}
      className="grid grid-cols-[repeat(4,minmax(max-content,1fr))] gap-1.5"
    >
      {steps.map((step, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className="flex flex-col items-center gap-1.5"
          >
            <span
              className={`h-1.5 w-full rounded-full ${
                done || active ? 'bg-gradient-to-r from-gold-300 to-gold-500' : 'bg-ink-700'
              } ${active ? 'shadow-[0_0_12px_rgba(245,180,40,0.6)]' : ''}`}
            />
            <span
              className={`flex items-center gap-1 text-[0.7rem] font-medium whitespace-nowrap ${
                active ? 'text-gold-200' : done ? 'text-gold-400/80' : 'text-ink-400'
              }`}
            >
              {done ? <CheckIcon size={12} /> : null}
              {t(`register.steps.${step}`)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
