import type { Transaction } from '@chaba/db/client';

/**
 * Refuses a launch or a bet once today's play time reached the member's daily limit (issue 13).
 * SCAFFOLD: filled by the play-time work; allows everything until then.
 */
export async function refusePlayTimeReached(_tx: Transaction, _memberId: number, _now: Date): Promise<void> {}
