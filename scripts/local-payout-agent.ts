import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A payout agent over real HTTP, speaking Chaba's payout agent protocol exactly (decision 51,
 * contracts/payout-agent.ts), signatures included: what `npm run simulate -- payout-agent` runs and
 * what the tests pay through. It is written from the protocol, not from the server's code (it signs
 * and checks signatures itself), so that it catches a server that drifts from what it documents.
 *
 * - `POST /transfers` (signed): a new id is "paid" once (`payments` counts real payments: never two
 *   for one id) and answered 202; a known id 409. `refuse` answers 422 and pays nothing; `error`
 *   answers 503 and pays nothing; `timeout` pays but never answers (the answer is lost) nor reports: only
 *   `GET /transfers/{id}` tells it.
 * - After `delayMs` it reports the outcome to `POST /api/integrations/payouts/{id}/result` through
 *   `report` (`paid`, or `failed` with `fail`), twice with `reportTwice`; `silent` never reports.
 * - `GET /transfers/{id}` (signed): `{ status, bank_ref, reason }`, or 404 for an unknown id.
 */
export type LocalPayoutAgentMode = 'pay' | 'fail' | 'refuse' | 'error' | 'timeout' | 'silent';

export interface LocalTransfer {
  id: string;
  body: Record<string, unknown>;
  status: 'accepted' | 'paid' | 'failed';
  bankRef: string | null;
}

export interface LocalPayoutAgent {
  url: string;
  mode: LocalPayoutAgentMode;
  delayMs: number;
  reportTwice: boolean;
  transfers: Map<string, LocalTransfer>;
  /** Every request received: method, path, whether its signature was good. */
  requests: Array<{ method: string; path: string; signed: boolean }>;
  /** Real payments made, by id: more than 1 for an id would be a double payment. */
  payments: Map<string, number>;
  /** Reports sent and the status Chaba answered each. */
  reports: Array<{ id: string; status: number }>;
  /** Reports the transfer's current outcome (again). */
  reportNow(id: string): Promise<number>;
  close(): Promise<void>;
}

export async function startLocalPayoutAgent(options: {
  secret: string;
  /** Delivers a signed report to Chaba; answers the HTTP status. */
  report: (id: string, rawBody: string, headers: Record<string, string>) => Promise<number>;
  mode?: LocalPayoutAgentMode;
  delayMs?: number;
  reportTwice?: boolean;
  now?: () => Date;
  port?: number;
  /** The address it listens on: 127.0.0.1 unless a test puts it on a private network's. */
  host?: string;
}): Promise<LocalPayoutAgent> {
  const now = options.now ?? (() => new Date());
  const signatures = signaturesOf(options.secret, now);
  const hanging = new Set<http.ServerResponse>();
  const agent: LocalPayoutAgent = {
    url: '',
    mode: options.mode ?? 'pay',
    delayMs: options.delayMs ?? 0,
    reportTwice: options.reportTwice ?? false,
    transfers: new Map(),
    requests: [],
    payments: new Map(),
    reports: [],
    async reportNow(id) {
      const transfer = agent.transfers.get(id);
      if (!transfer) throw new Error(`no transfer ${id}`);
      const body = JSON.stringify({
        status: transfer.status === 'failed' ? 'failed' : 'paid',
        bank_ref: transfer.bankRef,
        reason: transfer.status === 'failed' ? 'account_closed' : null,
      });
      const status = await options.report(id, body, signatures.headers(body));
      agent.reports.push({ id, status });
      return status;
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const signed = signatures.verified(request, raw);
      agent.requests.push({ method: request.method ?? '', path: request.url ?? '/', signed });
      const answer = answerRequest(agent, { request, raw, signed });
      if (answer === 'hang') hanging.add(response);
      else {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      }
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  agent.url = `http://${host.includes(':') ? `[${host}]` : host}:${(server.address() as AddressInfo).port}`;
  return agent;
}

/** The protocol's signatures with the shared secret: the headers of a report, and checking a call. */
function signaturesOf(secret: string, now: () => Date) {
  const sign = (timestamp: string, body: string) =>
    `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  return {
    headers(body: string): Record<string, string> {
      const timestamp = String(Math.floor(now().getTime() / 1000));
      return {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': sign(timestamp, body),
      };
    },
    verified(request: http.IncomingMessage, body: string): boolean {
      const timestamp = request.headers['x-timestamp'];
      const signature = request.headers['x-signature'];
      if (typeof timestamp !== 'string' || typeof signature !== 'string') return false;
      const expected = Buffer.from(sign(timestamp, body));
      const given = Buffer.from(signature);
      const fresh = Math.abs(now().getTime() / 1000 - Number(timestamp)) <= 300;
      return fresh && expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** What the agent answers a call (`hang`: nothing, ever: a lost answer), as the mode says. */
function answerRequest(
  agent: LocalPayoutAgent,
  call: { request: http.IncomingMessage; raw: string; signed: boolean },
): { status: number; body: unknown } | 'hang' {
  const { request, raw } = call;
  const path = request.url ?? '/';
  if (!call.signed) return { status: 401, body: { error: 'invalid_signature' } };
  if (request.method === 'POST' && path === '/transfers') {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return { status: 400, body: { error: 'invalid_json' } };
    }
    const id = String(body.id);
    if (agent.transfers.has(id)) return { status: 409, body: { id } };
    if (agent.mode === 'refuse') return { status: 422, body: { error: 'account_invalid' } };
    if (agent.mode === 'error') return { status: 503, body: { error: 'bank_unavailable' } };
    pay(agent, id, body);
    return agent.mode === 'timeout' ? 'hang' : { status: 202, body: { id } };
  }
  const match = /^\/transfers\/([^/]+)$/.exec(path);
  if (request.method === 'GET' && match) {
    const transfer = agent.transfers.get(decodeURIComponent(match[1]!));
    if (!transfer) return { status: 404, body: { error: 'not_found' } };
    return {
      status: 200,
      body: {
        status: transfer.status,
        bank_ref: transfer.bankRef,
        reason: transfer.status === 'failed' ? 'account_closed' : null,
      },
    };
  }
  return { status: 404, body: { error: 'not_found' } };
}

/** Pays a new transfer once and reports it later, as the mode says. */
function pay(agent: LocalPayoutAgent, id: string, body: Record<string, unknown>): void {
  const failing = agent.mode === 'fail';
  agent.payments.set(id, (agent.payments.get(id) ?? 0) + (failing ? 0 : 1));
  const transfer: LocalTransfer = { id, body, status: 'accepted', bankRef: failing ? null : `AGENT-${id}` };
  agent.transfers.set(id, transfer);
  if (agent.mode === 'silent') return;
  if (agent.mode === 'timeout') {
    // Paid, but neither the answer nor a report reaches Chaba: only asking tells it.
    setTimeout(() => (transfer.status = 'paid'), agent.delayMs);
    return;
  }
  setTimeout(() => {
    transfer.status = failing ? 'failed' : 'paid';
    const times = agent.reportTwice ? 2 : 1;
    void (async () => {
      for (let time = 0; time < times; time++) await agent.reportNow(id).catch(() => 0);
    })();
  }, agent.delayMs);
}
