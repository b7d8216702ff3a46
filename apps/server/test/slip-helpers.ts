import type { SlipQr } from '@chaba/core/slips/slip-qr';
import type { SlipVerification, SlipVerifier } from '@chaba/core/slips/slip-verifier';
import { sampleSlipImage } from '@chaba/core/slips/sample-slip-image';
import { companyBankAccounts } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { call, memberIdOf, memberWithToken, type TestApp } from './helpers';

/** A verifier the test scripts: what each transaction reference answers; others are not found. */
export interface ScriptedSlipVerifier extends SlipVerifier {
  answers: Map<string, SlipVerification>;
  calls: number;
}

export function scriptedSlipVerifier(): ScriptedSlipVerifier {
  const verifier: ScriptedSlipVerifier = {
    name: 'development',
    answers: new Map(),
    calls: 0,
    async verify(slip: SlipQr) {
      verifier.calls += 1;
      if (slip.kind !== 'bank') return { status: 'refused', reason: 'unsupported' };
      return verifier.answers.get(slip.transRef) ?? { status: 'refused', reason: 'not_found' };
    },
  };
  return verifier;
}

let references = 0;
/** A new transaction reference, letters and digits as the banks print them. */
export function nextTransRef(): string {
  references += 1;
  return `016${String(Date.now() % 1e9).padStart(9, '0')}BPM${String(references).padStart(5, '0')}`;
}

/** A multipart body with the slip image (field `slip`) and, when given, `deposit_id`. */
export function slipForm(image: Buffer, depositId?: number) {
  const boundary = `----chaba${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (depositId !== undefined) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="deposit_id"\r\n\r\n${depositId}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="slip"; filename="slip.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a slip image as the member; answers status and parsed body. */
export async function postSlip(t: TestApp, token: string, image: Buffer, depositId?: number) {
  const form = slipForm(image, depositId);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/requests/deposit/slip',
    headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
    payload: form.payload,
  });
  return { status: response.statusCode, body: response.json() as any, text: response.body };
}

/** An account number as a bank masks it on a slip: its length kept, its last four digits shown. */
export function maskAccount(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  return 'x'.repeat(digits.length - 4) + digits.slice(-4);
}

/** A member with a pending deposit of `amount` baht, and a slip (image and reference) paying it. */
export async function memberWithDepositAndSlip(t: TestApp, phone: string, amount = 500) {
  const member = await memberWithToken(t, phone);
  const memberId = await memberIdOf(t, phone);
  const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
    token: member.token,
    body: { amount },
  });
  if (prepared.status !== 200) throw new Error(`prepare: ${prepared.status} ${prepared.text}`);
  const deposit = prepared.body.data as { id: number; amount: number; to_account_number: string };
  const [account] = await t.connection.db
    .select()
    .from(companyBankAccounts)
    .where(eq(companyBankAccounts.accountNumber, deposit.to_account_number));
  const transRef = nextTransRef();
  const reference = { sendingBank: '004', transRef };
  const image = sampleSlipImage(reference);
  /** The verifier's answer for this slip: the transfer into the deposit's account, now. */
  const verified = (overrides: { amountSatang?: bigint; occurredAt?: Date; accountMasked?: string } = {}) =>
    ({
      status: 'verified',
      transfer: {
        ...reference,
        amountSatang: overrides.amountSatang ?? BigInt(Math.round(deposit.amount * 100)),
        occurredAt: overrides.occurredAt ?? t.clock.now(),
        receiver: {
          bank: '014',
          accountMasked: overrides.accountMasked ?? maskAccount(deposit.to_account_number),
          name: { th: account?.accountName },
        },
        sender: { bank: '004', accountMasked: 'xxx-x-x1234-x', name: { th: 'นาย ทดสอบ ร' } },
      },
    }) satisfies SlipVerification;
  return { ...member, memberId, deposit, transRef, reference, image, verified };
}

/** Posts the text of a slip's QR as the member's camera read it (field `qr`, no image). */
export async function postSlipQr(t: TestApp, token: string, qr: string, depositId?: number) {
  const boundary = `----chaba${Math.random().toString(16).slice(2)}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload =
    (depositId === undefined ? '' : field('deposit_id', String(depositId))) +
    field('qr', qr) +
    `--${boundary}--\r\n`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/requests/deposit/slip',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  return { status: response.statusCode, body: response.json() as any, text: response.body };
}
