import { TrialPage } from '../features/lobby/components/trial-page';
import { pageMeta } from '../shell/meta';

export const meta = pageMeta('casinoTest');

/** Trial play with play money: no login, nothing touches the wallet. */
export default function CasinoTestPage() {
  return <TrialPage />;
}
