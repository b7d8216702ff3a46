import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatBaht } from '@chaba/i18n/format';
import { useCountdown } from '../../../lib/countdown';
import { useSite } from '../../../lib/site';
import { useProfileReloader } from '../../../lib/use-profile-reloader';
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
  /** The deposit was moved to another company account since this page prepared it (decision 52). */
  accountChanged: boolean;
  qrCode: string | null;
  qrCodeName: string | null;
  /** When the 15-minute window ends, as a local Date.now() time. */
  deadlineMs: number;
}

/** What the in-progress popup is given by the deposit flow. */
export interface DepositProcessProps {
  view: DepositView;
  onOk: () => void;
  onCancel: () => Promise<void>;
  onTimeout: () => void;
  /** Stores the drawn slip and goes to /slip. */
  onSaveSlip: (image: string) => void;
}

/**
 * The state and calls of the deposit-in-progress popup: the countdown, the profile polled every
 * 10 seconds, cancelling, and drawing the QR slip to save.
 */
export function useDepositProcess({ view, onCancel, onTimeout, onSaveSlip }: DepositProcessProps) {
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

  return { remainingMs, cancelling, saving, saveFailed, amountText, adjusted, isQr, cancel, saveImage };
}

export type DepositProcess = ReturnType<typeof useDepositProcess>;
