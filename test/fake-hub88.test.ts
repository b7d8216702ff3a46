import { generateKeyPairSync, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletClient } from '../scripts/fake-hub88/wallet-client';

/**
 * The fake Hub88 calls a wallet as Hub88 does (decision 54): each call signed, `request_uuid` new per
 * call, `transaction_uuid` the same across retries; a win is sent until answered; a bet without an
 * answer is rolled back, and the rollback too is sent until answered.
 */
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const received: Array<{ path: string; body: Record<string, any>; signed: boolean }> = [];
/** How many of the next calls to a path get an error instead of an answer. */
const failures = new Map<string, number>();
let wallet: http.Server;
let walletUrl: string;

beforeAll(async () => {
  wallet = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const signature = String(request.headers['x-hub88-signature']);
      const signed = verify('sha256', Buffer.from(raw), publicKey, Buffer.from(signature, 'base64'));
      const path = request.url!.replace('/wallet', '');
      received.push({ path, body: JSON.parse(raw), signed });
      const left = failures.get(path) ?? 0;
      if (left > 0) {
        failures.set(path, left - 1);
        response.writeHead(500).end();
        return;
      }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ status: 'RS_OK', balance: 100_000, currency: 'THB' }));
    });
  });
  await new Promise<void>((resolve) => wallet.listen(0, '127.0.0.1', resolve));
  walletUrl = `http://127.0.0.1:${(wallet.address() as AddressInfo).port}/wallet`;
});

afterAll(() => new Promise<void>((resolve) => wallet.close(() => resolve())));

const session = { user: 'chaba-1', token: 'token-0123456789', gameCode: 'fake_00_0000', currency: 'THB' };

describe("the fake Hub88's wallet calls", () => {
  it('rolls back a bet that got no answer, until the rollback is answered', async () => {
    received.length = 0;
    failures.set('/transaction/bet', 1).set('/transaction/rollback', 2);
    const client = createWalletClient({ walletUrl, privateKey, retryDelaysMs: [10] });
    const bet = await client.bet(session, { round: 'round-1', amount: 1_000_000 });
    expect(bet.answer).toBeNull();
    expect(received.map((call) => call.path)).toEqual([
      '/transaction/bet',
      '/transaction/rollback',
      '/transaction/rollback',
      '/transaction/rollback',
    ]);
    expect(received.every((call) => call.signed)).toBe(true);
    const rollbacks = received.slice(1).map((call) => call.body);
    expect(new Set(rollbacks.map((body) => body.transaction_uuid)).size).toBe(1);
    expect(new Set(received.map((call) => call.body.request_uuid)).size).toBe(4);
    expect(rollbacks[0]).toMatchObject({
      user: 'chaba-1',
      token: 'token-0123456789',
      round: 'round-1',
      reference_transaction_uuid: bet.transactionUuid,
      game_code: 'fake_00_0000',
    });
  });

  it('sends a win again, with the same transaction, until it is answered', async () => {
    received.length = 0;
    failures.set('/transaction/win', 2);
    const client = createWalletClient({ walletUrl, privateKey, retryDelaysMs: [10] });
    const answer = await client.win(session, { round: 'round-2', amount: 0, betTransactionUuid: 'bet-2' });
    expect(answer).toMatchObject({ status: 'RS_OK' });
    expect(received).toHaveLength(3);
    expect(new Set(received.map((call) => call.body.transaction_uuid)).size).toBe(1);
    expect(received[0]!.body).toMatchObject({
      amount: 0,
      currency: 'THB',
      reference_transaction_uuid: 'bet-2',
      round_closed: true,
    });
  });
});
