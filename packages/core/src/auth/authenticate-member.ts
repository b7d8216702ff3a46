import type { Executor } from '@chaba/db/client';
import { DomainError } from '../errors';
import { findLiveToken } from './tokens';

/**
 * The member behind a bearer access token, and that token's id (a stream ticket is tied to it).
 *
 * @throws DomainError unauthenticated
 */
export async function authenticateMember(db: Executor, options: { token: string | undefined; now: Date }) {
  if (!options.token) throw new DomainError('unauthenticated');
  const row = await findLiveToken(db, { token: options.token, kind: 'access', now: options.now });
  if (!row?.memberId) throw new DomainError('unauthenticated');
  return { memberId: row.memberId, tokenId: row.id };
}
