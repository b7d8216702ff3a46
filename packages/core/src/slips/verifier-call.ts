import { bahtToSatang } from '@chaba/contracts/money';
import { setTimeout as sleep } from 'node:timers/promises';
import { fetch, type Dispatcher } from 'undici';
import type { SlipQr } from './slip-qr';
import {
  defaultSlipVerifierPolicy,
  type SlipVerification,
  type SlipVerifier,
  type SlipVerifierLog,
  type SlipVerifierPolicy,
  type VerifiedTransfer,
} from './slip-verifier';

/** An answer the adapter read: a final verification, or a transient failure worth another call. */
export type VerifierAnswer = SlipVerification | { status: 'transient'; outcome: string };

/** A vendor's answer is a small JSON document; one larger than this is not read. */
const maxAnswerBytes = 64 * 1024;

export type BankSlip = Extract<SlipQr, { kind: 'bank' }>;

/** What every HTTP adapter takes besides its credentials: the service's address, the guard, the policy. */
export interface HttpVerifierOptions {
  /** The service's base address (a setting; its default is the adapter's). */
  apiUrl?: string;
  /** The outbound guard's dispatcher (`AppContext.outbound.dispatcher`, decision 45). */
  dispatcher?: Dispatcher;
  policy?: Partial<SlipVerifierPolicy>;
  log?: SlipVerifierLog;
}

/** The request an adapter makes for a slip: its address and method, headers and body. */
export interface VerifierRequest {
  url: string;
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };
}

/**
 * A `SlipVerifier` over HTTP: the adapter says how a bank slip is asked about and how an answer is
 * read; calls, timeouts, retries and the guard are `callVerifier`'s. None of the three services
 * documents a TrueMoney check by QR (decision 48): a TrueMoney slip is `unsupported`, nobody called.
 */
export function createHttpSlipVerifier(
  options: {
    name: SlipVerifier['name'];
    /** The service's base address; `request` gets it without a trailing slash. */
    baseUrl: string;
    request: (slip: BankSlip, baseUrl: string) => VerifierRequest;
    interpret: (slip: BankSlip, status: number, body: unknown) => VerifierAnswer;
  } & Omit<HttpVerifierOptions, 'apiUrl'>,
): SlipVerifier {
  const policy = { ...defaultSlipVerifierPolicy, ...options.policy };
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  return {
    name: options.name,
    async verify(slip) {
      if (slip.kind !== 'bank') return { status: 'refused', reason: 'unsupported' };
      return callVerifier({
        vendor: options.name,
        ...options.request(slip, baseUrl),
        interpret: (status, body) => options.interpret(slip, status, body),
        policy,
        dispatcher: options.dispatcher,
        log: options.log ?? (() => {}),
      });
    },
  };
}

/** An answer whose body is not the documented JSON: worth another call only for a failing status. */
export function unreadableAnswer(status: number): VerifierAnswer {
  return isTransientStatus(status)
    ? { status: 'transient', outcome: `status ${status}` }
    : { status: 'pending', reason: 'unexpected_answer' };
}

/**
 * The verified transfer of a bank slip from a service's amount (baht) and time (ISO 8601), or
 * `pending unexpected_answer` when either is not one: nothing unreadable is ever verified.
 */
export function verifiedTransfer(
  slip: BankSlip,
  facts: { baht: number; time: string } & Pick<VerifiedTransfer, 'receiver' | 'sender'>,
): SlipVerification {
  const amountSatang = vendorAmountSatang(facts.baht);
  const occurredAt = vendorTime(facts.time);
  if (amountSatang === undefined || occurredAt === undefined) {
    return { status: 'pending', reason: 'unexpected_answer' };
  }
  const { sendingBank, transRef } = slip;
  return {
    status: 'verified',
    transfer: {
      sendingBank,
      transRef,
      amountSatang,
      occurredAt,
      receiver: facts.receiver,
      sender: facts.sender,
    },
  };
}

/**
 * Calls a verification service with a timeout per call and a bounded number of calls with backoff,
 * through the outbound guard's `dispatcher` (decision 45) with redirects refused. The adapter's
 * `interpret` turns an HTTP status and its JSON body (undefined when it is not JSON) into an answer;
 * a network error, a timeout or a transient answer on the last call leaves the slip `pending`.
 */
export async function callVerifier(options: {
  vendor: string;
  url: string;
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };
  interpret: (status: number, body: unknown) => VerifierAnswer;
  policy: SlipVerifierPolicy;
  dispatcher?: Dispatcher;
  log: SlipVerifierLog;
}): Promise<SlipVerification> {
  const { policy } = options;
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    let outcome: string;
    try {
      const response = await fetch(options.url, {
        ...options.init,
        dispatcher: options.dispatcher,
        redirect: 'error',
        signal: AbortSignal.timeout(policy.timeoutMs),
      });
      const answer = options.interpret(response.status, await readJson(response));
      if (answer.status !== 'transient') return answer;
      outcome = answer.outcome;
    } catch (error) {
      outcome = failureName(error);
    }
    options.log('slip verifier call failed', { vendor: options.vendor, attempt, outcome });
    if (attempt < policy.attempts) await sleep(policy.backoffMs * 2 ** (attempt - 1));
  }
  return { status: 'pending', reason: 'unavailable' };
}

/** The body as JSON when it is JSON and small; undefined otherwise (the connection is released). */
async function readJson(response: Awaited<ReturnType<typeof fetch>>): Promise<unknown> {
  const length = Number(response.headers.get('content-length') ?? '0');
  if (length > maxAnswerBytes || response.body === null) {
    await response.body?.cancel();
    return undefined;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxAnswerBytes) {
      await response.body.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function failureName(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timeout';
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : 'network error';
}

/** A vendor's baht amount (a JSON number) in satang; undefined for a negative or sub-satang one. */
function vendorAmountSatang(baht: number): bigint | undefined {
  if (baht <= 0) return undefined;
  try {
    return bahtToSatang(baht);
  } catch {
    return undefined;
  }
}

/** A vendor's ISO 8601 time; undefined when it does not parse. */
function vendorTime(text: string): Date | undefined {
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? undefined : time;
}

/** Transient by HTTP status alone: the service or a proxy before it is failing or throttling. */
export function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

/** Drops empty strings so that `{ th: '' }` does not pass for a name. */
export function present(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value.trim() === '' ? undefined : value;
}
