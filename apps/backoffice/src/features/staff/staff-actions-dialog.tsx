import type { StaffRole } from '@chaba/contracts/staff-permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageOf } from '../../lib/forms';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FormError, SelectField } from '../../ui/field';
import { toast } from '../../ui/toast';
import { RoleOptions, useRoleLabel } from '../roles/role-options';
import { LimitField } from './limit-field';
import { useChangeStaffRole, useResetSecondFactor, useSetStaffDisabled, type StaffMember } from './api';

/**
 * An owner's actions on one staff account: role (a built-in one or one an owner made), withdrawal
 * approval and adjustment limits, disable or enable, reset of the second factor.
 */
export function StaffActionsDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const changeRole = useChangeStaffRole();
  const setDisabled = useSetStaffDisabled();
  const resetSecondFactor = useResetSecondFactor();
  const [role, setRole] = useState<StaffRole | ''>('');
  const [error, setError] = useState<string>();
  const close = () => {
    setRole('');
    setError(undefined);
    onClose();
  };
  const run = async (action: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await action();
      toast(t('common.saved'));
      close();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  if (!member) return <Dialog open={false} onClose={close} title="" children={null} />;
  const chosenRole = role || member.role;
  return (
    <Dialog open onClose={close} title={member.username} description={roleLabel(member.role)}>
      <div className="space-y-5">
        <div className="flex items-end gap-2">
          <SelectField
            label={t('staff.role')}
            className="flex-1"
            value={chosenRole}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            <RoleOptions />
          </SelectField>
          <Button
            variant="primary"
            disabled={chosenRole === member.role}
            busy={changeRole.isPending}
            onClick={() => void run(() => changeRole.mutateAsync({ id: member.id, role: chosenRole }))}
          >
            {t('staff.changeRole')}
          </Button>
        </div>
        <LimitField key={`approval-${member.id}`} kind="approval" member={member} onSaved={close} />
        <LimitField key={`adjustment-${member.id}`} kind="adjustment" member={member} onSaved={close} />
        <div className="flex flex-col gap-2 border-t border-zinc-200 pt-4 sm:flex-row">
          <Button
            variant={member.disabled ? 'secondary' : 'danger'}
            busy={setDisabled.isPending}
            onClick={() =>
              void run(() => setDisabled.mutateAsync({ id: member.id, disabled: !member.disabled }))
            }
          >
            {member.disabled ? t('staff.enable') : t('staff.disable')}
          </Button>
          <Button
            disabled={!member.second_factor}
            busy={resetSecondFactor.isPending}
            onClick={() => void run(() => resetSecondFactor.mutateAsync(member.id))}
          >
            {t('staff.resetSecondFactor')}
          </Button>
        </div>
        <Link
          to={`/sessions?staff=${member.id}&username=${encodeURIComponent(member.username)}`}
          className="block text-[13px] text-accent-600 hover:underline"
        >
          {t('staff.loginHistory')}
        </Link>
        <FormError message={error} />
      </div>
    </Dialog>
  );
}
