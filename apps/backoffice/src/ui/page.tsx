import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from './button';

/** A desk's heading: its title, a line saying what it is for, and its actions on the right. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-4 flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-60">
        <h1 className="text-lg font-semibold tracking-tight text-zinc-900">{title}</h1>
        {subtitle ? <p className="text-[13px] text-zinc-500">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}

export function Panel({
  title,
  actions,
  children,
  className = '',
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-lg border border-zinc-200 bg-white shadow-xs ${className}`}>
      {title || actions ? (
        <div className="flex items-center gap-2 border-b border-zinc-200 px-4 py-2.5">
          <h2 className="flex-1 text-[13px] font-semibold text-zinc-800">{title}</h2>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function LoadingState() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-center gap-2 py-12 text-zinc-500" role="status">
      <Spinner /> {t('common.loading')}
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center" role="alert">
      <p className="font-medium text-zinc-800">{t('common.loadFailed')}</p>
      <p className="max-w-md text-xs text-zinc-500">
        {error instanceof Error ? error.message : String(error)}
      </p>
      {onRetry ? (
        <Button size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return <div className="py-12 text-center text-zinc-500">{children ?? t('common.empty')}</div>;
}

/** A label and its value, for detail blocks. */
export function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] font-medium tracking-wide text-zinc-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-zinc-900">{children}</dd>
    </div>
  );
}
