import { WithdrawDocumentsNotice } from '../../features/documents/components/documents-section';
import { WithdrawFlow } from '../../features/withdraw/components/withdraw-flow';

/** The withdraw flow, with the identity documents' notice above the amount (decision 67). */
export default function MemberWithdrawFlow() {
  return <WithdrawFlow notice={<WithdrawDocumentsNotice />} />;
}
