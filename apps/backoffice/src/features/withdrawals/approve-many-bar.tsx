import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import type { DeskWithdrawal } from './api';
import { useApproveMany } from './api';

type Outcome = NonNullable<ReturnType<typeof useApproveMany>['data']>['data'];

/**
 * The ticked withdrawals approved at once (issue 30): each by the payout agent, as one approval
 * without a reference is; the answer says which were approved and which refused, and why.
 */
export function ApproveManyBar({
  rows,
  selected,
  onClear,
}: {
  rows: readonly DeskWithdrawal[];
  selected: ReadonlySet<number>;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const approve = useApproveMany();
  const refs = new Map(rows.map((row) => [row.id, row.ref]));
  const outcome = approve.data?.data;
  if (selected.size === 0 && !outcome) return null;
  return (
    <div className="mb-3 space-y-2" data-testid="approve-many">
      {selected.size > 0 ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2">
          <span className="text-sm font-medium">{t('withdrawals.selected', { count: selected.size })}</span>
          <Button
            size="sm"
            variant="success"
            busy={approve.isPending}
            onClick={() => approve.mutate([...selected], { onSuccess: onClear })}
          >
            {t('withdrawals.approveSelected')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClear}>
            {t('withdrawals.clearSelection')}
          </Button>
          <span className="text-xs text-zinc-600">{t('withdrawals.approveManyHint')}</span>
        </div>
      ) : null}
      {outcome ? <ManyOutcome outcome={outcome} refs={refs} onClose={() => approve.reset()} /> : null}
    </div>
  );
}

function ManyOutcome({
  outcome,
  refs,
  onClose,
}: {
  outcome: Outcome;
  refs: ReadonlyMap<number, string>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg border border-zinc-200 bg-white px-3 py-2 text-sm" role="status">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">
          {t('withdrawals.manyOutcome', {
            approved: outcome.approved.length,
            refused: outcome.refused.length,
          })}
        </span>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
      {outcome.refused.length > 0 ? (
        <ul className="mt-1 space-y-0.5 text-xs text-red-700">
          {outcome.refused.map((item) => (
            <li key={item.id}>
              <span className="font-mono">{refs.get(item.id) ?? `#${item.id}`}</span>: {item.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
