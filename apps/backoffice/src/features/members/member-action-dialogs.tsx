import type { TFunction } from 'i18next';
import { changeMemberBankRequest, lockMemberRequest } from '@chaba/contracts/backoffice-members';
import { findBank, registrationBankCodes } from '@chaba/contracts/banks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageOf, useServerForm } from '../../lib/forms';
import { currentLanguage } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormError, SelectField, TextField } from '../../ui/field';
import { toast } from '../../ui/toast';
import { useMemberAction, type MemberAction, type MemberDetail } from './api';

interface ActionDialogProps {
  open: boolean;
  member: MemberDetail;
  onClose: () => void;
}

/** What a finished action tells the staff member: saved, and how many member logins it ended. */
function doneMessage(t: TFunction, sessionsEnded: number | undefined): string {
  return sessionsEnded
    ? `${t('common.saved')} · ${t('members.sessionsEnded', { count: sessionsEnded })}`
    : t('common.saved');
}

/** An action without input (unlock, end the sessions, cancel the promotion), confirmed once. */
export function ConfirmActionDialog({
  open,
  member,
  onClose,
  action,
  title,
  text,
  children,
}: ActionDialogProps & { action: MemberAction; title: string; text: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const run = useMemberAction(member.profile.id);
  const [error, setError] = useState<string>();
  const close = () => {
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    setError(undefined);
    try {
      const answer = await run.mutateAsync(action);
      toast(doneMessage(t, answer.data.sessions_ended));
      close();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <Dialog open={open} onClose={close} title={title} description={text}>
      <div className="space-y-3">
        {children}
        <FormError message={error} />
      </div>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button variant="primary" busy={run.isPending} onClick={() => void confirm()}>
          {t('common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Locks the member out: no login, no game, no money request; their sessions end. */
export function LockDialog({ open, member, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const run = useMemberAction(member.profile.id);
  const form = useForm({ resolver: zodResolver(lockMemberRequest), defaultValues: { reason: '' } });
  const { formError, close, submit } = useServerForm(form, {
    fields: ['reason'],
    onClose,
    onSubmit: async (values) => {
      const answer = await run.mutateAsync({ kind: 'lock', reason: values.reason });
      toast(doneMessage(t, answer.data.sessions_ended));
    },
  });
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('members.actions.lock')}
      description={t('members.actions.lockText')}
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        <TextField
          label={t('members.actions.lockReason')}
          autoFocus
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <FormError message={formError} />
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="danger" busy={form.formState.isSubmitting}>
            {t('members.actions.lockSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A new password for the member by SMS, in the language they read. */
export function ResetPasswordDialog({ open, member, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<'th' | 'en' | 'cn'>(currentLanguage());
  return (
    <ConfirmActionDialog
      open={open}
      member={member}
      onClose={onClose}
      action={{ kind: 'reset-password', language }}
      title={t('members.actions.resetPassword')}
      text={t('members.actions.resetPasswordText', { phone: member.profile.phone })}
    >
      <SelectField
        label={t('members.actions.smsLanguage')}
        value={language}
        onChange={(event) => setLanguage(event.target.value as 'th' | 'en' | 'cn')}
      >
        <option value="th">ไทย</option>
        <option value="en">English</option>
        <option value="cn">中文</option>
      </SelectField>
    </ConfirmActionDialog>
  );
}

/** Changes the member's bank account; the old one stays in the member's bank history. */
export function BankAccountDialog({ open, member, onClose }: ActionDialogProps) {
  const { t, i18n } = useTranslation();
  const run = useMemberAction(member.profile.id);
  const form = useForm({
    resolver: zodResolver(changeMemberBankRequest),
    defaultValues: { bank: '', account_number: '', name: member.profile.name ?? '' },
  });
  const { formError, close, submit } = useServerForm(form, {
    fields: ['bank', 'account_number', 'name'],
    onClose,
    onSubmit: async (values) => {
      await run.mutateAsync({ kind: 'bank-account', ...values });
      toast(t('common.saved'));
    },
  });
  const { errors } = form.formState;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('members.actions.changeBank')}
      description={t('members.actions.changeBankText')}
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        <SelectField label={t('members.bank')} error={errors.bank?.message} {...form.register('bank')}>
          <option value="">-</option>
          {registrationBankCodes.map((code) => {
            const bank = findBank(code);
            return (
              <option key={code} value={code}>
                {code} · {i18n.language === 'th' ? bank?.thai_name : bank?.nice_name}
              </option>
            );
          })}
        </SelectField>
        <TextField
          label={t('members.accountNumber')}
          inputMode="numeric"
          error={errors.account_number?.message}
          {...form.register('account_number')}
        />
        <TextField label={t('members.accountName')} error={errors.name?.message} {...form.register('name')} />
        <FormError message={formError} />
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
