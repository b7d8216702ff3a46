import { slipVerify } from 'promptparse/generate';
import { trueMoneySlipVerify } from 'promptparse/generate';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedDispatcher } from '../src/outbound/guarded-dispatcher';
import { createEasySlipVerifier } from '../src/slips/easyslip-verifier';
import { parseSlipQr, type SlipQr } from '../src/slips/slip-qr';
import { createSlip2GoVerifier } from '../src/slips/slip2go-verifier';
import type { SlipVerifier, SlipVerifierPolicy } from '../src/slips/slip-verifier';
import { createSlipOkVerifier } from '../src/slips/slipok-verifier';
import {
  startFakeEasySlip,
  startFakeSlip2Go,
  startFakeSlipOk,
  type FakeSlipVerifier,
  type FakeTransfer,
} from './fake-slip-verifiers';

const slip = (transRef: string, sendingBank = '004'): SlipQr =>
  parseSlipQr(slipVerify({ sendingBank, transRef }))!;
const trueMoneySlip = parseSlipQr(
  trueMoneySlipVerify({ eventType: 'P2P', transactionId: '50001234567890', date: '29112026' }),
)!;

const transfer: FakeTransfer = {
  amountBaht: 1500.25,
  time: '2026-11-29T03:15:07.000Z',
  receiverAccount: 'xxx-x-x5366-x',
  receiverName: 'บริษัท ชบา จำกัด',
  senderAccount: 'xxx-x-x9866-x',
  senderName: 'นาย สมชาย ใจดี',
};

// Loopback is how the fakes are reached: through the same guard as production, told to allow it.
const dispatcher = createGuardedDispatcher({ policy: { allowLoopback: true } });
const fastPolicy: Partial<SlipVerifierPolicy> = { attempts: 3, timeoutMs: 300, backoffMs: 10 };

interface Vendor {
  name: string;
  start(): Promise<FakeSlipVerifier>;
  create(fake: FakeSlipVerifier, key?: string, extra?: { dispatcher?: typeof dispatcher }): SlipVerifier;
}

const vendors: Vendor[] = [
  {
    name: 'EasySlip',
    start: () => startFakeEasySlip('easyslip-key'),
    create: (fake, key = fake.key, extra = { dispatcher }) =>
      createEasySlipVerifier({ apiUrl: fake.url, apiKey: key, policy: fastPolicy, ...extra }),
  },
  {
    name: 'Slip2Go',
    start: () => startFakeSlip2Go('slip2go-secret'),
    create: (fake, key = fake.key, extra = { dispatcher }) =>
      createSlip2GoVerifier({ apiUrl: fake.url, apiSecret: key, policy: fastPolicy, ...extra }),
  },
  {
    name: 'SlipOK',
    start: () => startFakeSlipOk('SLIPOKKEY123', '12345'),
    create: (fake, key = fake.key, extra = { dispatcher }) =>
      createSlipOkVerifier({
        apiUrl: fake.url,
        apiKey: key,
        branchId: '12345',
        policy: fastPolicy,
        ...extra,
      }),
  },
];

describe.each(vendors)('the $name adapter against its fake', (vendor) => {
  let fake: FakeSlipVerifier;
  beforeAll(async () => {
    fake = await vendor.start();
    fake.transfers.set('016106143021BPM04826', transfer);
  });
  afterAll(() => fake.close());
  const reset = () => {
    fake.calls = 0;
    fake.failures = 0;
    fake.hang = false;
  };

  it('verifies a known slip, with its amount in satang, time, and masked accounts and names', async () => {
    reset();
    const result = await vendor.create(fake).verify(slip('016106143021BPM04826'));
    expect(result.status).toBe('verified');
    if (result.status !== 'verified') return;
    const { transfer: verified } = result;
    expect(verified.sendingBank).toBe('004');
    expect(verified.transRef).toBe('016106143021BPM04826');
    expect(verified.amountSatang).toBe(150025n);
    expect(verified.occurredAt.toISOString()).toBe('2026-11-29T03:15:07.000Z');
    expect(verified.receiver.accountMasked).toBe('xxx-x-x5366-x');
    expect(verified.sender.accountMasked).toBe('xxx-x-x9866-x');
    const receiverName = verified.receiver.name.th ?? verified.receiver.name.display;
    expect(receiverName).toBe('บริษัท ชบา จำกัด');
    expect(fake.calls).toBe(1);
  });

  it('refuses a slip the bank does not know as not_found', async () => {
    reset();
    expect(await vendor.create(fake).verify(slip('999999999999NOTFOUND'))).toEqual({
      status: 'refused',
      reason: 'not_found',
    });
  });

  it("leaves the slip pending when the key is refused (Chaba's account, not the player)", async () => {
    reset();
    expect(await vendor.create(fake, 'wrong-key').verify(slip('016106143021BPM04826'))).toEqual({
      status: 'pending',
      reason: 'verifier_account',
    });
    expect(fake.calls).toBe(1);
  });

  it('retries a server error with backoff and verifies on the third call', async () => {
    reset();
    fake.failures = 2;
    const result = await vendor.create(fake).verify(slip('016106143021BPM04826'));
    expect(result.status).toBe('verified');
    expect(fake.calls).toBe(3);
  });

  it('gives up after the bounded number of calls: an outage leaves the slip pending', async () => {
    reset();
    fake.failures = 10;
    expect(await vendor.create(fake).verify(slip('016106143021BPM04826'))).toEqual({
      status: 'pending',
      reason: 'unavailable',
    });
    expect(fake.calls).toBe(3);
  });

  it('abandons a call that does not answer within the timeout, three times, then pending', async () => {
    reset();
    fake.hang = true;
    const started = Date.now();
    expect(await vendor.create(fake).verify(slip('016106143021BPM04826'))).toEqual({
      status: 'pending',
      reason: 'unavailable',
    });
    expect(fake.calls).toBe(3);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('does not call anyone for a TrueMoney slip: none documents checking one by its QR', async () => {
    reset();
    expect(await vendor.create(fake).verify(trueMoneySlip)).toEqual({
      status: 'refused',
      reason: 'unsupported',
    });
    expect(fake.calls).toBe(0);
  });

  it('goes through the outbound guard: without loopback allowed the fake is never reached', async () => {
    reset();
    const guarded = createGuardedDispatcher({ policy: { allowLoopback: false } });
    const verifier = vendor.create(fake, fake.key, { dispatcher: guarded });
    expect(await verifier.verify(slip('016106143021BPM04826'))).toEqual({
      status: 'pending',
      reason: 'unavailable',
    });
    expect(fake.calls).toBe(0);
  });
});

describe('what only one vendor says', () => {
  it('EasySlip is asked with GET /verify?payload= and the Bearer key, as its v1 documents', async () => {
    const fake = await startFakeEasySlip('easyslip-key');
    fake.transfers.set('016106143021BPM04826', transfer);
    const verifier = createEasySlipVerifier({ apiUrl: `${fake.url}/`, apiKey: 'easyslip-key', dispatcher });
    expect((await verifier.verify(slip('016106143021BPM04826'))).status).toBe('verified');
    await fake.close();
  });

  it('SlipOK\'s "wait for the bank" (1010) is pending with the delay it gives', async () => {
    const fake = await startFakeSlipOk('SLIPOKKEY123', '12345');
    fake.notConfirmed.add('014106143021BPM04827');
    const verifier = createSlipOkVerifier({
      apiUrl: fake.url,
      apiKey: 'SLIPOKKEY123',
      branchId: '12345',
      dispatcher,
    });
    expect(await verifier.verify(slip('014106143021BPM04827', '014'))).toEqual({
      status: 'pending',
      reason: 'not_yet_confirmed',
      retryAfterSeconds: 300,
    });
    expect(fake.calls).toBe(1);
    await fake.close();
  });

  it("SlipOK with an unknown branch id is Chaba's account problem, pending", async () => {
    const fake = await startFakeSlipOk('SLIPOKKEY123', '12345');
    const verifier = createSlipOkVerifier({
      apiUrl: fake.url,
      apiKey: 'SLIPOKKEY123',
      branchId: '99999',
      dispatcher,
    });
    expect(await verifier.verify(slip('016106143021BPM04826'))).toEqual({
      status: 'pending',
      reason: 'verifier_account',
    });
    await fake.close();
  });
});

/** A server that answers every call with `status` and `body` as is: a service gone wrong. */
async function withAnswer(status: number, body: string, check: (url: string) => Promise<void>) {
  let calls = 0;
  const server = createServer((_request, response) => {
    calls += 1;
    response.writeHead(status, { 'content-type': body.startsWith('{') ? 'application/json' : 'text/html' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await check(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return calls;
}

describe('an answer that is not what the documentation says is never verified', () => {
  const cases: Array<[string, (url: string) => SlipVerifier, string]> = [
    [
      'EasySlip without an amount',
      (url) => createEasySlipVerifier({ apiUrl: url, apiKey: 'k', dispatcher, policy: fastPolicy }),
      JSON.stringify({ status: 200, data: { transRef: 'x', date: '2026-11-29T10:00:00+07:00' } }),
    ],
    [
      'Slip2Go with a negative amount',
      (url) => createSlip2GoVerifier({ apiUrl: url, apiSecret: 's', dispatcher, policy: fastPolicy }),
      JSON.stringify({
        code: '200000',
        data: {
          transRef: 'x',
          dateTime: '2026-11-29T03:00:00Z',
          amount: -5,
          receiver: { account: {} },
          sender: { account: {} },
        },
      }),
    ],
    [
      'SlipOK with a time that is no time',
      (url) =>
        createSlipOkVerifier({ apiUrl: url, apiKey: 'k', branchId: '1', dispatcher, policy: fastPolicy }),
      JSON.stringify({
        success: true,
        data: { transRef: 'x', transTimestamp: 'yesterday', amount: 100, receiver: {} },
      }),
    ],
    [
      'SlipOK with an amount of a tenth of a satang',
      (url) =>
        createSlipOkVerifier({ apiUrl: url, apiKey: 'k', branchId: '1', dispatcher, policy: fastPolicy }),
      JSON.stringify({
        success: true,
        data: { transRef: 'x', transTimestamp: '2026-11-29T03:00:00Z', amount: 100.001, receiver: {} },
      }),
    ],
  ];
  it.each(cases)('%s: pending, unexpected_answer, one call', async (_name, create, body) => {
    const calls = await withAnswer(200, body, async (url) => {
      expect(await create(url).verify(slip('016106143021BPM04826'))).toEqual({
        status: 'pending',
        reason: 'unexpected_answer',
      });
    });
    expect(calls).toBe(1);
  });

  it("a proxy's HTML error page (502) is retried, then pending", async () => {
    const calls = await withAnswer(502, '<html>Bad Gateway</html>', async (url) => {
      const verifier = createSlip2GoVerifier({ apiUrl: url, apiSecret: 's', dispatcher, policy: fastPolicy });
      expect(await verifier.verify(slip('016106143021BPM04826'))).toEqual({
        status: 'pending',
        reason: 'unavailable',
      });
    });
    expect(calls).toBe(3);
  });

  it('an answer larger than 64 KB is not read', async () => {
    const huge = JSON.stringify({ status: 200, data: { filler: 'x'.repeat(100_000) } });
    await withAnswer(200, huge, async (url) => {
      const verifier = createEasySlipVerifier({ apiUrl: url, apiKey: 'k', dispatcher, policy: fastPolicy });
      expect(await verifier.verify(slip('016106143021BPM04826'))).toEqual({
        status: 'pending',
        reason: 'unexpected_answer',
      });
    });
  });
});
