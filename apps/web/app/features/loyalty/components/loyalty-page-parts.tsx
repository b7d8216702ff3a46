import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui/button';

/** The heading of the VIP and check-in pages. */
export function LoyaltyHeading({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-gold-100 md:text-3xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-sm leading-relaxed text-ink-300">{intro}</p>
      </div>
      {children}
    </div>
  );
}

/** The loading placeholder of those pages. */
export function LoyaltySkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-3 md:grid-cols-2" aria-label={label} aria-busy="true">
      <div className="h-40 animate-pulse rounded-2xl bg-ink-800/70" />
      <div className="h-40 animate-pulse rounded-2xl bg-ink-800/70" />
    </div>
  );
}

/** The line shown when a page's data could not be loaded, with its retry button. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="mb-4 flex items-center justify-between gap-3 text-sm text-rose-300" role="alert">
      {t('loyalty.loadFailed')}
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('loyalty.retry')}
      </Button>
    </p>
  );
}
