import { LoginPopup } from '../../features/auth/components/login-popup';
import { LineLoginButton } from '../../features/line-login/components/line-login-button';

/** The login popup, with LINE Login's button under the password form (decision 70). */
export default function LoginPopupWithLine() {
  return <LoginPopup renderAlternatives={() => <LineLoginButton />} />;
}
