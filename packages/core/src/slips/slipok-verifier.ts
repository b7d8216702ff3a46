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

export const slipOkDefaultUrl = 'https://api.slipok.com/api/line/apikey';

/**
 * SlipOK API v1.7, "Check Slip" (https://slipok.com/api-documentation/check-slip/): `POST
 * {api}/<branch id>` with the header `x-authorization: <API key>` and the QR text as `data` (JSON
 * `{"data": "<QR text>"}`; `files` and `url` are the other inputs). Chaba sends neither `log` (SlipOK's
 * own duplicate and receiver checks) nor `amount`: its own rules decide those. Success is
 * `{"success": true, "data": {transRef, sendingBank, receivingBank, transTimestamp, amount, sender,
 * receiver, …}}`; a refusal is `{"code", "message", "data"?}`: 1000 no input, 1001 unknown branch,
 * 1002 bad authorization, 1003 package expired, 1004 over quota, 1005–1007 image problems, 1008 not
 * a payment QR, 1009 the bank's data temporarily unavailable (try again in 15 minutes), 1010 a slip
 * of a bank that confirms late (`data.delay` minutes), 1011 QR expired or no such transfer, 1012
 * repeated slip, 1013 amount, 1014 receiver (the last three only with `log`/`amount`). SlipOK
 * documents no TrueMoney check, so a TrueMoney QR is `unsupported`. Open points: decision 48.
 */
export function createSlipOkVerifier(
  options: HttpVerifierOptions & {
    apiKey: string;
    branchId: string;
  },
): SlipVerifier {
  return createHttpSlipVerifier({
    ...options,
    baseUrl: options.apiUrl ?? slipOkDefaultUrl,
    name: 'slipok',
    request: (slip, api) => ({
      url: `${api}/${encodeURIComponent(options.branchId)}`,
      init: {
        method: 'POST',
        headers: {
          'x-authorization': options.apiKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ data: slip.payload }),
      },
    }),
    interpret: interpretSlipOk,
  });
}

const party = z.object({
  displayName: z.string().nullish(),
  name: z.string().nullish(),
  account: z.object({ value: z.string().nullish() }).nullish(),
  proxy: z.object({ type: z.string().nullish(), value: z.string().nullish() }).nullish(),
});

const slipData = z.object({
  transRef: z.string(),
  sendingBank: z.string().nullish(),
  receivingBank: z.string().nullish(),
  transTimestamp: z.string(),
  amount: z.number(),
  sender: party.nullish(),
  receiver: party,
});

const answer = z.object({
  success: z.boolean().optional(),
  // The documentation shows the codes as numbers; an SDK reads them as strings: both are taken.
  code: z.union([z.number(), z.string()]).optional(),
  data: z.unknown().optional(),
});

const delayData = z.object({
  delay: z
    .number()
    .positive()
    .max(24 * 60),
});

function interpretSlipOk(slip: BankSlip, status: number, body: unknown): VerifierAnswer {
  const parsed = answer.safeParse(body);
  if (!parsed.success) return unreadableAnswer(status);
  const { success, data } = parsed.data;
  const code = parsed.data.code === undefined ? undefined : String(parsed.data.code);
  if (success === true && code === undefined) return verified(slip, data);
  switch (code) {
    case '1012':
      return verified(slip, data);
    case '1011':
      return { status: 'refused', reason: 'not_found' };
    case '1008':
      return { status: 'refused', reason: 'invalid' };
    case '1010': {
      const delay = delayData.safeParse(data);
      return {
        status: 'pending',
        reason: 'not_yet_confirmed',
        retryAfterSeconds: delay.success ? Math.ceil(delay.data.delay * 60) : undefined,
      };
    }
    case '1009':
      return { status: 'pending', reason: 'unavailable', retryAfterSeconds: 15 * 60 };
    case '1001':
    case '1002':
    case '1003':
    case '1004':
      return { status: 'pending', reason: 'verifier_account' };
  }
  if (isTransientStatus(status)) return { status: 'transient', outcome: `status ${status}` };
  return { status: 'pending', reason: 'unexpected_answer' };
}

function verified(slip: BankSlip, data: unknown): VerifierAnswer {
  const parsed = slipData.safeParse(data);
  if (!parsed.success) return { status: 'pending', reason: 'unexpected_answer' };
  const { transTimestamp, amount, sender, receiver } = parsed.data;
  const proxyType = present(receiver.proxy?.type);
  const proxyValue = present(receiver.proxy?.value);
  return verifiedTransfer(slip, {
    baht: amount,
    time: transTimestamp,
    receiver: {
      bank: present(parsed.data.receivingBank),
      accountMasked: present(receiver.account?.value),
      proxy: proxyType && proxyValue ? { type: proxyType, masked: proxyValue } : undefined,
      // displayName is Thai or English as the sending bank prints it; name is English.
      name: { display: present(receiver.displayName), en: present(receiver.name) },
    },
    sender: {
      bank: present(parsed.data.sendingBank),
      accountMasked: present(sender?.account?.value),
      name: { display: present(sender?.displayName), en: present(sender?.name) },
    },
  });
}
