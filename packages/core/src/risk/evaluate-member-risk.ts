import type { RiskRulesSetting } from '@chaba/contracts/backoffice-risk';
import type { Executor } from '@chaba/db/client';
import { members, riskSightings } from '@chaba/db/schema';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { raiseRiskFlag } from './raise-risk-flag';
import { readRiskRules } from './risk-rules';

/** At most this many members are flagged (and named in a flag) for one shared value. */
const groupLimit = 50;

/** An account holder's name as the rules compare it: trimmed, spaces collapsed, lower case. */
const normalizedName = sql<string>`lower(regexp_replace(trim(${members.name}), '\\s+', ' ', 'g'))`;

/**
 * The risk rules that look at who a member is and where they come from, run in the transaction of a
 * registration (after the member row is made), a login, or a staff change of the bank account: the bank account number or holder's name
 * shared with other members, several members from one address (or device) in a short time, and an
 * upline (three levels) that is the same person. Records where the member was seen from first.
 */
export async function evaluateMemberRisk(
  tx: Executor,
  options: {
    /** `bank_account`: staff changed the member's account (no sighting: the address is staff's). */
    event: 'registration' | 'login' | 'bank_account';
    memberId: number;
    clientAddress?: string | undefined;
    userAgent?: string | undefined;
    now: Date;
  },
): Promise<void> {
  const [member] = await tx
    .select({
      id: members.id,
      accountNumber: members.accountNumber,
      name: normalizedName,
      referrerId: members.referrerId,
    })
    .from(members)
    .where(eq(members.id, options.memberId));
  if (!member) return;
  const rules = await readRiskRules(tx);
  const sightingEvent = options.event === 'bank_account' ? undefined : options.event;
  const seen =
    sightingEvent && options.clientAddress
      ? { address: options.clientAddress, device: (options.userAgent ?? '').slice(0, 500) }
      : undefined;
  if (seen && sightingEvent) {
    await tx.insert(riskSightings).values({
      memberId: member.id,
      event: sightingEvent,
      clientAddress: seen.address,
      userAgent: seen.device,
      createdAt: options.now,
    });
  }
  if (options.event !== 'login') {
    await flagSharedAccount(tx, { member, rules, now: options.now });
  }
  if (seen) await flagSharedAddress(tx, { memberId: member.id, seen, rules, now: options.now });
  await flagReferralLoop(tx, { member, rules, now: options.now });
}

type EvaluatedMember = {
  id: number;
  accountNumber: string | null;
  name: string | null;
  referrerId: number | null;
};

async function flagSharedAccount(
  tx: Executor,
  options: { member: EvaluatedMember; rules: RiskRulesSetting; now: Date },
): Promise<void> {
  const { member, rules, now } = options;
  if (rules.shared_account_number_enabled && member.accountNumber) {
    const sharing = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.accountNumber, member.accountNumber))
      .orderBy(asc(members.id))
      .limit(groupLimit);
    if (sharing.length >= rules.shared_account_number_min_members) {
      await flagGroup(tx, {
        rule: 'shared_account_number',
        subject: `account:${member.accountNumber}`,
        ids: sharing.map((row) => row.id),
        details: { account_number: member.accountNumber },
        now,
      });
    }
  }
  if (rules.shared_account_name_enabled && member.name) {
    const sharing = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(normalizedName, member.name))
      .orderBy(asc(members.id))
      .limit(groupLimit);
    if (sharing.length >= rules.shared_account_name_min_members) {
      await flagGroup(tx, {
        rule: 'shared_account_name',
        subject: `name:${member.name}`,
        ids: sharing.map((row) => row.id),
        details: { name: member.name },
        now,
      });
    }
  }
}

async function flagSharedAddress(
  tx: Executor,
  options: {
    memberId: number;
    seen: { address: string; device: string };
    rules: RiskRulesSetting;
    now: Date;
  },
): Promise<void> {
  const { seen, rules, now } = options;
  if (!rules.shared_address_enabled) return;
  const since = new Date(now.getTime() - rules.shared_address_window_minutes * 60_000);
  const byDevice = rules.shared_address_match_device;
  const sharing = await tx
    .selectDistinct({ id: riskSightings.memberId })
    .from(riskSightings)
    .where(
      and(
        eq(riskSightings.clientAddress, seen.address),
        gte(riskSightings.createdAt, since),
        byDevice ? eq(riskSightings.userAgent, seen.device) : undefined,
      ),
    )
    .orderBy(asc(riskSightings.memberId))
    .limit(groupLimit);
  if (sharing.length < rules.shared_address_min_members) return;
  const deviceMark = createHash('sha256').update(seen.device).digest('hex').slice(0, 12);
  await flagGroup(tx, {
    rule: 'shared_address',
    subject: byDevice ? `device:${seen.address}#${deviceMark}` : `address:${seen.address}`,
    ids: sharing.map((row) => row.id),
    details: {
      address: seen.address,
      ...(byDevice ? { device: seen.device.slice(0, 200) } : {}),
      window_minutes: rules.shared_address_window_minutes,
    },
    now,
  });
}

/** Flags each member of a group that shares one value; each flag names the others. */
async function flagGroup(
  tx: Executor,
  options: {
    rule: 'shared_account_number' | 'shared_account_name' | 'shared_address';
    subject: string;
    ids: number[];
    details: Record<string, unknown>;
    now: Date;
  },
): Promise<void> {
  for (const id of options.ids) {
    await raiseRiskFlag(tx, {
      memberId: id,
      rule: options.rule,
      subject: options.subject,
      details: { ...options.details, other_member_ids: options.ids.filter((other) => other !== id) },
      now: options.now,
    });
  }
}

/**
 * A referral chain that loops back to the same person: an upline member (up to the rule's levels)
 * with the member's account number, holder's name, or an address (and device) they were both seen
 * from. Both the member (subject `upline:<id>`) and that upline (`downline:<id>`) are flagged.
 */
async function flagReferralLoop(
  tx: Executor,
  options: { member: EvaluatedMember; rules: RiskRulesSetting; now: Date },
): Promise<void> {
  const { member, rules, now } = options;
  if (!rules.referral_loop_enabled) return;
  let uplineId = member.referrerId;
  for (let level = 1; level <= rules.referral_loop_levels && uplineId !== null; level += 1) {
    if (uplineId === member.id) break;
    const [upline] = await tx
      .select({
        id: members.id,
        accountNumber: members.accountNumber,
        name: normalizedName,
        referrerId: members.referrerId,
      })
      .from(members)
      .where(eq(members.id, uplineId));
    if (!upline) break;
    const matches = [
      ...(member.accountNumber && upline.accountNumber === member.accountNumber ? ['account_number'] : []),
      ...(member.name && upline.name === member.name ? ['account_name'] : []),
      ...(await sharedPlaces(tx, member.id, upline.id)),
    ];
    if (matches.length > 0) {
      const details = { level, matches };
      await raiseRiskFlag(tx, {
        memberId: member.id,
        rule: 'referral_loop',
        subject: `upline:${upline.id}`,
        details: { ...details, upline_member_id: upline.id },
        now,
      });
      await raiseRiskFlag(tx, {
        memberId: upline.id,
        rule: 'referral_loop',
        subject: `downline:${member.id}`,
        details: { ...details, downline_member_id: member.id },
        now,
      });
    }
    uplineId = upline.referrerId;
  }
}

/** `address` when two members were ever seen from one address, and `device` when with one device too. */
async function sharedPlaces(tx: Executor, memberId: number, otherId: number): Promise<string[]> {
  const mine = await tx
    .selectDistinct({ address: riskSightings.clientAddress, device: riskSightings.userAgent })
    .from(riskSightings)
    .where(eq(riskSightings.memberId, memberId))
    .limit(100);
  if (mine.length === 0) return [];
  const theirs = await tx
    .selectDistinct({ address: riskSightings.clientAddress, device: riskSightings.userAgent })
    .from(riskSightings)
    .where(
      and(
        eq(riskSightings.memberId, otherId),
        inArray(
          riskSightings.clientAddress,
          mine.map((place) => place.address),
        ),
      ),
    )
    .limit(100);
  if (theirs.length === 0) return [];
  const sameDevice = theirs.some((place) =>
    mine.some((own) => own.address === place.address && own.device !== '' && own.device === place.device),
  );
  return sameDevice ? ['address', 'device'] : ['address'];
}
