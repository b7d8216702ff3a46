import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { FilterInput } from '../../ui/field';
import { Money } from '../../ui/format';
import type { DeskWithdrawal } from './api';
import { useApproveMany } from './api';

type Outcome = NonNullable<ReturnType<typeof useApproveMany>['data']>['data'];

/**
 * The ticked withdrawals approved at once (issue 30): each as one approval is, with its own bank
 * reference if staff paid it themselves, else by the payout agent; every row this staff member may
 * tick on the page at one click; the answer says which were approved and which refused, and why.
 */
export function ApproveManyBar({
  rows,
  selected,
  eligible,
  onSelectAll,
  onClear,
}: {
  rows: readonly DeskWithdrawal[];
  selected: ReadonlySet<number>;
  /** The rows of this page this staff member may tick. */
  eligible: readonly number[];
  onSelectAll: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const approve = useApproveMany();
  const [bankRefs, setBankRefs] = useState<Record<string, string>>({});
  const refs = new Map(rows.map((row) => [row.id, row.ref]));
  const outcome = approve.data?.data;
  const allTicked = eligible.length > 0 && eligible.every((id) => selected.has(id));
  if (selected.size === 0 && !outcome && eligible.length === 0) return null;
  const submit = () => {
    const ids = [...selected];
    const given = Object.fromEntries(
      ids.map((id) => [String(id), bankRefs[id]?.trim() ?? ''] as const).filter(([, ref]) => ref !== ''),
    );
    approve.mutate(
      { ids, bankRefs: given },
      {
        onSuccess: () => {
          setBankRefs({});
          onClear();
        },
      },
    );
  };
  return (
    <div className="mb-3 space-y-2" data-testid="approve-many">
      {selected.size === 0 && !allTicked ? (
        <Button size="sm" variant="ghost" data-testid="select-page" onClick={onSelectAll}>
          {t('withdrawals.selectAllOnPage', { count: eligible.length })}
        </Button>
      ) : null}
      {selected.size > 0 ? (
        <div className="space-y-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium">{t('withdrawals.selected', { count: selected.size })}</span>
            <Button size="sm" variant="success" busy={approve.isPending} onClick={submit}>
              {t('withdrawals.approveSelected')}
            </Button>
            {!allTicked ? (
              <Button size="sm" variant="ghost" data-testid="select-page" onClick={onSelectAll}>
                {t('withdrawals.selectAllOnPage', { count: eligible.length })}
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" onClick={onClear}>
              {t('withdrawals.clearSelection')}
            </Button>
            <span className="text-xs text-zinc-600">{t('withdrawals.approveManyHint')}</span>
          </div>
          <BankRefInputs
            rows={rows.filter((row) => selected.has(row.id))}
            values={bankRefs}
            onChange={setBankRefs}
          />
        </div>
      ) : null}
      {outcome ? <ManyOutcome outcome={outcome} refs={refs} onClose={() => approve.reset()} /> : null}
    </div>
  );
}

/** An optional bank reference for each ticked withdrawal: one given means staff paid it themselves. */
function BankRefInputs({
  rows,
  values,
  onChange,
}: {
  rows: readonly DeskWithdrawal[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  return (
    <details data-testid="bank-refs">
      <summary className="cursor-pointer text-xs font-medium text-zinc-700">
        {t('withdrawals.bankRefsEach')}
      </summary>
      <ul className="mt-2 grid gap-2 md:grid-cols-2">
        {rows.map((row) => (
          <li key={row.id} className="flex min-w-0 items-center gap-2 text-xs">
            <span className="w-28 shrink-0 truncate font-mono">{row.ref}</span>
            <span className="w-24 shrink-0 text-right tabular">
              <Money baht={row.amount} />
            </span>
            <FilterInput
              aria-label={`${t('withdrawals.bankRef')} ${row.ref}`}
              placeholder={t('withdrawals.bankRef')}
              maxLength={64}
              value={values[row.id] ?? ''}
              onChange={(event) => onChange({ ...values, [row.id]: event.target.value })}
              className="min-w-40 flex-1"
            />
          </li>
        ))}
      </ul>
    </details>
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
