import { type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatBaht } from '@chaba/i18n/format';
import { formatMinutesSeconds, minutesLeft } from '../../../lib/countdown';
import { BankAccountCard } from '../../../ui/bank-account-card';
import { Button } from '../../../ui/button';
import { CopyButton } from '../../../ui/copy-button';
import { Dialog } from '../../../ui/dialog';
import { InfoIcon, WarningIcon } from '../../../ui/icons';
import { BankIcon, ClockIcon, DownloadIcon, QrIcon } from '../../../ui/money-icons';
import { AttachSlip } from '../../../ui/attach-slip';
import {
  useDepositProcess,
  type DepositProcess,
  type DepositProcessProps,
  type DepositView,
} from './use-deposit-process';

export type { DepositView } from './use-deposit-process';

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-black/5 py-1.5 last:border-b-0">
      <dt className="shrink-0 text-xs text-ink-500">{label}</dt>
      <dd className="min-w-0 text-right text-sm font-semibold break-words text-ink-950">{children}</dd>
    </div>
  );
}

/** The note under the amount: transfer exactly this, or the satang the server added. */
function ExactAmountNote({ view, process }: { view: DepositView; process: DepositProcess }) {
  const { t } = useTranslation();
  return (
    <p className="mt-2 flex gap-2 text-xs leading-relaxed text-amber-100">
      <InfoIcon size={16} className="mt-0.5 shrink-0 text-amber-300" />
      <span>
        {process.adjusted
          ? t('money.process.amountAdjusted', {
              requested: formatBaht(view.requestedAmount ?? 0),
              amount: process.amountText,
            })
          : t('money.process.exactAmount')}
      </span>
    </p>
  );
}

function ProcessButtons({ onOk, process }: { onOk: () => void; process: DepositProcess }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex gap-2">
      <Button className="flex-1" onClick={onOk} data-testid="deposit-ok">
        {t('money.process.ok')}
      </Button>
      <Button
        variant="secondary"
        loading={process.cancelling}
        onClick={() => void process.cancel()}
        data-testid="deposit-cancel"
      >
        {t('money.process.cancel')}
      </Button>
    </div>
  );
}

/** The QR code with its watermark and the details the slip shows. */
function QrCard({ view, amountText }: { view: DepositView; amountText: string }) {
  const { t } = useTranslation();
  return (
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
      <p className="mt-1 text-center text-xs font-semibold text-rose-700">{t('money.process.watermark')}</p>
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
  );
}

function QrProcess({ view, onOk, process }: DepositProcessProps & { process: DepositProcess }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('money.process.qrTitle')} testId="deposit-process" icon={<QrIcon />}>
      <QrCard view={view} amountText={process.amountText} />
      {process.adjusted ? <ExactAmountNote view={view} process={process} /> : null}
      <p className="mt-3 flex items-center justify-center gap-2 text-sm text-ink-200" role="timer">
        <ClockIcon size={18} className="text-gold-300" />
        {t('money.process.timeLeft')}
        <span data-testid="deposit-countdown" className="font-bold text-gold-200 tabular-nums">
          {formatMinutesSeconds(process.remainingMs)}
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
        loading={process.saving}
        onClick={() => void process.saveImage()}
        data-testid="save-slip"
      >
        <DownloadIcon size={18} />
        {t('money.process.saveImage')}
      </Button>
      {process.saveFailed ? (
        <p className="mt-2 text-xs text-rose-300">{t('money.process.saveFailed')}</p>
      ) : null}
      <ProcessButtons onOk={onOk} process={process} />
    </Dialog>
  );
}

function BankProcess({ view, onOk, process }: DepositProcessProps & { process: DepositProcess }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('money.process.bankTitle')} testId="deposit-process" icon={<BankIcon />}>
      <div data-method="bank">
        {view.accountChanged ? (
          <p
            role="alert"
            data-testid="deposit-account-changed"
            className="mb-3 rounded-xl border border-rose-400/40 bg-rose-500/15 p-3 text-sm font-semibold text-rose-100"
          >
            {t('money.process.accountChanged')}
          </p>
        ) : null}
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
                <span data-testid="deposit-amount">{process.amountText}</span>{' '}
                <span className="text-sm font-medium text-ink-300">{t('money.baht')}</span>
              </p>
            </div>
            <CopyButton text={view.amount.toFixed(2)} label={t('money.process.copyAmount')} />
          </div>
          <ExactAmountNote view={view} process={process} />
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
                {t('money.process.minutesLeft', { minutes: minutesLeft(process.remainingMs) })}
              </span>
            </dd>
          </div>
        </dl>
        <p className="mt-3 flex gap-2 rounded-xl border border-white/10 bg-ink-950/60 p-3 text-xs leading-relaxed text-ink-200">
          <InfoIcon size={16} className="mt-0.5 shrink-0 text-gold-300" />
          {t('money.process.transferHint')}
        </p>
        <AttachSlip depositId={view.id} />
      </div>
      <ProcessButtons onOk={onOk} process={process} />
    </Dialog>
  );
}

/**
 * The deposit-in-progress popup (spec §2.7): the QR with its watermark, or the company account
 * with copy buttons; the exact amount; the countdown; OK and cancel. It polls the profile every
 * 10 seconds; the live updates usually answer first (useDepositProcess).
 */
export function DepositProcessPopup(props: DepositProcessProps) {
  const process = useDepositProcess(props);
  return process.isQr ? (
    <QrProcess {...props} process={process} />
  ) : (
    <BankProcess {...props} process={process} />
  );
}
