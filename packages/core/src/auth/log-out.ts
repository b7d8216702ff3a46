import type { Executor } from '@chaba/db/client';
import { revokeToken } from './tokens';

/** Revokes the token the request came with; logging out twice is not an error. */
export async function logOut(db: Executor, options: { token: string; now: Date }): Promise<void> {
  await db.transaction((tx) => revokeToken(tx, options));
}
