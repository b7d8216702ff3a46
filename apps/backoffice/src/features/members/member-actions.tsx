import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/me';
import { Button } from '../../ui/button';
import type { MemberDetail } from './api';
import { AdjustmentDialog } from './adjustment-dialog';
import {
  BankAccountDialog,
  ConfirmActionDialog,
  LockDialog,
  ResetPasswordDialog,
} from './member-action-dialogs';

type OpenDialog = 'lock' | 'unlock' | 'reset' | 'bank' | 'end-sessions' | 'adjust' | null;

/** The actions staff may take on the member, each shown only when the role allows it. */
export function MemberActions({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OpenDialog>(null);
  const can = {
    lock: useCan('members.lock'),
    reset: useCan('members.reset'),
    edit: useCan('members.edit'),
    adjust: useCan('adjustments.create'),
  };
  const { profile } = member;
  const close = () => setOpen(null);
  return (
    <div className="mt-3 flex flex-wrap gap-2" data-testid="member-actions">
      {can.lock ? (
        profile.locked ? (
          <Button size="sm" variant="success" onClick={() => setOpen('unlock')}>
            {t('members.actions.unlock')}
          </Button>
        ) : (
          <Button size="sm" variant="danger" onClick={() => setOpen('lock')}>
            {t('members.actions.lock')}
          </Button>
        )
      ) : null}
      {can.lock ? (
        <Button size="sm" onClick={() => setOpen('end-sessions')} disabled={member.active_sessions === 0}>
          {t('members.actions.endSessions')}
        </Button>
      ) : null}
      {can.reset ? (
        <Button size="sm" onClick={() => setOpen('reset')}>
          {t('members.actions.resetPassword')}
        </Button>
      ) : null}
      {can.edit ? (
        <Button size="sm" onClick={() => setOpen('bank')}>
          {t('members.actions.changeBank')}
        </Button>
      ) : null}
      {can.adjust ? (
        <Button size="sm" variant="accent" onClick={() => setOpen('adjust')}>
          {t('members.actions.adjust')}
        </Button>
      ) : null}
      <LockDialog open={open === 'lock'} member={member} onClose={close} />
      <ConfirmActionDialog
        open={open === 'unlock'}
        member={member}
        action={{ kind: 'unlock' }}
        title={t('members.actions.unlock')}
        text={t('members.actions.unlockText')}
        onClose={close}
      />
      <ConfirmActionDialog
        open={open === 'end-sessions'}
        member={member}
        action={{ kind: 'end-sessions' }}
        title={t('members.actions.endSessions')}
        text={t('members.actions.endSessionsText', { count: member.active_sessions })}
        onClose={close}
      />
      <ResetPasswordDialog open={open === 'reset'} member={member} onClose={close} />
      <BankAccountDialog open={open === 'bank'} member={member} onClose={close} />
      <AdjustmentDialog open={open === 'adjust'} member={member} onClose={close} />
    </div>
  );
}
