import { z } from 'zod';
import type { SlipVerifier } from './slip-verifier';
import {
  createHttpSlipVerifier,
  isTransientStatus,
  present,
  unreadableAnswer,
  verifiedTransfer,
  type BankSlip,
  type HttpVerifierOptions,
  type VerifierAnswer,
} from './verifier-call';

export const slip2GoDefaultUrl = 'https://connect.slip2go.com/api';

/**
 * Slip2Go API v1.2 (07-05-2025), "Verify slip by QR-Code" (the vendor's "Slip2Go API
 * Documentation" PDF, base `connect.slip2go.com/api`): `POST {api}/verify-slip/qr-code/info` with
 * `Authorization: Bearer <API secret>` and JSON `{"payload": {"qrCode": "<QR text>"}}`; Chaba sends
 * no `checkCondition` (it applies its own rules). Every answer is `{"code", "message", "data"?}`:
 * `200000` Slip found / `200200` Slip is Valid (data), `200404` Slip Not Found (HTTP 200, quota
 * charged), `200501` Slip is Duplicated (data; only with checkDuplicate), `200401`–`200403`
 * condition mismatches (not asked); errors `400001` QR Code is Incorrect, `400002`/`400003`/`400400`
 * requests Chaba does not make, `401001`–`401007` token, shop, package, quota, credit and IP
 * whitelist problems (HTTP 401), `500500` Internal Server Error. The documentation names no TrueMoney
 * slip check by QR, so a TrueMoney QR is `unsupported`. What it leaves open is in decision 48.
 */
export function createSlip2GoVerifier(
  options: HttpVerifierOptions & {
    apiSecret: string;
  },
): SlipVerifier {
  return createHttpSlipVerifier({
    ...options,
    baseUrl: options.apiUrl ?? slip2GoDefaultUrl,
    name: 'slip2go',
    request: (slip, api) => ({
      url: `${api}/verify-slip/qr-code/info`,
      init: {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiSecret}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ payload: { qrCode: slip.payload } }),
      },
    }),
    interpret: interpretSlip2Go,
  });
}

const party = z.object({
  account: z.object({
    name: z.string().nullish(),
    bank: z.object({ account: z.string().nullish() }).nullish(),
    proxy: z.object({ type: z.string(), account: z.string() }).nullish(),
  }),
  bank: z.object({ id: z.string().nullish() }).nullish(),
});

const slipData = z.object({
  transRef: z.string(),
  dateTime: z.string(),
  amount: z.number(),
  receiver: party,
  sender: party,
});

const answer = z.object({ code: z.string(), message: z.string().optional(), data: z.unknown().optional() });

function interpretSlip2Go(slip: BankSlip, status: number, body: unknown): VerifierAnswer {
  const parsed = answer.safeParse(body);
  if (!parsed.success) return unreadableAnswer(status);
  const { code, data } = parsed.data;
  if (code === '200000' || code === '200200' || code === '200501') return verified(slip, data);
  if (code === '200404') return { status: 'refused', reason: 'not_found' };
  if (code === '400001') return { status: 'refused', reason: 'invalid' };
  if (/^40100[1-7]$/.test(code)) return { status: 'pending', reason: 'verifier_account' };
  if (code === '500500' || isTransientStatus(status)) return { status: 'transient', outcome: `code ${code}` };
  return { status: 'pending', reason: 'unexpected_answer' };
}

function verified(slip: BankSlip, data: unknown): VerifierAnswer {
  const parsed = slipData.safeParse(data);
  if (!parsed.success) return { status: 'pending', reason: 'unexpected_answer' };
  const { dateTime, amount, receiver, sender } = parsed.data;
  const proxy = receiver.account.proxy;
  return verifiedTransfer(slip, {
    baht: amount,
    time: dateTime,
    receiver: {
      bank: present(receiver.bank?.id),
      accountMasked: present(receiver.account.bank?.account),
      proxy: proxy ? { type: proxy.type, masked: proxy.account } : undefined,
      // One name, in the language the bank gave it.
      name: { display: present(receiver.account.name) },
    },
    sender: {
      bank: present(sender.bank?.id),
      accountMasked: present(sender.account.bank?.account),
      name: { display: present(sender.account.name) },
    },
  });
}
