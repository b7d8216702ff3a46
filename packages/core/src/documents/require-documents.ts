import type { Executor } from '@chaba/db/client';
import { DomainError } from '../errors';
import { memberDocumentState } from './document-state';

/**
 * The withdrawal rule of decision 67, decided here only (requestWithdrawal asks it): a withdrawal
 * above `documentsAboveSatang` needs the member's ID card and bank book both approved. Refused on
 * the amount's field, with the amount in the message that asks the member to send them.
 *
 * @throws DomainError documents_required
 */
export async function requireDocumentsFor(
  db: Executor,
  options: { memberId: number; amountSatang: bigint; documentsAboveSatang: bigint | null },
): Promise<void> {
  const above = options.documentsAboveSatang;
  if (above === null || options.amountSatang <= above) return;
  const state = await memberDocumentState(db, options.memberId);
  if (!state.approved) throw new DomainError('documents_required', { field: 'amount', amounts: { above } });
}
