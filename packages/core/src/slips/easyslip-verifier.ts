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

export const easySlipDefaultUrl = 'https://developer.easyslip.com/api/v1';

/**
 * EasySlip API v1, "GET /verify (Payload)"
 * (https://easyslip-document.cl1.easythunder.com/en/v1/verify/bank/payload; overview and error
 * codes at …/en/v1): `GET {api}/verify?payload=<QR text>` with `Authorization: Bearer <key>`.
 * Success is `{"status": 200, "data": SlipData}`; an error is `{"status": <http>, "message":
 * "<code>"}`: `invalid_payload` 400, `duplicate_slip` 400 (only with checkDuplicate, which Chaba does
 * not send: its own database decides duplicates), `slip_not_found` 404, `unauthorized` 401,
 * `access_denied` / `account_not_verified` / `application_expired` / `application_deactivated` /
 * `quota_exceeded` 403, `server_error` 500. v1 verifies TrueMoney slips only from an image
 * (`POST /verify/truewallet`, multipart), so a TrueMoney QR is `unsupported` here.
 * What the documentation leaves open is in decision 48.
 */
export function createEasySlipVerifier(
  options: HttpVerifierOptions & {
    apiKey: string;
  },
): SlipVerifier {
  return createHttpSlipVerifier({
    ...options,
    baseUrl: options.apiUrl ?? easySlipDefaultUrl,
    name: 'easyslip',
    request: (slip, api) => ({
      url: `${api}/verify?${new URLSearchParams({ payload: slip.payload }).toString()}`,
      init: {
        method: 'GET',
        headers: { authorization: `Bearer ${options.apiKey}`, accept: 'application/json' },
      },
    }),
    interpret: interpretEasySlip,
  });
}

const party = z.object({
  bank: z.object({ id: z.string().optional(), short: z.string().optional() }).optional(),
  account: z.object({
    name: z.object({ th: z.string().optional(), en: z.string().optional() }).optional(),
    bank: z.object({ type: z.string(), account: z.string() }).optional(),
    proxy: z.object({ type: z.string(), account: z.string() }).optional(),
  }),
});

const slipData = z.object({
  transRef: z.string(),
  date: z.string(),
  amount: z.object({ amount: z.number() }),
  sender: party,
  receiver: party,
});

const answer = z.object({ status: z.number(), message: z.string().optional(), data: z.unknown().optional() });

const accountProblems = new Set([
  'unauthorized',
  'access_denied',
  'account_not_verified',
  'application_expired',
  'application_deactivated',
  'quota_exceeded',
]);

function interpretEasySlip(slip: BankSlip, status: number, body: unknown): VerifierAnswer {
  const parsed = answer.safeParse(body);
  if (!parsed.success) return unreadableAnswer(status);
  const { message, data } = parsed.data;
  if (status === 200 && parsed.data.status === 200) return verified(slip, data);
  if (message === 'duplicate_slip' && data !== undefined) return verified(slip, data);
  if (message === 'slip_not_found') return { status: 'refused', reason: 'not_found' };
  if (message === 'invalid_payload') return { status: 'refused', reason: 'invalid' };
  if (message !== undefined && accountProblems.has(message))
    return { status: 'pending', reason: 'verifier_account' };
  if (isTransientStatus(status)) return { status: 'transient', outcome: message ?? `status ${status}` };
  return { status: 'pending', reason: 'unexpected_answer' };
}

function verified(slip: BankSlip, data: unknown): VerifierAnswer {
  const parsed = slipData.safeParse(data);
  if (!parsed.success) return { status: 'pending', reason: 'unexpected_answer' };
  const { date, amount, sender, receiver } = parsed.data;
  const name = (side: z.infer<typeof party>) => ({
    th: present(side.account.name?.th),
    en: present(side.account.name?.en),
  });
  const proxy = receiver.account.proxy;
  return verifiedTransfer(slip, {
    baht: amount.amount,
    time: date,
    receiver: {
      bank: present(receiver.bank?.id),
      accountMasked: present(receiver.account.bank?.account),
      proxy: proxy ? { type: proxy.type, masked: proxy.account } : undefined,
      name: name(receiver),
    },
    sender: {
      bank: present(sender.bank?.id),
      accountMasked: present(sender.account.bank?.account),
      name: name(sender),
    },
  });
}
