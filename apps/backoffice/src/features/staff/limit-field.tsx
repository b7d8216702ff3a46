import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { messageOf } from '../../lib/forms';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { toast } from '../../ui/toast';
import { useChangeLimit, type StaffMember } from './api';

/**
 * A staff member's own limit, in baht: the largest withdrawal they may approve (`approval`, decision
 * 51) or adjustment or staff bonus they may make or approve (`adjustment`, decision 66). Above it
 * someone with a higher limit does it. Cleared, they have no limit of their own. The server checks
 * the amount and holds every such decision to it.
 */
export function LimitField({
  kind,
  member,
  onSaved,
}: {
  kind: 'approval' | 'adjustment';
  member: StaffMember;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangeLimit(kind);
  const current = kind === 'approval' ? member.approval_limit : member.adjustment_limit;
  const [text, setText] = useState(current === null ? '' : String(current));
  const [error, setError] = useState<string>();
  const save = async (limit: number | null) => {
    setError(undefined);
    try {
      await change.mutateAsync({ id: member.id, limit });
      toast(t('common.saved'));
      onSaved();
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fieldErrors[`${kind}_limit`]?.[0] : undefined;
      setError(field ?? messageOf(failure));
    }
  };
  const typed = text.trim() === '' ? null : Number(text.replace(/,/g, ''));
  const label = kind === 'approval' ? t('staff.approvalLimit') : t('staffLimits.adjustmentLimit');
  return (
    <div
      data-testid={`${kind}-limit`}
      className="flex flex-col gap-2 border-t border-zinc-200 pt-4 sm:flex-row sm:items-start"
    >
      <TextField
        label={label}
        hint={kind === 'approval' ? t('staff.approvalLimitHint') : t('staffLimits.adjustmentLimitHint')}
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
          disabled={typed === null || typed === current}
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
          disabled={current === null}
          busy={change.isPending && typed === null}
          onClick={() => void save(null)}
        >
          {t('staff.clearApprovalLimit')}
        </Button>
      </div>
    </div>
  );
}
