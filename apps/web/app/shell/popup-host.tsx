import { ActivityTab } from '../features/activities/components/activity-tab';
import { LoginPopup } from '../features/auth/components/login-popup';
import {
  ForgotPasswordFlow,
  isForgotPasswordMode,
} from '../features/forgot-password/components/forgot-password-flow';
import { DepositFlow } from '../features/deposit/components/deposit-flow';
import { RequestHistory } from '../features/history/components/request-history';
import { InformationPopup } from '../features/member/components/information-popup';
import { TurnoverBlock } from '../features/promotions/components/turnover-block';
import { ReferralTab } from '../features/referral/components/referral-tab';
import { DepositLimitOffer } from '../features/responsible-gaming/components/deposit-limit-offer';
import { ProtectionTools } from '../features/responsible-gaming/components/protection-tools';
import { isRegisterMode, RegisterFlow } from '../features/register/components/register-flow';
import { WithdrawFlow } from '../features/withdraw/components/withdraw-flow';
import { usePopup } from '../lib/popup';
import { useSession } from '../lib/session';

/**
 * Renders the popup the popup mode names (spec §2.3). Each flow stays mounted across its own
 * steps, so it keeps its in-memory state (phone, tokens) from one popup to the next. Member
 * popups render only for members.
 */
export function PopupHost() {
  const { mode } = usePopup();
  const { status } = useSession();
  return (
    <>
      {isRegisterMode(mode) ? (
        <RegisterFlow
          mode={mode}
          renderFinalExtra={(ready) => <DepositLimitOffer occasion="registration" ready={ready} />}
        />
      ) : null}
      {isForgotPasswordMode(mode) ? <ForgotPasswordFlow mode={mode} /> : null}
      {mode === 'Login' ? <LoginPopup /> : null}
      {mode === 'InformationTab' && status === 'member' ? (
        <InformationPopup
          renderHistory={(profile) => <RequestHistory requests={profile.completed_requests} />}
          renderPromotion={(profile, refreshButton) => (
            <TurnoverBlock promotion={profile.current_promotion} refreshButton={refreshButton} />
          )}
          renderActivity={(profile) => <ActivityTab events={profile.events} />}
          renderReferral={(profile) => <ReferralTab profile={profile} />}
          renderProtection={() => <ProtectionTools />}
        />
      ) : null}
      {/* Always mounted for members: they keep the chosen promotion and watch pending requests. */}
      {status === 'member' ? <DepositFlow belowForm={<DepositLimitOffer occasion="deposit" />} /> : null}
      {status === 'member' ? <WithdrawFlow /> : null}
    </>
  );
}
