import { SlipView } from '../features/slip/components/slip-view';
import { pageMeta } from '../shell/meta';

export const meta = pageMeta('slip');

/** The saved QR payment slip (spec §2.1), in the blank layout. */
export default function SlipPage() {
  return <SlipView />;
}
