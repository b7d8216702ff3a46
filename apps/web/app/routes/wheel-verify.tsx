import { VerifyPage } from '../features/wheel/components/verify-page';
import { textMeta } from '../shell/meta';

export const meta = textMeta('wheel.verify.title');

/** The wheel's public verify page (issue 31, decision 73): no login needed. */
export default function WheelVerifyRoute() {
  return <VerifyPage />;
}
