import { CouponField } from '../../features/coupons/components/coupon-field';
import { DepositFlow } from '../../features/deposit/components/deposit-flow';
import { DepositLimitOffer } from '../../features/responsible-gaming/components/deposit-limit-offer';

/**
 * The deposit popups, with the deposit-limit offer under the first deposit's amount form, and the
 * coupon code field (decision 59).
 */
export default function DepositPopup() {
  return (
    <DepositFlow
      belowForm={
        <>
          <DepositLimitOffer occasion="deposit" />
          <CouponField />
        </>
      }
    />
  );
}
