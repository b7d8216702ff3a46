import { LoginPopup } from '../features/auth/components/login-popup';
import {
  ForgotPasswordFlow,
  isForgotPasswordMode,
} from '../features/forgot-password/components/forgot-password-flow';
import { InformationPopup } from '../features/member/components/information-popup';
import { isRegisterMode, RegisterFlow } from '../features/register/components/register-flow';
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
      {isRegisterMode(mode) ? <RegisterFlow mode={mode} /> : null}
      {isForgotPasswordMode(mode) ? <ForgotPasswordFlow mode={mode} /> : null}
      {mode === 'Login' ? <LoginPopup /> : null}
      {mode === 'InformationTab' && status === 'member' ? <InformationPopup /> : null}
    </>
  );
}
