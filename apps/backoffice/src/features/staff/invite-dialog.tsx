import { inviteStaffRequest } from '@chaba/contracts/staff-management';
import type { StaffRole } from '@chaba/contracts/staff-permissions';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormError, SelectField, TextField } from '../../ui/field';
import { Copyable } from '../../ui/format';
import { RoleOptions } from '../roles/role-options';
import { useInviteStaff } from './api';

/** The invitation form's state and call, and the account it created (its password shown once). */
function useInviteForm(onClose: () => void) {
  const invite = useInviteStaff();
  const [invited, setInvited] = useState<{ username: string; password: string } | null>(null);
  const form = useForm({
    resolver: zodResolver(inviteStaffRequest),
    defaultValues: { username: '', role: 'support' as StaffRole },
  });
  const { formError, close, submit } = useServerForm(form, {
    fields: ['username', 'role'],
    onClose: () => {
      setInvited(null);
      onClose();
    },
    onSubmit: async (values) => {
      const answer = await invite.mutateAsync(values);
      setInvited({ username: answer.data.username, password: answer.data.one_time_password });
      return 'stay';
    },
  });
  return { form, formError, invited, close, submit };
}

/** Invites a staff member: the server answers a one-time password, shown here once to pass on. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, formError, invited, close, submit } = useInviteForm(onClose);
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('staff.inviteTitle')}
      description={invited ? t('staff.invitedText') : t('staff.inviteText')}
    >
      {invited ? (
        <div className="space-y-3">
          <dl className="space-y-2 rounded-md bg-zinc-50 p-4 ring-1 ring-zinc-200 ring-inset">
            <div className="flex justify-between gap-2">
              <dt className="text-zinc-500">{t('staff.username')}</dt>
              <dd className="font-medium">{invited.username}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-zinc-500">{t('staff.oneTimePassword')}</dt>
              <dd data-testid="one-time-password">
                <Copyable value={invited.password} />
              </dd>
            </div>
          </dl>
          <DialogActions>
            <Button variant="primary" onClick={close}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3">
          <TextField
            label={t('staff.username')}
            autoCapitalize="none"
            autoComplete="off"
            autoFocus
            error={form.formState.errors.username?.message}
            {...form.register('username')}
          />
          <SelectField
            label={t('staff.role')}
            error={form.formState.errors.role?.message}
            {...form.register('role')}
          >
            <RoleOptions />
          </SelectField>
          <FormError message={formError} />
          <DialogActions>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
              {t('staff.inviteSubmit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
