import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { messageOf } from '../../lib/forms';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { toast } from '../../ui/toast';
import { useChangeApprovalLimit, type StaffMember } from './api';

/**
 * The largest withdrawal a staff member may approve, in baht (decision 51): above it someone with a
 * higher limit approves. Cleared, they have no limit of their own. The server checks the amount and
 * holds every approval to it.
 */
export function ApprovalLimitField({ member, onSaved }: { member: StaffMember; onSaved: () => void }) {
  const { t } = useTranslation();
  const change = useChangeApprovalLimit();
  const [text, setText] = useState(member.approval_limit === null ? '' : String(member.approval_limit));
  const [error, setError] = useState<string>();
  const save = async (limit: number | null) => {
    setError(undefined);
    try {
      await change.mutateAsync({ id: member.id, approval_limit: limit });
      toast(t('common.saved'));
      onSaved();
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fieldErrors.approval_limit?.[0] : undefined;
      setError(field ?? messageOf(failure));
    }
  };
  const typed = text.trim() === '' ? null : Number(text.replace(/,/g, ''));
  return (
    <div className="flex flex-col gap-2 border-t border-zinc-200 pt-4 sm:flex-row sm:items-start">
      <TextField
        label={t('staff.approvalLimit')}
        hint={t('staff.approvalLimitHint')}
        className="flex-1"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex gap-2 sm:pt-6">
        <Button
          variant="primary"
          disabled={typed === null || typed === member.approval_limit}
          busy={change.isPending && typed !== null}
          onClick={() =>
            typed === null || !Number.isFinite(typed) || typed <= 0
              ? setError(t('staff.approvalLimitInvalid'))
              : void save(typed)
          }
        >
          {t('staff.saveApprovalLimit')}
        </Button>
        <Button
          disabled={member.approval_limit === null}
          busy={change.isPending && typed === null}
          onClick={() => void save(null)}
        >
          {t('staff.clearApprovalLimit')}
        </Button>
      </div>
    </div>
  );
}
