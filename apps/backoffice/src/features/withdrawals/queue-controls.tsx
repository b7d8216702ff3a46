import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/me';
import { Button } from '../../ui/button';
import { payoutOpen, useClaimWithdrawal, useReleaseWithdrawal, type DeskWithdrawal } from './api';

/** The clock of the queue: the waiting times move on every half minute without asking the server. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** How long a pending withdrawal has waited since the member asked, coloured once it is long. */
export function WaitedFor({ since, now }: { since: string; now: number }) {
  const { t } = useTranslation();
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  const text =
    minutes < 60
      ? t('withdrawals.waitedMinutes', { count: minutes })
      : t('withdrawals.waitedHours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  const tone = minutes >= 30 ? 'text-red-700' : minutes >= 10 ? 'text-amber-700' : 'text-zinc-500';
  return (
    <span className={`whitespace-nowrap text-xs font-medium ${tone}`} data-testid="waited">
      {text}
    </span>
  );
}

/** Whether another staff member holds a live claim on the withdrawal. */
export function heldByAnother(withdrawal: DeskWithdrawal, myId: number | undefined): boolean {
  return withdrawal.claim !== null && withdrawal.claim.staff.staff_id !== myId;
}

/** Who works the withdrawal: claim it, release one's own, or take another's over. */
export function ClaimControl({ withdrawal }: { withdrawal: DeskWithdrawal }) {
  const { t } = useTranslation();
  const myId = useMe().data?.id;
  const claim = useClaimWithdrawal();
  const release = useReleaseWithdrawal();
  if (payoutOpen(withdrawal)) return null;
  if (withdrawal.claim === null) {
    return (
      <Button
        size="sm"
        variant="ghost"
        busy={claim.isPending}
        onClick={() => claim.mutate({ id: withdrawal.id })}
      >
        {t('withdrawals.claim')}
      </Button>
    );
  }
  if (!heldByAnother(withdrawal, myId)) {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-emerald-700" data-testid="claim-mine">
        {t('withdrawals.claimMine')}
        <Button
          size="sm"
          variant="ghost"
          busy={release.isPending}
          onClick={() => release.mutate(withdrawal.id)}
        >
          {t('withdrawals.release')}
        </Button>
      </span>
    );
  }
  return (
    <span
      className="inline-flex flex-wrap items-center justify-end gap-1 text-xs text-amber-700"
      data-testid="claim-other"
    >
      {t('withdrawals.claimedBy', { name: withdrawal.claim.staff.username })}
      <Button
        size="sm"
        busy={claim.isPending}
        onClick={() => claim.mutate({ id: withdrawal.id, take_over: true })}
      >
        {t('withdrawals.takeOver')}
      </Button>
    </span>
  );
}
