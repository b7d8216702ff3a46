import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../ui/language-switch';
import { Logo } from '../../ui/logo';

/** The sign-in pages' frame: the brand and the language switch above one centred card. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-100">
      <div className="flex items-center justify-between px-4 py-3 sm:px-6">
        <span className="inline-flex items-center gap-2 font-semibold text-zinc-900">
          <Logo /> {t('app.name')}
        </span>
        <LanguageSwitch />
      </div>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-sm rounded-xl border border-zinc-200 bg-white p-6 shadow-sm">
          {children}
        </div>
      </main>
    </div>
  );
}

export function AuthHeading({ title, text }: { title: string; text?: string }) {
  return (
    <div className="mb-5">
      <h1 className="text-lg font-semibold tracking-tight">{title}</h1>
      {text ? <p className="mt-1 text-[13px] text-zinc-500">{text}</p> : null}
    </div>
  );
}

/** Where a first sign-in is: password, second factor, recovery codes. */
export function SetupSteps({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useTranslation();
  const steps = [t('firstLogin.stepPassword'), t('firstLogin.stepTotp'), t('firstLogin.stepRecovery')];
  return (
    <ol aria-label={t('firstLogin.steps')} className="mb-5 flex gap-1.5">
      {steps.map((label, index) => (
        <li
          key={label}
          aria-current={index === current ? 'step' : undefined}
          className={`flex-1 border-t-2 pt-1.5 text-[11px] ${index <= current ? 'border-accent-600 text-accent-700' : 'border-zinc-200 text-zinc-400'}`}
        >
          {index + 1}. {label}
        </li>
      ))}
    </ol>
  );
}
