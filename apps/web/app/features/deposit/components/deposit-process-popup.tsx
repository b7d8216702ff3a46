import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '@chaba/i18n/format';
import { formatMinutesSeconds, minutesLeft, useCountdown } from '../../../lib/countdown';
import { useSite } from '../../../lib/site';
import { useProfileReloader } from '../../../lib/use-profile-reloader';
import { BankAccountCard } from '../../../ui/bank-account-card';
import { Button } from '../../../ui/button';
import { CopyButton } from '../../../ui/copy-button';
import { Dialog } from '../../../ui/dialog';
import { InfoIcon, WarningIcon } from '../../../ui/icons';
import { BankIcon, ClockIcon, DownloadIcon, QrIcon } from '../../../ui/money-icons';
import { drawQrSlip } from './qr-slip';

/** The profile is polled this often while the popup is open, beside the live updates (spec §9). */
export const depositPollMs = 10_000;

/** A pending deposit as the in-progress popup shows it. */
export interface DepositView {
  id: number;
  ref: string;
  /** Exactly what to transfer. */
  amount: number;
  /** What the member typed, when the server added satang to it. */
  requestedAmount: number | null;
  method: 'bank' | 'qr';
  toBank: string | null;
  toAccountNumber: string | null;
  toName: string | null;
  qrCode: string | null;
  qrCodeName: string | null;
  /** When the 15-minute window ends, as a local Date.now() time. */
  deadlineMs: number;
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-black/5 py-1.5 last:border-b-0">
      <dt className="shrink-0 text-xs text-ink-500">{label}</dt>
      <dd className="min-w-0 text-right text-sm font-semibold break-words text-ink-950">{children}</dd>
    </div>
  );
}

/**
 * The deposit-in-progress popup (spec §2.7): the QR with its watermark, or the company account
 * with copy buttons; the exact amount; the countdown; OK and cancel. It polls the profile every
 * 10 seconds; the live updates usually answer first.
 */
export function DepositProcessPopup({
  view,
  onOk,
  onCancel,
  onTimeout,
  onSaveSlip,
}: {
  view: DepositView;
  onOk: () => void;
  onCancel: () => Promise<void>;
  onTimeout: () => void;
  /** Stores the drawn slip and goes to /slip. */
  onSaveSlip: (image: string) => void;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const reload = useProfileReloader();
  const remainingMs = useCountdown(view.deadlineMs, onTimeout) ?? 0;
  const [cancelling, setCancelling] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);

  useEffect(() => {
    const timer = window.setInterval(() => void reload(), depositPollMs);
    return () => window.clearInterval(timer);
  }, [reload]);

  const amountText = formatBaht(view.amount);
  const adjusted = view.requestedAmount !== null && view.requestedAmount !== view.amount;
  const isQr = view.method === 'qr' && Boolean(view.qrCode);

  const cancel = async () => {
    setCancelling(true);
    try {
      await onCancel();
    } finally {
      setCancelling(false);
    }
  };

  const saveImage = async () => {
    if (!view.qrCode) return;
    setSaving(true);
    setSaveFailed(false);
    try {
      const image = await drawQrSlip(view.qrCode, {
        siteName: site.name,
        title: t('money.process.qrTitle'),
        watermark: t('money.process.watermark'),
        rows: [
          { label: t('money.process.accountName'), value: view.qrCodeName ?? '-' },
          { label: t('money.process.reference'), value: view.ref },
          { label: t('money.process.amount'), value: `${amountText} ${t('money.baht')}` },
        ],
        footer: t('money.process.slipWarning'),
      });
      onSaveSlip(image);
    } catch {
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const exactAmountNote = (
    <p className="mt-2 flex gap-2 text-xs leading-relaxed text-amber-100">
      <InfoIcon size={16} className="mt-0.5 shrink-0 text-amber-300" />
      <span>
        {adjusted
          ? t('money.process.amountAdjusted', {
              requested: formatBaht(view.requestedAmount ?? 0),
              amount: amountText,
            })
          : t('money.process.exactAmount')}
      </span>
    </p>
  );

  const buttons = (
    <div className="mt-4 flex gap-2">
      <Button className="flex-1" onClick={onOk} data-testid="deposit-ok">
        {t('money.process.ok')}
      </Button>
      <Button
        variant="secondary"
        loading={cancelling}
        onClick={() => void cancel()}
        data-testid="deposit-cancel"
      >
        {t('money.process.cancel')}
      </Button>
    </div>
  );

  if (isQr) {
    return (
      <Dialog title={t('money.process.qrTitle')} testId="deposit-process" icon={<QrIcon />}>
        <div data-method="qr" className="rounded-2xl bg-white p-4 text-ink-950 shadow-inner">
          <div className="relative mx-auto aspect-square w-full max-w-[240px] overflow-hidden">
            <img
              data-testid="qr-image"
              src={`data:image/png;base64,${view.qrCode}`}
              alt={t('money.process.qrAlt', { amount: amountText })}
              className="h-full w-full [image-rendering:pixelated]"
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 flex items-center justify-center"
            >
              <span className="-rotate-[26deg] text-center text-lg font-bold whitespace-nowrap text-rose-600/25">
                {t('money.process.watermark')}
              </span>
            </span>
          </div>
          <p className="mt-1 text-center text-xs font-semibold text-rose-700">
            {t('money.process.watermark')}
          </p>
          <dl className="mt-2">
            <DetailRow label={t('money.process.accountName')}>{view.qrCodeName ?? '-'}</DetailRow>
            <DetailRow label={t('money.process.reference')}>
              <span className="tabular-nums">{view.ref}</span>
            </DetailRow>
            <DetailRow label={t('money.process.amount')}>
              <span className="text-lg text-rose-700 tabular-nums">
                <span data-testid="deposit-amount">{amountText}</span> {t('money.baht')}
              </span>
            </DetailRow>
          </dl>
        </div>
        {adjusted ? exactAmountNote : null}
        <p className="mt-3 flex items-center justify-center gap-2 text-sm text-ink-200" role="timer">
          <ClockIcon size={18} className="text-gold-300" />
          {t('money.process.timeLeft')}
          <span data-testid="deposit-countdown" className="font-bold text-gold-200 tabular-nums">
            {formatMinutesSeconds(remainingMs)}
          </span>
        </p>
        <p className="mt-3 flex gap-2 rounded-xl border border-rose-500/40 bg-rose-950/50 p-3 text-xs leading-relaxed text-rose-100">
          <WarningIcon size={16} className="mt-0.5 shrink-0 text-rose-300" />
          {t('money.process.slipWarning')}
        </p>
        <Button
          variant="secondary"
          block
          className="mt-3"
          loading={saving}
          onClick={() => void saveImage()}
          data-testid="save-slip"
        >
          <DownloadIcon size={18} />
          {t('money.process.saveImage')}
        </Button>
        {saveFailed ? <p className="mt-2 text-xs text-rose-300">{t('money.process.saveFailed')}</p> : null}
        {buttons}
      </Dialog>
    );
  }

  return (
    <Dialog title={t('money.process.bankTitle')} testId="deposit-process" icon={<BankIcon />}>
      <div data-method="bank">
        <BankAccountCard
          testId="deposit-to-account"
          bankCode={view.toBank}
          accountNumber={view.toAccountNumber}
          holder={view.toName}
          action={
            view.toAccountNumber ? (
              <CopyButton text={view.toAccountNumber} label={t('money.process.copyAccount')} />
            ) : null
          }
        />
        <div className="mt-3 rounded-xl border border-gold-400/30 bg-gold-400/10 p-3.5">
          <div className="flex items-center justify-between gap-3">
            <div>
              <p className="text-xs text-ink-300">{t('money.process.amount')}</p>
              <p className="text-2xl font-bold text-gold-100 tabular-nums">
                <span data-testid="deposit-amount">{amountText}</span>{' '}
                <span className="text-sm font-medium text-ink-300">{t('money.baht')}</span>
              </p>
            </div>
            <CopyButton text={view.amount.toFixed(2)} label={t('money.process.copyAmount')} />
          </div>
          {exactAmountNote}
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-xs text-ink-400">{t('money.process.reference')}</dt>
            <dd className="font-semibold text-white tabular-nums">{view.ref}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-400">{t('money.process.timeLeft')}</dt>
            <dd className="flex items-center gap-1.5 font-semibold text-gold-200" role="timer">
              <ClockIcon size={16} />
              <span data-testid="deposit-countdown">
                {t('money.process.minutesLeft', { minutes: minutesLeft(remainingMs) })}
              </span>
            </dd>
          </div>
        </dl>
        <p className="mt-3 flex gap-2 rounded-xl border border-white/10 bg-ink-950/60 p-3 text-xs leading-relaxed text-ink-200">
          <InfoIcon size={16} className="mt-0.5 shrink-0 text-gold-300" />
          {t('money.process.transferHint')}
        </p>
      </div>
      {buttons}
    </Dialog>
  );
}
