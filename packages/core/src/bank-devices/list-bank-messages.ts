import type { BankMessageOutcome } from '@chaba/contracts/bank-devices';
import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql, type SQL } from 'drizzle-orm';

export interface ListedBankMessage {
  id: number;
  deviceId: number;
  deviceName: string;
  protocol: string;
  sender: string;
  text: string | null;
  receivedAt: Date;
  createdAt: Date;
  kind: string;
  bank: string | null;
  amountSatang: bigint | null;
  occurredAt: Date | null;
  accountDigits: string | null;
  fromBank: string | null;
  fromAccount: string | null;
  fromName: string | null;
  balanceAfterSatang: bigint | null;
  outcome: BankMessageOutcome;
  accountNumber: string | null;
  statementLineId: number | null;
  statementLineStatus: string | null;
}

export interface BankMessageFilter {
  deviceId?: number;
  /** Digits of the receiving account: the digits the message shows, or part of the company account. */
  account?: string;
  outcome?: BankMessageOutcome;
  from?: Date;
  to?: Date;
  messageId?: number;
}

/** Forwarded messages, newest first, filtered and paged by id (`cursor`: the last id of the page before). */
export async function listBankMessages(
  db: Executor,
  options: BankMessageFilter & { cursor?: number; limit: number },
): Promise<{ messages: ListedBankMessage[]; nextCursor: number | null }> {
  const conditions: SQL[] = [sql`true`];
  if (options.deviceId !== undefined) conditions.push(sql`m.device_id = ${options.deviceId}`);
  if (options.account !== undefined)
    conditions.push(sql`(strpos(coalesce(m.account_number, ''), ${options.account}) > 0
      or strpos(coalesce(m.account_digits, ''), ${options.account}) > 0)`);
  if (options.outcome !== undefined) conditions.push(sql`m.outcome = ${options.outcome}`);
  if (options.from !== undefined)
    conditions.push(sql`m.received_at >= ${options.from.toISOString()}::timestamptz`);
  if (options.to !== undefined)
    conditions.push(sql`m.received_at < ${options.to.toISOString()}::timestamptz`);
  if (options.messageId !== undefined) conditions.push(sql`m.id = ${options.messageId}`);
  if (options.cursor !== undefined) conditions.push(sql`m.id < ${options.cursor}`);
  const rows = await queryRows<Record<string, string | Date | null>>(
    db,
    sql`select m.id::text, m.device_id::text, d.name as device_name, m.protocol, m.sender, m.text,
      m.received_at, m.created_at, m.kind, m.bank, m.amount_satang::text, m.occurred_at, m.account_digits,
      m.from_bank, m.from_account, m.from_name, m.balance_after_satang::text, m.outcome, m.account_number,
      m.statement_line_id::text, l.status as line_status
    from bank_messages m join bank_devices d on d.id = m.device_id
    left join bank_statement_lines l on l.id = m.statement_line_id
    where ${sql.join(conditions, sql` and `)}
    order by m.id desc limit ${options.limit + 1}`,
  );
  const messages = rows.slice(0, options.limit).map(listed);
  const nextCursor = rows.length > options.limit ? messages[messages.length - 1]!.id : null;
  return { messages, nextCursor };
}

const text = (value: string | Date | null) => (value === null ? null : String(value));
const time = (value: string | Date | null) => (value === null ? null : new Date(value));
const satang = (value: string | Date | null) => (value === null ? null : BigInt(String(value)));

function listed(row: Record<string, string | Date | null>): ListedBankMessage {
  return {
    id: Number(row.id),
    deviceId: Number(row.device_id),
    deviceName: String(row.device_name),
    protocol: String(row.protocol),
    sender: String(row.sender),
    text: text(row.text!),
    receivedAt: time(row.received_at!)!,
    createdAt: time(row.created_at!)!,
    kind: String(row.kind),
    bank: text(row.bank!),
    amountSatang: satang(row.amount_satang!),
    occurredAt: time(row.occurred_at!),
    accountDigits: text(row.account_digits!),
    fromBank: text(row.from_bank!),
    fromAccount: text(row.from_account!),
    fromName: text(row.from_name!),
    balanceAfterSatang: satang(row.balance_after_satang!),
    outcome: String(row.outcome) as BankMessageOutcome,
    accountNumber: text(row.account_number!),
    statementLineId: row.statement_line_id === null ? null : Number(row.statement_line_id),
    statementLineStatus: text(row.line_status!),
  };
}
