import {
  cancelBonusRequest,
  changeTurnoverRequest,
  grantBonusRequest,
} from '@chaba/contracts/backoffice-bonuses';
import { bahtNumber } from '@chaba/contracts/money';
import { formatBaht } from '@chaba/i18n/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormError, TextAreaField, TextField } from '../../ui/field';
import { toast } from '../../ui/toast';
import type { MemberDetail } from './api';
import { useActiveBonusAction, useGrantBonus, type ActiveBonus } from './bonuses-api';

/** The contract's bonus, with amount and multiplier typed as text. */
const grantForm = grantBonusRequest
  .pick({ reason: true })
  .extend({ amount: bahtNumber({ strings: true }), turnover_multiplier: z.coerce.number().min(0).max(100) });
type GrantForm = z.input<typeof grantForm>;

/**
 * A staff bonus: amount, turnover multiplier and reason. One idempotency key until a send succeeds,
 * so a double click grants once; above the second-approval amount it waits for another approver.
 */
export function GrantBonusDialog({
  open,
  member,
  secondApprovalAbove,
  onClose,
}: {
  open: boolean;
  member: MemberDetail;
  secondApprovalAbove: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const grant = useGrantBonus(member.profile.id);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm<GrantForm, unknown, z.output<typeof grantForm>>({
    resolver: zodResolver(grantForm),
    defaultValues: { amount: '', turnover_multiplier: '1', reason: '' },
  });
  const { formError, close, submit } = useServerForm(form, {
    fields: ['amount', 'turnover_multiplier', 'reason'],
    onClose,
    onSubmit: async (values) => {
      const answer = await grant.mutateAsync({ ...values, idempotency_key: idempotencyKey });
      setIdempotencyKey(crypto.randomUUID());
      const amount = formatBaht(answer.data.amount);
      toast(
        answer.data.status === 'awaiting_approval'
          ? t('bonuses.awaiting', { amount })
          : t('bonuses.granted', { amount }),
      );
    },
  });
  const { errors } = form.formState;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('bonuses.grant')}
      description={t('bonuses.grantText', { phone: member.profile.phone })}
    >
      <form onSubmit={submit} noValidate className="space-y-3" data-testid="grant-bonus-form">
        <TextField
          label={t('bonuses.amount')}
          inputMode="decimal"
          autoFocus
          hint={
            secondApprovalAbove === null
              ? undefined
              : t('bonuses.secondApprovalAbove', { amount: formatBaht(secondApprovalAbove) })
          }
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextField
          label={t('bonuses.turnoverMultiplier')}
          inputMode="decimal"
          error={errors.turnover_multiplier?.message}
          {...form.register('turnover_multiplier')}
        />
        <TextAreaField
          label={t('bonuses.reason')}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <FormError message={formError} />
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="success" busy={form.formState.isSubmitting}>
            {t('bonuses.grant')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const cancelForm = cancelBonusRequest.pick({ reason: true });

/** Cancelling the active bonus: what is taken back is shown first; the bonus seen is the one cancelled. */
export function CancelBonusDialog({
  memberId,
  active,
  open,
  onClose,
}: {
  memberId: number;
  active: ActiveBonus;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const cancel = useActiveBonusAction(memberId, 'cancel');
  const form = useForm<z.input<typeof cancelForm>, unknown, z.output<typeof cancelForm>>({
    resolver: zodResolver(cancelForm),
    defaultValues: { reason: '' },
  });
  const { formError, close, submit } = useServerForm(form, {
    fields: ['reason'],
    onClose,
    onSubmit: async (values) => {
      const answer = await cancel.mutateAsync({ ...values, member_promotion_id: active.id });
      toast(t('bonuses.cancelled', { amount: formatBaht(answer.data.returned ?? 0) }));
    },
  });
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('bonuses.cancel')}
      description={t('bonuses.cancelText', {
        name: bonusName(active.names, i18n.language),
        forfeit: formatBaht(active.forfeit),
      })}
    >
      <form onSubmit={submit} noValidate className="space-y-3" data-testid="cancel-bonus-form">
        <TextAreaField
          label={t('bonuses.reason')}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <FormError message={formError} />
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="danger" busy={form.formState.isSubmitting}>
            {t('bonuses.cancel')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const turnoverForm = changeTurnoverRequest
  .pick({ reason: true })
  .extend({ turnover_required: bahtNumber({ strings: true, allowZero: true }) });

/** A new turnover requirement for the active bonus, with a reason. */
export function ChangeTurnoverDialog({
  memberId,
  active,
  open,
  onClose,
}: {
  memberId: number;
  active: ActiveBonus;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const change = useActiveBonusAction(memberId, 'turnover');
  const form = useForm<z.input<typeof turnoverForm>, unknown, z.output<typeof turnoverForm>>({
    resolver: zodResolver(turnoverForm),
    defaultValues: { turnover_required: String(active.turnover_required), reason: '' },
  });
  const { formError, close, submit } = useServerForm(form, {
    fields: ['turnover_required', 'reason'],
    onClose,
    onSubmit: async (values) => {
      const answer = await change.mutateAsync({ ...values, member_promotion_id: active.id });
      toast(answer.data.completed ? t('bonuses.turnoverCompleted') : t('bonuses.turnoverChanged'));
    },
  });
  const { errors } = form.formState;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('bonuses.changeTurnover')}
      description={t('bonuses.changeTurnoverText', { name: bonusName(active.names, i18n.language) })}
    >
      <form onSubmit={submit} noValidate className="space-y-3" data-testid="turnover-form">
        <TextField
          label={t('bonuses.turnoverRequired')}
          inputMode="decimal"
          error={errors.turnover_required?.message}
          {...form.register('turnover_required')}
        />
        <TextAreaField
          label={t('bonuses.reason')}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <FormError message={formError} />
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="accent" busy={form.formState.isSubmitting}>
            {t('bonuses.changeTurnover')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A bonus's name in the console's language (Thai when that one is not written). */
export function bonusName(names: { th: string; en: string; cn: string }, language: string): string {
  return (language === 'en' ? names.en : '') || names.th;
}
