import { RegisterFlow } from '../../features/register/components/register-flow';
import { DepositLimitOffer } from '../../features/responsible-gaming/components/deposit-limit-offer';
import type { RegisterMode } from '../../lib/popup';

/** The registration's popups, with the deposit-limit offer in their last step (issue 13). */
export default function RegisterPopup({ mode }: { mode: RegisterMode }) {
  return (
    <RegisterFlow
      mode={mode}
      renderFinalExtra={(ready) => <DepositLimitOffer occasion="registration" ready={ready} />}
    />
  );
}
