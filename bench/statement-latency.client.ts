/**
 * The member side and the bank side of the statement-to-credit benchmark, in a worker thread of its
 * own so that its clock readings do not wait on the server's event loop. Started by
 * statement-latency.bench.ts with the members of one round; answers the samples.
 *
 * Lanes run side by side; each takes the next member, opens the member's live-update stream (ticket,
 * then GET /api/customers/stream) and makes the member's deposits one after the other: prepare it
 * through the API, post the signed statement line that pays it, and time from the moment the line is
 * sent until the member's stream says "changed" for the deposit.
 */
import { signWebhook } from '@chaba/core/integrations/verify-signature';
import { parentPort, workerData } from 'node:worker_threads';

export interface ClientInput {
  base: string;
  secret: string;
  lanes: number;
  depositsPerMember: number;
  /** Unique per round: statement line ids must not repeat. */
  label: string;
  members: { id: number; token: string; accountNumber: string }[];
}

export interface DepositSample {
  /** Line sent → "changed" event read from the member's stream. */
  latencyMs: number;
  /** Line sent → the webhook's answer read. */
  webhookMs: number;
  /** The member's deposit prepare: request sent → answer read. */
  prepareMs: number;
  /** The whole step of the lane: prepare sent → "changed" read (what one deposit costs a lane). */
  laneMs: number;
}

export interface ClientOutput {
  samples: DepositSample[];
  /** Opening a member's stream (ticket, then GET until "ready"), once per member. */
  streamOpenMs: number[];
  wallMs: number;
}

const eventTimeoutMs = 10_000;

/** A member's Server-Sent Events stream, read continuously; waiters get the time an event arrived. */
class MemberStream {
  private buffer = '';
  private waiters: { event: string; reason: string | undefined; resolve: (at: number) => void }[] = [];
  private failure: Error | undefined;
  private readonly decoder = new TextDecoder();

  constructor(
    private readonly response: Response,
    private readonly abort: AbortController,
  ) {
    void this.pump();
  }

  static async open(base: string, token: string): Promise<MemberStream> {
    const ticket = await postJson(`${base}/api/customers/stream-ticket`, undefined, token);
    const abort = new AbortController();
    const response = await fetch(`${base}/api/customers/stream?ticket=${ticket.ticket}`, {
      signal: abort.signal,
    });
    if (response.status !== 200 || !response.body) throw new Error(`stream: HTTP ${response.status}`);
    const stream = new MemberStream(response, abort);
    // "ready" is written after the server subscribed the stream to the member's events.
    await stream.next('ready', undefined);
    return stream;
  }

  /** Resolves with performance.now() at the arrival of the next such event (and reason, if given). */
  next(event: string, reason: string | undefined): Promise<number> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter.resolve !== done);
        reject(new Error(`no "${event}" (${reason ?? 'any'}) event within ${eventTimeoutMs} ms`));
      }, eventTimeoutMs);
      const done = (at: number) => {
        clearTimeout(timer);
        resolve(at);
      };
      this.waiters.push({ event, reason, resolve: done });
    });
  }

  close(): void {
    this.abort.abort();
  }

  private async pump(): Promise<void> {
    const reader = this.response.body!.getReader();
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        const at = performance.now();
        this.buffer += this.decoder.decode(chunk.value, { stream: true });
        const blocks = this.buffer.split('\n\n');
        this.buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const event = /^event: (.+)$/m.exec(block)?.[1];
          if (!event) continue;
          const data = /^data: (.+)$/m.exec(block)?.[1];
          const reason = data ? (JSON.parse(data) as { reason?: string }).reason : undefined;
          const index = this.waiters.findIndex(
            (waiter) => waiter.event === event && (waiter.reason === undefined || waiter.reason === reason),
          );
          if (index >= 0) this.waiters.splice(index, 1)[0]!.resolve(at);
        }
      }
    } catch (error) {
      if (!this.abort.signal.aborted) this.failure = error as Error;
    }
  }
}

async function postJson(url: string, body: unknown, token?: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`POST ${url}: HTTP ${response.status} ${text}`);
  return JSON.parse(text);
}

async function depositAndWait(
  input: ClientInput,
  stream: MemberStream,
  member: ClientInput['members'][number],
  index: number,
): Promise<DepositSample> {
  const amount = 100 + ((member.id * 7 + index * 13) % 900);
  const started = performance.now();
  const prepared = await postJson(`${input.base}/api/requests/deposit/prepare`, { amount }, member.token);
  const request = prepared.data as { id: number; amount: number; to_account_number: string };
  const line = {
    id: `bench-${input.label}-${member.id}-${index}`,
    account_number: request.to_account_number,
    amount: request.amount,
    occurred_at: new Date().toISOString(),
    // How statements print the sender: masked but for four digits of the member's account.
    from_account: `xxx-x-x${member.accountNumber.slice(-5, -1)}-x`,
  };
  const preparedAt = performance.now();
  const body = JSON.stringify({ lines: [line] });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = signWebhook(input.secret, timestamp, body);

  const changed = stream.next('changed', 'deposit');
  const sent = performance.now();
  const answer = await postJson(`${input.base}/api/integrations/bank-statements`, body, undefined, {
    'x-signature': signature,
    'x-timestamp': timestamp,
  });
  const answered = performance.now();
  const arrived = await changed;
  const outcome = answer.data?.[0];
  if (outcome?.status !== 'matched' || outcome.request_id !== request.id) {
    throw new Error(`line ${line.id} did not match request ${request.id}: ${JSON.stringify(answer)}`);
  }
  return {
    latencyMs: arrived - sent,
    webhookMs: answered - sent,
    prepareMs: preparedAt - started,
    laneMs: arrived - started,
  };
}

async function run(input: ClientInput): Promise<ClientOutput> {
  const samples: DepositSample[] = [];
  const streamOpenMs: number[] = [];
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    for (;;) {
      const member = input.members[next];
      next += 1;
      if (!member) return;
      const opening = performance.now();
      const stream = await MemberStream.open(input.base, member.token);
      streamOpenMs.push(performance.now() - opening);
      try {
        for (let index = 0; index < input.depositsPerMember; index += 1) {
          samples.push(await depositAndWait(input, stream, member, index));
        }
      } finally {
        stream.close();
      }
    }
  };
  await Promise.all(Array.from({ length: input.lanes }, lane));
  return { samples, streamOpenMs, wallMs: performance.now() - started };
}

parentPort!.postMessage(await run(workerData as ClientInput));
