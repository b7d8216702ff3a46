import { RegisterFlow } from '../../features/register/components/register-flow';
import { LineRegistrationNote } from '../../features/line-login/components/line-registration-note';
import { DepositLimitOffer } from '../../features/responsible-gaming/components/deposit-limit-offer';
import type { RegisterMode } from '../../lib/popup';

/**
 * The registration's popups, with the deposit-limit offer in their last step (issue 13) and, for a
 * visitor LINE sent here, the note that the LINE account will be linked (decision 70).
 */
export default function RegisterPopup({ mode }: { mode: RegisterMode }) {
  return (
    <RegisterFlow
      mode={mode}
      renderFinalExtra={(ready) => <DepositLimitOffer occasion="registration" ready={ready} />}
      renderPhoneIntro={() => <LineRegistrationNote />}
    />
  );
}
