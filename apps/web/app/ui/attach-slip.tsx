import { lazy, Suspense } from 'react';
import { useTranslation } from '../lib/i18n';
import { Button } from './button';
import { InfoIcon } from './icons';
import { useAttachSlip } from './use-attach-slip';

/** The camera and its QR reader are fetched only when a member opens the scan. */
const ScanSlipQr = lazy(() => import('./scan-slip-qr'));

/**
 * "แนบสลิป": a member who paid attaches the transfer slip (JPEG, PNG or WebP up to 5 MB); the
 * answer — credited, waiting for the bank, or why not — is shown under the button. Shared by the
 * deposit popups and the history (`compact`: a small button in a history entry, without the hint).
 */
export function AttachSlip({ depositId, compact = false }: { depositId?: number; compact?: boolean }) {
  const { t } = useTranslation();
  const slip = useAttachSlip(depositId);
  // In a history entry the buttons are small and side by side; in a popup, full width and stacked.
  const buttonShape = compact ? ({ size: 'sm', block: false } as const) : ({ block: true } as const);
  const tone =
    slip.outcome?.kind === 'credited'
      ? 'border-emerald-400/40 bg-emerald-950/50 text-emerald-100'
      : slip.outcome?.kind === 'waiting'
        ? 'border-gold-400/30 bg-gold-400/10 text-gold-100'
        : 'border-rose-500/40 bg-rose-950/50 text-rose-100';
  return (
    <div className={compact ? '' : 'mt-3'} data-testid="attach-slip">
      <input
        ref={slip.input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="slip-file"
        onChange={(event) => void slip.send(event.currentTarget.files?.[0])}
      />
      <Button
        variant="secondary"
        {...buttonShape}
        loading={slip.sending}
        onClick={slip.choose}
        data-testid="attach-slip-button"
      >
        {t('money.attachSlip.attach')}
      </Button>
      {slip.canScan && !slip.scanning ? (
        <Button
          variant="secondary"
          {...buttonShape}
          disabled={slip.sending}
          onClick={slip.scan}
          className={compact ? 'ml-2' : 'mt-2'}
          data-testid="scan-slip-button"
        >
          {t('money.attachSlip.scan')}
        </Button>
      ) : null}
      {slip.scanning ? (
        <Suspense fallback={null}>
          <ScanSlipQr onRead={(text) => void slip.sendQr(text)} onClose={slip.stopScan} />
        </Suspense>
      ) : null}
      {compact ? null : <p className="mt-1 text-center text-xs text-ink-400">{t('money.attachSlip.hint')}</p>}
      {slip.outcome ? (
        <p
          role="status"
          data-testid="slip-outcome"
          data-outcome={slip.outcome.kind}
          className={`mt-2 flex gap-2 rounded-xl border p-3 text-xs leading-relaxed ${tone}`}
        >
          <InfoIcon size={16} className="mt-0.5 shrink-0" />
          {slip.outcome.message}
        </p>
      ) : null}
    </div>
  );
}
