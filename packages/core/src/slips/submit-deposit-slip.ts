import type { Database } from '@chaba/db/client';
import { depositSlips, moneyRequests } from '@chaba/db/schema';
import { and, count, eq, gte } from 'drizzle-orm';
import { storeImage } from '../content/store-image';
import { DomainError, type DomainErrorCode } from '../errors';
import { raiseRiskFlag } from '../risk/raise-risk-flag';
import { readSlip } from './read-slip';
import { parseSlipQr, type SlipQr } from './slip-qr';
import { slipImageLimits } from './read-slip-image';
import { settleDepositSlip, type SlipAnswer, type SlipRules } from './settle-deposit-slip';
import type { SlipVerifier } from './slip-verifier';

const readRefusals = {
  not_an_image: 'slip_not_an_image',
  too_large: 'slip_too_large',
  no_qr: 'slip_no_qr',
  not_a_slip: 'slip_not_a_slip',
} as const satisfies Record<string, DomainErrorCode>;

/**
 * A member attaches a transfer slip (issue 26): the image is read to its mini-QR (nobody is called
 * for an image that is none, too large, without a QR or without a slip's), kept by its hash in
 * `imagesDirectory` — or the QR's text comes as the phone's camera read it (no image) —, and the slip claimed by its `(sending bank, transaction reference)` — unique
 * for ever: a slip already attached, by this member or another, is `slip_already_used` and raises
 * the `slip_reused` risk flag, and changes nothing else. (A slip the bank did not know yet may be
 * attached again by the same member.) Then the verifier is asked and the answer settled
 * (settleDepositSlip): credited, waiting for the bank (asked again by the `recheck-slips` job), or
 * refused with its code. `depositId` must be the member's own deposit when given.
 *
 * @throws DomainError slip_not_an_image, slip_too_large, slip_no_qr, slip_not_a_slip, slip_not_found,
 *   slip_already_used, slip_wrong_receiver, slip_too_old, slip_held, not_found, too_many_slips, server_busy
 */
export async function submitDepositSlip(
  db: Database,
  options: {
    memberId: number;
    /** The slip's picture, or the text of its QR as the member's camera read it (no image kept). */
    slip: { image: Buffer } | { qrText: string };
    depositId?: number;
    verifier: SlipVerifier;
    imagesDirectory: string;
    rules: SlipRules;
    now: Date;
  },
): Promise<SlipAnswer> {
  const { memberId, now } = options;
  await withinSlipRate(db, memberId, now);
  const slipQr = await slipOf(options.slip);
  // TrueMoney slips cannot be checked by their QR with any supported verifier (decision 48).
  if (slipQr.kind !== 'bank') throw new DomainError('slip_not_found', { field: 'slip' });
  const { sendingBank, transRef, payload } = slipQr;
  if (options.depositId !== undefined) await ownDeposit(db, memberId, options.depositId);
  const image =
    'image' in options.slip
      ? await storeImage({
          directory: options.imagesDirectory,
          bytes: options.slip.image,
          maxBytes: slipImageLimits.maxBytes,
        })
      : null;
  const values = {
    memberId,
    requestId: options.depositId ?? null,
    imageName: image?.fileName ?? null,
    sendingBank,
    transRef,
    qrText: payload,
    status: 'verifying' as const,
    // Asked again by the job if this process stops before the verifier answers.
    nextAttemptAt: new Date(now.getTime() + 60_000),
    createdAt: now,
    updatedAt: now,
  };
  let [slip] = await db.insert(depositSlips).values(values).onConflictDoNothing().returning();
  if (!slip) {
    // Only a slip the bank did not know, attached again by the same member, is asked again.
    [slip] = await db
      .update(depositSlips)
      .set({ ...values, refusalCode: null, verification: null, createdAt: now })
      .where(
        and(
          eq(depositSlips.sendingBank, sendingBank),
          eq(depositSlips.transRef, transRef),
          eq(depositSlips.memberId, memberId),
          eq(depositSlips.status, 'refused'),
          eq(depositSlips.refusalCode, 'slip_not_found'),
        ),
      )
      .returning();
  }
  if (!slip) {
    await flagReusedSlip(db, { memberId, sendingBank, transRef, now });
    throw new DomainError('slip_already_used', { field: 'slip' });
  }
  const verification = await options.verifier.verify(slipQr);
  return settleDepositSlip(db, { slip, verification, rules: options.rules, now });
}

/**
 * The slip an image's QR names, or a QR's text names (read by the member's camera): the same
 * parser (promptparse) either way, so a text that is no slip's mini-QR is refused as the image of
 * one would be, before anyone is called.
 */
async function slipOf(slip: { image: Buffer } | { qrText: string }): Promise<SlipQr> {
  if ('qrText' in slip) {
    const parsed = parseSlipQr(slip.qrText);
    if (parsed === null) throw new DomainError('slip_not_a_slip', { field: 'qr' });
    return parsed;
  }
  if (slip.image.length > slipImageLimits.maxBytes) throw new DomainError('slip_too_large');
  const read = await readSlip(slip.image);
  if (read.kind === 'refused') throw new DomainError(readRefusals[read.reason], { field: 'slip' });
  return read.slip;
}

/** Slips a member may attach in `slipRate.windowMs`: each may cost a paid verifier's call. */
export const slipRate = { max: 10, windowMs: 10 * 60_000 } as const;

async function withinSlipRate(db: Database, memberId: number, now: Date): Promise<void> {
  const [row] = await db
    .select({ count: count() })
    .from(depositSlips)
    .where(
      and(
        eq(depositSlips.memberId, memberId),
        gte(depositSlips.updatedAt, new Date(now.getTime() - slipRate.windowMs)),
      ),
    );
  if ((row?.count ?? 0) >= slipRate.max) {
    throw new DomainError('too_many_slips', { retryAfterSeconds: slipRate.windowMs / 1000 });
  }
}

async function ownDeposit(db: Database, memberId: number, depositId: number): Promise<void> {
  const [own] = await db
    .select({ id: moneyRequests.id })
    .from(moneyRequests)
    .where(
      and(
        eq(moneyRequests.id, depositId),
        eq(moneyRequests.memberId, memberId),
        eq(moneyRequests.type, 'deposit'),
      ),
    );
  if (!own) throw new DomainError('not_found', { field: 'deposit_id' });
}

/** The `slip_reused` flag on the member who attached a slip already used, naming its first use. */
async function flagReusedSlip(
  db: Database,
  options: { memberId: number; sendingBank: string; transRef: string; now: Date },
): Promise<void> {
  const [first] = await db
    .select({ id: depositSlips.id, memberId: depositSlips.memberId, status: depositSlips.status })
    .from(depositSlips)
    .where(
      and(eq(depositSlips.sendingBank, options.sendingBank), eq(depositSlips.transRef, options.transRef)),
    );
  await db.transaction((tx) =>
    raiseRiskFlag(tx, {
      memberId: options.memberId,
      rule: 'slip_reused',
      subject: `${options.sendingBank}:${options.transRef}`,
      details: {
        slip_id: first?.id ?? null,
        first_member_id: first?.memberId ?? null,
        first_status: first?.status ?? null,
      },
      now: options.now,
    }),
  );
}
