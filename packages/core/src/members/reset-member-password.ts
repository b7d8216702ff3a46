import type { Database } from '@chaba/db/client';
import { members } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { hashPassword } from '../auth/secrets';
import { revokeMemberTokens } from '../auth/tokens';
import { recordAudit } from '../audit/record-audit';
import type { SmsSender } from '../notifications/sms-sender';
import { lockMemberRow, type StaffActor } from '../audit/lock-member-row';

const lower = 'abcdefghijkmnpqrstuvwxyz';
const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';

/**
 * A new password of the member-site rules (8–15 characters with a lower-case and an upper-case letter
 * and a digit), without look-alike characters, for an SMS.
 */
export function generateMemberPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const characters = [pick(lower), pick(upper), pick(digits)];
  const all = lower + upper + digits;
  while (characters.length < 10) characters.push(pick(all));
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other]!, characters[index]!];
  }
  return characters.join('');
}

/**
 * Staff reset a member's password: a new random one replaces it, every login of the member ends (as
 * after the member's own reset), and the new password goes to the member's phone by SMS. The audit
 * records the reset, never the password. The SMS is sent after the change commits: when it fails the
 * error goes on (`sms_send_failed`) and staff reset again.
 *
 * @throws DomainError not_found, sms_send_failed
 */
export async function resetMemberPassword(
  db: Database,
  options: StaffActor & { memberId: number; sms: SmsSender; message: (password: string) => string },
) {
  const password = generateMemberPassword();
  const passwordHash = await hashPassword(password);
  const phone = await db.transaction(async (tx) => {
    const member = await lockMemberRow(tx, options.memberId);
    await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id));
    await revokeMemberTokens(tx, { memberId: member.id, now: options.now });
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'member.reset_password',
      targetType: 'member',
      targetId: member.id,
      clientAddress: options.clientAddress,
      details: { sentTo: member.phone },
      now: options.now,
    });
    return member.phone;
  });
  await options.sms.send({ phone, body: options.message(password) });
}
