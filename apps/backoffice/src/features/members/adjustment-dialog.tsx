import {
  adjustmentReasons,
  adjustmentResponse,
  createAdjustmentRequest,
} from '@chaba/contracts/backoffice-money';
import { bahtNumber } from '@chaba/contracts/money';
import { formatBaht } from '@chaba/i18n/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { callApi } from '../../lib/api';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormError, SelectField, TextAreaField, TextField } from '../../ui/field';
import { Tabs } from '../../ui/tabs';
import { toast } from '../../ui/toast';
import type { MemberDetail } from './api';

/** The contract's adjustment, with the amount typed as text in baht. */
const adjustmentForm = createAdjustmentRequest
  .pick({ direction: true, reason: true, note: true })
  .extend({ amount: bahtNumber({ strings: true }) });
type AdjustmentForm = z.input<typeof adjustmentForm>;

function useCreateAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof createAdjustmentRequest>) =>
      callApi('/api/backoffice/adjustments', { method: 'POST', body, schema: adjustmentResponse }),
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) => /^\/api\/backoffice\/(members|adjustments)/.test(String(query.queryKey[0])),
      }),
  });
}

/** The adjustment form's state and call: one idempotency key until a send succeeds, the toast, closing. */
function useAdjustmentForm(member: MemberDetail, onClose: () => void) {
  const { t } = useTranslation();
  const create = useCreateAdjustment();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm<AdjustmentForm, unknown, z.output<typeof adjustmentForm>>({
    resolver: zodResolver(adjustmentForm),
    defaultValues: { direction: 'credit', amount: '', reason: 'deposit_correction', note: '' },
  });
  const direction = form.watch('direction');
  const { formError, close, submit } = useServerForm(form, {
    fields: ['amount', 'reason', 'note', 'direction'],
    onClose,
    onSubmit: async (values) => {
      const answer = await create.mutateAsync({
        ...values,
        member_id: member.profile.id,
        idempotency_key: idempotencyKey,
      });
      setIdempotencyKey(crypto.randomUUID());
      toast(
        answer.data.status === 'awaiting_approval'
          ? t('adjustments.awaiting', { amount: formatBaht(answer.data.amount) })
          : t('adjustments.posted', { amount: formatBaht(answer.data.amount) }),
      );
    },
  });
  return { form, formError, direction, close, submit };
}

/**
 * A manual credit or debit of the member's wallet, with a reason from the list and a note. The form
 * keeps one idempotency key until it is sent successfully: a double click or a retry after a lost
 * answer posts the adjustment once. Above the second-approval amount it waits for another approver.
 */
export function AdjustmentDialog({
  open,
  member,
  onClose,
}: {
  open: boolean;
  member: MemberDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, formError, direction, close, submit } = useAdjustmentForm(member, onClose);
  const { errors } = form.formState;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('members.actions.adjust')}
      description={t('adjustments.formText', { phone: member.profile.phone })}
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        <Tabs
          label={t('adjustments.direction')}
          value={direction}
          onChange={(value) => form.setValue('direction', value)}
          options={[
            { value: 'credit', label: t('adjustments.credit') },
            { value: 'debit', label: t('adjustments.debit') },
          ]}
        />
        <TextField
          label={t('adjustments.amount')}
          inputMode="decimal"
          autoFocus
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <SelectField
          label={t('adjustments.reason')}
          error={errors.reason?.message}
          {...form.register('reason')}
        >
          {adjustmentReasons.map((reason) => (
            <option key={reason} value={reason}>
              {t(`adjustments.reasons.${reason}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('adjustments.note')}
          error={errors.note?.message}
          {...form.register('note')}
        />
        <FormError message={formError} />
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant={direction === 'credit' ? 'success' : 'danger'}
            busy={form.formState.isSubmitting}
          >
            {direction === 'credit' ? t('adjustments.submitCredit') : t('adjustments.submitDebit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
