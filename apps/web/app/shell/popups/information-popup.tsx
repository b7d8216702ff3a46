import { ActivityTab } from '../../features/activities/components/activity-tab';
import { CouponField } from '../../features/coupons/components/coupon-field';
import { CashbackBoard } from '../../features/cashback/components/cashback-board';
import { DocumentsSection } from '../../features/documents/components/documents-section';
import { RequestHistory } from '../../features/history/components/request-history';
import { LoyaltyTiles } from '../../features/loyalty/components/loyalty-links';
import { LineAccountRow } from '../../features/line-login/components/line-account-row';
import { InformationPopup } from '../../features/member/components/information-popup';
import { LineMarketingSwitch } from '../../features/line/components/line-marketing-switch';
import { TurnoverBlock } from '../../features/promotions/components/turnover-block';
import { PushSwitch } from '../../features/push/components/push-switch';
import { ReferralTab } from '../../features/referral/components/referral-tab';
import { ProtectionTools } from '../../features/responsible-gaming/components/protection-tools';

/** The member's information popup with the tabs other features draw. */
export default function MemberInformationPopup() {
  return (
    <InformationPopup
      renderHistory={(profile) => <RequestHistory requests={profile.completed_requests} />}
      renderPromotion={(profile, refreshButton) => (
        <TurnoverBlock promotion={profile.current_promotion} refreshButton={refreshButton} />
      )}
      renderActivity={(profile) => (
        <>
          <LoyaltyTiles />
          <ActivityTab events={profile.events} />
          <CouponField />
          <CashbackBoard />
        </>
      )}
      renderReferral={(profile) => <ReferralTab profile={profile} />}
      renderProtection={() => <ProtectionTools />}
      renderSettings={() => (
        <>
          <DocumentsSection />
          <LineAccountRow />
          <PushSwitch />
          <LineMarketingSwitch />
        </>
      )}
    />
  );
}
