import { formatBaht } from '@chaba/i18n/format';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { DateTime } from '../../ui/format';
import { Detail } from '../../ui/page';
import type { BankMessage } from './api';
import { ManualLineForm } from './manual-line-form';
import { outcomeTones } from './message-columns';

/**
 * One message: its text, what the parser read, the statement line it became; a message that is no
 * line yet can be made one by hand (the form replaces the detail in the same dialog).
 */
export function MessageDetailDialog({
  message,
  onClose,
}: {
  message: BankMessage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [making, setMaking] = useState(false);
  const close = () => {
    setMaking(false);
    onClose();
  };
  return (
    <Dialog
      open={message !== null}
      onClose={close}
      title={
        message
          ? making
            ? t('bankMessages.makeLineTitle')
            : t('bankMessages.detailTitle', { id: message.id })
          : ''
      }
      description={making ? t('bankMessages.makeLineText') : null}
    >
      {message && making ? (
        <ManualLineForm message={message} onCancel={() => setMaking(false)} onDone={close} />
      ) : null}
      {message && !making ? (
        <div className="space-y-4" data-testid="bank-message-detail">
          <MessageText message={message} />
          <ParsedFields message={message} />
          <DialogActions>
            <Button onClick={close}>{t('common.close')}</Button>
            {message.outcome !== 'statement_line' ? (
              <Button variant="primary" onClick={() => setMaking(true)}>
                {t('bankMessages.makeLine')}
              </Button>
            ) : null}
          </DialogActions>
        </div>
      ) : null}
    </Dialog>
  );
}

function MessageText({ message }: { message: BankMessage }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-500">
        <span>{message.device_name}</span>
        <span>·</span>
        <span>{message.sender}</span>
        <span>·</span>
        <DateTime value={message.received_at} />
      </div>
      <p className="rounded-md bg-zinc-50 p-3 text-[13px] break-words whitespace-pre-wrap text-zinc-900 ring-1 ring-zinc-200 ring-inset">
        {message.text ?? <span className="text-zinc-400">{t('bankMessages.textRemoved')}</span>}
      </p>
    </div>
  );
}

function ParsedFields({ message }: { message: BankMessage }) {
  const { t } = useTranslation();
  const text = (value: ReactNode) => value ?? '-';
  const baht = (value: number | null) => (value === null ? '-' : formatBaht(value));
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-[13px] font-semibold text-zinc-800">{t('bankMessages.parsed')}</h3>
        <Badge tone={outcomeTones[message.outcome]}>{t(`bankMessages.outcomes.${message.outcome}`)}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-[13px] sm:grid-cols-3">
        <Detail label={t('bankMessages.kind')}>{t(`bankMessages.kinds.${message.kind}`)}</Detail>
        <Detail label={t('bankMessages.bank')}>{text(message.bank?.toUpperCase())}</Detail>
        <Detail label={t('bankMessages.amount')}>{baht(message.amount)}</Detail>
        <Detail label={t('bankMessages.occurredAt')}>
          <DateTime value={message.occurred_at} />
        </Detail>
        <Detail label={t('bankMessages.accountDigits')}>{text(message.account_digits)}</Detail>
        <Detail label={t('bankMessages.companyAccount')}>{text(message.account_number)}</Detail>
        <Detail label={t('bankMessages.fromBank')}>{text(message.from_bank?.toUpperCase())}</Detail>
        <Detail label={t('bankMessages.fromAccount')}>{text(message.from_account)}</Detail>
        <Detail label={t('bankMessages.fromName')}>{text(message.from_name)}</Detail>
        <Detail label={t('bankMessages.balanceAfter')}>{baht(message.balance_after)}</Detail>
        <Detail label={t('bankMessages.line')}>
          {message.statement_line_id === null ? (
            t('bankMessages.noLine')
          ) : (
            <span data-testid="bank-message-line">
              #{message.statement_line_id}{' '}
              {message.statement_line_status
                ? t(`status.${message.statement_line_status}` as 'status.matched', {
                    defaultValue: message.statement_line_status,
                  })
                : null}
            </span>
          )}
        </Detail>
      </dl>
    </div>
  );
}
