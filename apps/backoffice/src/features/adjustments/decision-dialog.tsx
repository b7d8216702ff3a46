import { formatBaht } from '@chaba/i18n/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/forms';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormError, TextAreaField } from '../../ui/field';
import { toast } from '../../ui/toast';
import { useDecideAdjustment, type Adjustment } from './api';

export interface PendingDecision {
  adjustment: Adjustment;
  kind: 'approve' | 'reject' | 'reverse';
}

/** The decision's text (a cause or a note), its call and its refusal. */
function useAdjustmentDecision(pending: PendingDecision | null, onClose: () => void) {
  const { t } = useTranslation();
  const decide = useDecideAdjustment();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setText('');
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!pending) return;
    const { adjustment, kind } = pending;
    setError(undefined);
    if (kind !== 'approve' && !text.trim()) {
      setError(t('validation.required'));
      return;
    }
    const decision =
      kind === 'approve'
        ? { kind }
        : kind === 'reject'
          ? { kind, cause: text.trim() }
          : { kind, note: text.trim() };
    try {
      await decide.mutateAsync({ id: adjustment.id, decision });
      toast(
        kind === 'reverse'
          ? t('adjustments.reversed')
          : kind === 'approve'
            ? t('adjustments.approved')
            : t('common.saved'),
      );
      close();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return { decide, text, setText, error, close, confirm };
}

/** The second approver's approval or rejection (with a cause), or a reversal (with a note). */
export function AdjustmentDecisionDialog({
  pending,
  onClose,
}: {
  pending: PendingDecision | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { decide, text, setText, error, close, confirm } = useAdjustmentDecision(pending, onClose);
  if (!pending) return <Dialog open={false} onClose={close} title="" children={null} />;
  const { adjustment, kind } = pending;
  const amount = formatBaht(adjustment.amount);
  const titles = {
    approve: t('adjustments.approve'),
    reject: t('adjustments.rejectTitle'),
    reverse: t('adjustments.reverseTitle'),
  };
  return (
    <Dialog
      open
      onClose={close}
      title={titles[kind]}
      description={
        kind === 'reverse'
          ? t('adjustments.reverseText', { amount })
          : `${adjustment.direction === 'credit' ? '+' : '−'}${amount} ${t('common.baht')} · ${adjustment.member_phone} · ${t(`adjustments.reasons.${adjustment.reason}`)}`
      }
    >
      <div className="space-y-3">
        {kind !== 'approve' ? (
          <TextAreaField
            label={kind === 'reject' ? t('adjustments.rejectCause') : t('adjustments.note')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoFocus
          />
        ) : (
          <p className="text-[13px] text-zinc-600">{adjustment.note}</p>
        )}
        <FormError message={error} />
      </div>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button
          variant={kind === 'approve' ? 'success' : 'danger'}
          busy={decide.isPending}
          onClick={() => void confirm()}
        >
          {t('common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
