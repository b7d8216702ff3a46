import { createHash } from 'node:crypto';
import type { BankMessageOutcome, BankMessageProtocol } from '@chaba/contracts/bank-devices';
import type { Database, Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { bankDevices, bankDeviceSigns, bankMessages } from '@chaba/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { ForwardedMessage, ParsedBankMessage } from '../bank-messages/bank-message';
import { parseBankMessage } from '../bank-messages/parse-bank-message';
import { isUniqueViolation } from '../database-errors';
import { recordBankStatementLines } from '../deposits/record-bank-statement-lines';
import { DomainError } from '../errors';
import { checkBalanceGap } from './check-balance-gap';
import { noteAccountBalance } from './note-account-balance';

export interface RecordedBankMessage {
  messageId: number;
  /** The message was stored before (a forwarder's retry): nothing changed. */
  duplicate: boolean;
  outcome: BankMessageOutcome;
}

type MessageRow = typeof bankMessages.$inferSelect;

export interface RecordBankMessageOptions {
  deviceId: number;
  protocol: BankMessageProtocol;
  message: ForwardedMessage;
  /** SmsForwarder's `sign`, as plain Base64: claimed once. */
  sign?: string;
  /** Reads the message; the bank parsers by default (a test gives its own). */
  parse?: (message: ForwardedMessage) => ParsedBankMessage;
  now: Date;
}

/**
 * Stores one forwarded message and does what it says (issue 25, decision 47). The message is stored
 * first, whatever it is (never dropped), unique by its dedupe key (device, sender, text, time
 * received): the same message forwarded twice is one row and the second post changes nothing. An
 * incoming transfer to exactly one company account (whose number contains the digits shown) becomes
 * a statement line through `recordBankStatementLines`, the one crediting path, named by
 * `bank_message_transfer_key` so that the SMS and the app notification of one transfer are one line.
 * Anything else waits for staff. SmsForwarder's `sign` is claimed in the message's transaction: a
 * sign seen before is `invalid_signature` and nothing is stored, unless the post is the message
 * stored with it (the app's retry: `claimSign`). A balance the messages do not
 * explain raises a staff alert (`checkBalanceGap`); a balance told is the account's last known one
 * when it is the newest (`noteAccountBalance`).
 *
 * @throws DomainError invalid_signature (a replayed sign), server_busy (the line could not be
 *   recorded: the message is stored as `pending`; a retry of the post records it)
 */
export async function recordBankMessage(
  db: Database,
  options: RecordBankMessageOptions,
): Promise<RecordedBankMessage> {
  const parsed = safeParse(options.parse ?? parseBankMessage, options.message);
  const accounts = parsed.accountDigits ? await accountsWithDigits(db, parsed.accountDigits) : [];
  const stored = await storeMessage(db, options, parsed, accounts);
  let row = stored.row;
  if (row.outcome === 'pending') row = await recordLine(db, row, options.now);
  if (!stored.duplicate) {
    await checkBalanceGap(db, { message: row, now: options.now });
    await noteAccountBalance(db, row);
  }
  return { messageId: row.id, duplicate: stored.duplicate, outcome: row.outcome as BankMessageOutcome };
}

function safeParse(
  parse: (message: ForwardedMessage) => ParsedBankMessage,
  message: ForwardedMessage,
): ParsedBankMessage {
  try {
    return parse(message);
  } catch {
    return { kind: 'unknown', bank: null, amountSatang: null, accountDigits: null, balanceAfterSatang: null };
  }
}

/** Fewer visible digits than this are matched only where they stand together in the account. */
const minimumSpreadDigits = 8;

/**
 * The company accounts whose number contains the digits, in order (at most two are needed). Most
 * banks show one run of digits (`X153594X`); GSB shows both ends (`0204XXXX0743`, read as
 * `02040743`), so when no account holds the digits together, an account holding them in order with
 * hidden digits between is taken, for eight digits or more (fewer could match by chance).
 */
async function accountsWithDigits(db: Executor, digits: string): Promise<string[]> {
  const clean = digits.replace(/\D/g, '');
  if (clean === '') return [];
  const together = await queryRows<{ account_number: string }>(
    db,
    sql`select account_number from company_bank_accounts
      where strpos(regexp_replace(account_number, '\\D', '', 'g'), ${clean}) > 0 order by id limit 2`,
  );
  if (together.length > 0 || clean.length < minimumSpreadDigits)
    return together.map((row) => row.account_number);
  const inOrder = await queryRows<{ account_number: string }>(
    db,
    sql`select account_number from company_bank_accounts
      where regexp_replace(account_number, '\\D', '', 'g') ~ ${[...clean].join('\\d*')} order by id limit 2`,
  );
  return inOrder.map((row) => row.account_number);
}

function firstOutcome(parsed: ParsedBankMessage, accounts: string[]): BankMessageOutcome {
  if (parsed.kind === 'unknown') return 'unparsed';
  if (parsed.kind !== 'incoming') return 'not_incoming';
  if (!parsed.accountDigits) return 'no_account_digits';
  if (accounts.length === 0) return 'no_account';
  return accounts.length > 1 ? 'several_accounts' : 'pending';
}

export function messageDedupeKey(deviceId: number, message: ForwardedMessage): string {
  return createHash('sha256')
    .update(JSON.stringify([deviceId, message.from, message.text, message.receivedAt.toISOString()]))
    .digest('hex');
}

async function storeMessage(
  db: Database,
  options: RecordBankMessageOptions,
  parsed: ParsedBankMessage,
  accounts: string[],
): Promise<{ row: MessageRow; duplicate: boolean }> {
  const incoming = parsed.kind === 'incoming' ? parsed : null;
  const dedupeKey = messageDedupeKey(options.deviceId, options.message);
  try {
    return await db.transaction(async (tx) => {
      if (options.sign !== undefined && !(await claimSign(tx, options, dedupeKey)))
        throw new DomainError('invalid_signature');
      await tx
        .update(bankDevices)
        .set({ lastMessageAt: options.now, quietAlertedAt: null })
        .where(eq(bankDevices.id, options.deviceId));
      const [inserted] = await tx
        .insert(bankMessages)
        .values({
          deviceId: options.deviceId,
          protocol: options.protocol,
          sender: options.message.from,
          text: options.message.text,
          receivedAt: options.message.receivedAt,
          dedupeKey,
          kind: parsed.kind,
          bank: parsed.bank,
          amountSatang: parsed.amountSatang,
          occurredAt: incoming?.occurredAt ?? options.message.receivedAt,
          accountDigits: parsed.accountDigits,
          fromBank: incoming?.fromBank ?? null,
          fromAccount: incoming?.fromAccountDigits ?? null,
          fromName: incoming?.fromName ?? null,
          balanceAfterSatang: parsed.balanceAfterSatang,
          outcome: firstOutcome(parsed, accounts),
          accountNumber: accounts.length === 1 ? accounts[0]! : null,
          createdAt: options.now,
        })
        .onConflictDoNothing({ target: bankMessages.dedupeKey })
        .returning();
      if (inserted) return { row: inserted, duplicate: false };
      const [existing] = await tx.select().from(bankMessages).where(eq(bankMessages.dedupeKey, dedupeKey));
      return { row: existing!, duplicate: true };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'bank_device_signs_unique')) throw new DomainError('invalid_signature');
    throw error;
  }
}

/**
 * Claims SmsForwarder's `sign` in the message's transaction. A sign seen before is refused unless
 * the post is the very message stored with it: the app computes `timestamp` and `sign` once and its
 * retries (a timeout, a 503 while the line could not be recorded) re-send them unchanged, and the
 * dedupe key covers the timestamp (the time received) with the sender and text. Such a retry is the
 * stored message again (a duplicate, which records a pending line); the same sign with another text
 * is a replay and is refused.
 */
async function claimSign(tx: Executor, options: RecordBankMessageOptions, dedupeKey: string) {
  const [claimed] = await tx
    .insert(bankDeviceSigns)
    .values({ deviceId: options.deviceId, sign: options.sign!, createdAt: options.now })
    .onConflictDoNothing()
    .returning({ sign: bankDeviceSigns.sign });
  if (claimed) return true;
  const [stored] = await tx
    .select({ id: bankMessages.id })
    .from(bankMessages)
    .where(eq(bankMessages.dedupeKey, dedupeKey));
  return stored !== undefined;
}

/**
 * The statement line of a pending incoming transfer: its external id from the transfer it tells
 * (one statement, `bank_message_transfer_key`), then the one crediting path (its own statement,
 * idempotent by that id), then the message notes the line.
 */
async function recordLine(db: Database, row: MessageRow, now: Date): Promise<MessageRow> {
  const occurredAt = row.occurredAt ?? row.receivedAt;
  const minute = new Date(Math.floor(occurredAt.getTime() / 60_000) * 60_000);
  let externalId: string;
  try {
    const [key] = await queryRows<{ external_id: string }>(
      db,
      sql`select bank_message_transfer_key(${row.accountNumber}, ${row.amountSatang!.toString()}::bigint,
        ${minute.toISOString()}::timestamptz, ${row.balanceAfterSatang?.toString() ?? null}::bigint) as external_id`,
    );
    externalId = key!.external_id;
  } catch (error) {
    throw new DomainError('server_busy', {}, { cause: error });
  }
  await recordBankStatementLines(db, {
    lines: [
      {
        externalId,
        accountNumber: row.accountNumber!,
        amountSatang: row.amountSatang!,
        occurredAt,
        fromBank: row.fromBank,
        fromAccount: row.fromAccount,
        fromName: row.fromName,
        source: 'bank_message',
      },
    ],
    now,
  });
  const [updated] = await db
    .update(bankMessages)
    .set({
      outcome: 'statement_line',
      lineExternalId: externalId,
      statementLineId: sql`(select id from bank_statement_lines where external_id = ${externalId})`,
    })
    .where(eq(bankMessages.id, row.id))
    .returning();
  return updated!;
}
