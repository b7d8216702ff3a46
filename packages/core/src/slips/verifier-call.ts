import { bahtToSatang } from '@chaba/contracts/money';
import { setTimeout as sleep } from 'node:timers/promises';
import { fetch, type Dispatcher } from 'undici';
import type { SlipVerification, SlipVerifierLog, SlipVerifierPolicy } from './slip-verifier';

/** An answer the adapter read: a final verification, or a transient failure worth another call. */
export type VerifierAnswer = SlipVerification | { status: 'transient'; outcome: string };

/** A vendor's answer is a small JSON document; one larger than this is not read. */
const maxAnswerBytes = 64 * 1024;

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
export function vendorAmountSatang(baht: number): bigint | undefined {
  if (baht <= 0) return undefined;
  try {
    return bahtToSatang(baht);
  } catch {
    return undefined;
  }
}

/** A vendor's ISO 8601 time; undefined when it does not parse. */
export function vendorTime(text: string): Date | undefined {
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
