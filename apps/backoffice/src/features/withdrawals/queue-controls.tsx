import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskWithdrawal } from './api';

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
