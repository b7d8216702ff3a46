import { useEffect, useRef, useState } from 'react';
import type { Profile } from '@chaba/contracts/profile';
import { usePopup, type PopupMode } from '../../../lib/popup';
import { useRequestOutcomeMessage } from '../../../lib/use-request-outcome-message';
import { useSession } from '../../../lib/session';
import { usePendingRequestRouting } from '../../../lib/use-pending-request-routing';
import { useProfileReloader } from '../../../lib/use-profile-reloader';
import type { RequestedWithdrawal } from '../api/withdraw-api';
import type { WithdrawView } from './withdraw-process-popup';

/** How long the in-progress popup waits for the payout (spec §9). */
const withdrawWindowMs = 30 * 60 * 1000;

const withdrawModes: readonly (PopupMode | null)[] = ['Withdraw', 'WithdrawProcess'];

function withdrawView(profile: Profile | null, serverOffsetMs: number): WithdrawView | null {
  const pending = profile?.pending_request;
  if (!pending || pending.type !== 'withdraw') return null;
  return {
    id: pending.id,
    amount: pending.amount,
    deadlineMs: Date.parse(pending.created_at) + withdrawWindowMs - serverOffsetMs,
    automatic: false,
  };
}

/**
 * The withdraw flow's state and calls (spec §2.6, §2.8, §4.6): the profile loaded when the
 * 'Withdraw' mode opens, then the form or the pending request's in-progress view.
 */
export function useWithdrawFlow() {
  const { mode, open, close } = usePopup();
  const { profile, refreshProfile } = useSession();
  const reload = useProfileReloader();
  const [stage, setStage] = useState<'loading' | 'form'>('loading');
  const [serverOffsetMs, setServerOffsetMs] = useState(0);

  const modeRef = useRef(mode);
  useEffect(() => {
    modeRef.current = mode;
  }, [mode]);

  const tracker = useRequestOutcomeMessage('withdraw', withdrawModes, modeRef, profile);

  const loadAndRoute = usePendingRequestRouting({ type: 'withdraw', modeRef, tracker, setStage });

  const previousMode = useRef<PopupMode | null>(null);
  useEffect(() => {
    const entered = mode === 'Withdraw' && previousMode.current !== 'Withdraw';
    previousMode.current = mode;
    if (entered) void loadAndRoute();
  }, [mode, loadAndRoute]);

  // The withdrawal the automatic rules approved (decision 51): the popup says a machine pays it.
  const [automaticId, setAutomaticId] = useState<number | null>(null);
  const pending = mode === 'WithdrawProcess' ? withdrawView(profile, serverOffsetMs) : null;
  const view = pending && { ...pending, automatic: pending.id === automaticId };

  useEffect(() => {
    if (mode === 'WithdrawProcess' && profile && !view) close('finished');
  }, [mode, profile, view, close]);

  const onRequested = async (withdrawal: RequestedWithdrawal) => {
    setServerOffsetMs(Date.parse(withdrawal.created_at) - Date.now());
    setAutomaticId(withdrawal.automatic ? withdrawal.id : null);
    tracker.track(withdrawal.id);
    // The in-progress popup reads the pending request from the profile; a quiet reload that
    // fails is retried with the member's own refresh, which says so when it fails too.
    if (!(await reload())) await refreshProfile();
    open('WithdrawProcess');
  };

  return { mode, stage, profile, view, close, onRequested };
}
