import type { ReactNode } from 'react';
import { WithdrawPopup } from './withdraw-popup';
import { WithdrawProcessPopup } from './withdraw-process-popup';
import { useWithdrawFlow } from './use-withdraw-flow';

/**
 * The withdraw flow (spec §2.6, §2.8, §4.6), mounted for members whatever popup is open so that it
 * watches the pending withdrawal in the background. Opening the 'Withdraw' popup mode loads the
 * profile behind the overlay, then opens the Withdraw popup, or the in-progress popup when a
 * request is pending (useWithdrawFlow).
 */
export function WithdrawFlow({ notice }: { notice?: ReactNode } = {}) {
  const { mode, stage, profile, view, close, onRequested } = useWithdrawFlow();

  if (mode === 'Withdraw') {
    if (stage === 'form' && profile) {
      return (
        <WithdrawPopup profile={profile} onRequested={onRequested} onClose={() => close()} notice={notice} />
      );
    }
    return null;
  }
  if (view && profile) {
    return (
      <WithdrawProcessPopup
        key={view.id}
        view={view}
        profile={profile}
        // Closing makes no call (spec §4.6): staff still pay it out, and its outcome still shows.
        onClose={() => close()}
        onTimeout={() => close('finished')}
      />
    );
  }
  return null;
}
