import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan, useMe } from '../../lib/me';
import { Badge } from '../../ui/badge';
import { MemberLink } from '../../ui/member-link';
import { Button } from '../../ui/button';
import { ClaimControl } from '../../ui/claim-control';
import type { Column } from '../../ui/data-table';
import { bankLabel, Copyable, DateTime, Money } from '../../ui/format';
import { RiskRuleBadge } from '../../ui/risk-flags';
import { StatusBadge } from '../../ui/status-badge';
import { payoutOpen, withdrawalKeys, type DeskWithdrawal, type WithdrawalStatus } from './api';
import { heldByAnother, WaitedFor } from './queue-controls';

/** A row that may be ticked for approving many: pending, not being paid, not held by another. */
export function selectable(row: DeskWithdrawal): boolean {
  return (row.status === 'pending' || row.status === 'awaiting_second_approval') && !payoutOpen(row);
}

interface ColumnOptions {
  status: WithdrawalStatus;
  /** The queue's clock, for how long each pending withdrawal has waited. */
  now: number;
  /** Rows ticked for approving many at once (issue 30). */
  selection?: { selected: ReadonlySet<number>; toggle: (id: number) => void };
  actions?: {
    approve: (row: DeskWithdrawal) => void;
    reject: (row: DeskWithdrawal) => void;
    /** A payout sent to the agent with no outcome: it cannot be approved or rejected, only settled. */
    settle: (row: DeskWithdrawal) => void;
  };
}

export function useWithdrawalColumns({
  status,
  now,
  selection,
  actions,
}: ColumnOptions): Column<DeskWithdrawal>[] {
  const { t } = useTranslation();
  const canOpenMember = useCan('members.view');
  const myId = useMe().data?.id;
  const open = status === 'pending' || status === 'awaiting_second_approval';
  return useMemo(() => {
    const columns: Column<DeskWithdrawal>[] = [];
    if (open && selection) columns.push(selectColumn(t, selection, myId));
    columns.push(
      {
        id: 'member',
        header: t('withdrawals.member'),
        mobile: 'title',
        cell: (row) => <MemberCell withdrawal={row} link={canOpenMember} />,
      },
      {
        id: 'amount',
        header: t('withdrawals.amount'),
        align: 'right',
        cell: (row) => <AmountCell withdrawal={row} />,
      },
      {
        id: 'account',
        header: t('withdrawals.bankAccount'),
        cell: (row) => <AccountCell withdrawal={row} />,
      },
      { id: 'context', header: t('withdrawals.context'), cell: (row) => <ContextCell withdrawal={row} /> },
      {
        id: 'created_at',
        header: t('withdrawals.time'),
        cell: (row) => (
          <span className="inline-flex flex-col">
            <DateTime value={row.created_at} />
            {open ? <WaitedFor since={row.created_at} now={now} /> : null}
          </span>
        ),
      },
      { id: 'status', header: t('withdrawals.status'), cell: (row) => <StatusCell withdrawal={row} /> },
    );
    if (!open) {
      columns.push(
        {
          id: 'completed_at',
          header: t('withdrawals.decidedAt'),
          cell: (row) => <DateTime value={row.completed_at} />,
        },
        {
          id: 'outcome',
          header: status === 'completed' ? t('withdrawals.bankRef') : t('withdrawals.cause'),
          cell: (row) =>
            status === 'completed' ? (
              <span className="font-mono text-xs">{row.bank_ref}</span>
            ) : (
              <CauseText cause={row.cause} />
            ),
        },
      );
    }
    if (open && actions) columns.push(actionsColumn(t, actions, myId));
    return columns;
  }, [t, status, open, actions, canOpenMember, now, selection, myId]);
}

type Translate = TFunction;

/** A tick box for approving many at once, on the rows that may be approved by this staff member. */
function selectColumn(
  t: Translate,
  selection: NonNullable<ColumnOptions['selection']>,
  myId: number | undefined,
): Column<DeskWithdrawal> {
  return {
    id: 'select',
    header: <span className="sr-only">{t('withdrawals.select')}</span>,
    mobile: 'actions',
    className: 'w-8',
    cell: (row) =>
      selectable(row) && !heldByAnother(row, myId) ? (
        <input
          type="checkbox"
          className="size-4 accent-emerald-600"
          aria-label={t('withdrawals.selectOne', { ref: row.ref })}
          checked={selection.selected.has(row.id)}
          onChange={() => selection.toggle(row.id)}
        />
      ) : null,
  };
}

/** Approve and reject (not while another staff member holds it), the claim, or settling a stuck payout. */
function actionsColumn(
  t: Translate,
  actions: NonNullable<ColumnOptions['actions']>,
  myId: number | undefined,
): Column<DeskWithdrawal> {
  return {
    id: 'actions',
    header: <span className="sr-only">{t('common.actions')}</span>,
    mobile: 'actions',
    align: 'right',
    cell: (row) =>
      payoutOpen(row) ? (
        <Button size="sm" onClick={() => actions.settle(row)}>
          {t('withdrawals.settle')}
        </Button>
      ) : (
        <span className="inline-flex flex-col items-end gap-1">
          {heldByAnother(row, myId) ? null : (
            <span className="inline-flex gap-2">
              <Button size="sm" variant="success" onClick={() => actions.approve(row)}>
                {t('withdrawals.approve')}
              </Button>
              <Button size="sm" onClick={() => actions.reject(row)}>
                {t('withdrawals.reject')}
              </Button>
            </span>
          )}
          <ClaimControl
            base="/api/backoffice/withdrawals"
            id={row.id}
            claim={row.claim}
            refresh={withdrawalKeys.all[0]}
          />
        </span>
      ),
  };
}

/** The member, linked to the member page for staff who may open it. */
function MemberCell({ withdrawal, link }: { withdrawal: DeskWithdrawal; link: boolean }) {
  const detail = `${withdrawal.member_phone} · ${withdrawal.ref}`;
  if (link) {
    return (
      <MemberLink
        id={withdrawal.member_id}
        name={withdrawal.member_name}
        phone={withdrawal.member_phone}
        detail={detail}
      />
    );
  }
  return (
    <div className="min-w-0">
      <div className="font-medium">{withdrawal.member_name ?? withdrawal.member_phone}</div>
      <div className="text-xs text-zinc-500">{detail}</div>
    </div>
  );
}

/** The amount, marked while two people must still approve it (not once it is paid, or being paid). */
function AmountCell({ withdrawal }: { withdrawal: DeskWithdrawal }) {
  const { t } = useTranslation();
  const undecided =
    (withdrawal.status === 'pending' || withdrawal.status === 'awaiting_second_approval') &&
    withdrawal.payout === null;
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <Money baht={withdrawal.amount} className="font-semibold" />
      {withdrawal.needs_second_approval && undecided ? (
        <Badge tone="accent">{t('withdrawals.secondApprovalNeeded')}</Badge>
      ) : null}
    </span>
  );
}

/** The member's bank and account number, which staff copy into their bank app to pay. */
function AccountCell({ withdrawal }: { withdrawal: DeskWithdrawal }) {
  if (!withdrawal.account_number) return '-';
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className="text-xs font-medium text-zinc-600">{bankLabel(withdrawal.bank)}</span>
      <Copyable value={withdrawal.account_number} />
    </span>
  );
}

/** What a decision needs at a glance: the balance, the turnover still due, the last deposits, flags. */
function ContextCell({ withdrawal }: { withdrawal: DeskWithdrawal }) {
  const { t } = useTranslation();
  const { turnover } = withdrawal;
  return (
    <div className="space-y-0.5 text-xs text-zinc-600">
      <div>
        {t('withdrawals.balance')} <Money baht={withdrawal.wallet_balance} className="text-zinc-900" /> ·{' '}
        {t('withdrawals.hold')} <Money baht={withdrawal.hold_balance} />
      </div>
      <div>
        {t('withdrawals.turnover')}{' '}
        {turnover ? (
          <span className={turnover.remaining > 0 ? 'font-medium text-amber-700' : 'text-emerald-700'}>
            <Money baht={turnover.done} /> / <Money baht={turnover.required} />
          </span>
        ) : (
          t('withdrawals.noTurnover')
        )}
      </div>
      <div>
        {t('withdrawals.lastDeposits')}{' '}
        {withdrawal.last_deposits.length === 0
          ? t('withdrawals.noDeposits')
          : withdrawal.last_deposits.slice(0, 3).map((deposit, index) => (
              <span key={deposit.id}>
                {index > 0 ? ', ' : ''}
                <Money baht={deposit.amount} />
              </span>
            ))}
      </div>
      {withdrawal.risk_flags.length > 0 ? (
        <div className="flex flex-wrap gap-1 pt-0.5">
          {withdrawal.risk_flags.map((rule) => (
            <RiskRuleBadge key={rule} rule={rule} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function StatusCell({ withdrawal }: { withdrawal: DeskWithdrawal }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <StatusBadge status={withdrawal.status} />
      {withdrawal.first_approved_by ? (
        <div className="text-[11px] text-zinc-500">
          {t('withdrawals.firstApproval', { name: withdrawal.first_approved_by.username })}
        </div>
      ) : null}
      <DecidedBy withdrawal={withdrawal} />
    </div>
  );
}

/** What the automatic rules decided (decision 51), and the payout agent's progress. */
function DecidedBy({ withdrawal }: { withdrawal: DeskWithdrawal }) {
  const { t } = useTranslation();
  const { payout } = withdrawal;
  return (
    <>
      {withdrawal.decided_by_rule ? <Badge tone="accent">{t('withdrawals.automatic')}</Badge> : null}
      {withdrawal.manual_reason ? (
        <div className="text-[11px] text-zinc-500" data-testid="manual-reason">
          {t('withdrawals.sentToPerson', { reason: t(`withdrawals.reasons.${withdrawal.manual_reason}`) })}
        </div>
      ) : null}
      {payout ? (
        <div className="text-[11px] text-zinc-500">
          {t('withdrawals.paying', { status: t(`withdrawals.payoutStatus.${payout.status}`) })}
          {payout.last_error ? ` · ${t('withdrawals.payoutError', { error: payout.last_error })}` : null}
        </div>
      ) : null}
      {payout && payout.first_settled_by !== null && payoutOpen(withdrawal) ? (
        <div className="text-[11px] font-medium text-accent-700" data-testid="settle-awaiting-second">
          {t('withdrawals.settleAwaitingSecond')}
        </div>
      ) : null}
    </>
  );
}

/** A rejection's cause: a code in the staff member's language, or the text staff wrote. */
function CauseText({ cause }: { cause: string | null }) {
  const { t, i18n } = useTranslation();
  if (!cause) return '-';
  const key = `withdrawals.causes.${cause}`;
  return i18n.exists(key) ? t(key as 'withdrawals.causes.other') : cause;
}
