import { bahtToSatang } from '@chaba/contracts/money';
import type { PaymentGateway } from '@chaba/core/deposits/payment-gateway';
import { promptPayGateway } from '@chaba/core/deposits/promptpay-gateway';
import { sql } from 'drizzle-orm';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, useTestApp, creditOf, memberWithToken, warmUpConnections } from './helpers';

/**
 * An external payment gateway plugged in through the PaymentGateway interface: its QR is the
 * built-in PromptPay one, and it confirms payments on its own webhook, signed like our bank-statement
 * webhook (HMAC-SHA256 of "<timestamp>.<raw body>"). What a real gateway's adapter looks like.
 */
const secret = 'testpay-webhook-secret';
const testPay: PaymentGateway = {
  name: 'testpay',
  createQrPayment: (input) => promptPayGateway.createQrPayment(input),
  readWebhook({ rawBody, headers, now }) {
    const timestamp = Number(headers['x-timestamp']);
    if (!Number.isFinite(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > 300) return undefined;
    const expected = Buffer.from(
      createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex'),
    );
    const given = Buffer.from(headers['x-signature'] ?? '');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    const body = JSON.parse(rawBody) as { payment_id: string; ref: string; amount: number };
    return { paymentId: body.payment_id, ref: body.ref, amountSatang: bahtToSatang(body.amount) };
  },
};

const t = useTestApp({ gateway: testPay });

let counter = 0;
const nextPhone = () => `0631${String((counter += 1)).padStart(6, '0')}`;

async function qrDeposit(amount: number) {
  const member = await memberWithToken(t, nextPhone());
  await t.connection.db.execute(
    sql`update members set payment_gateway_status = true where phone = ${member.phone}`,
  );
  const prepared = await call(t.app, 'POST', '/api/requests/deposit/payment-gateway', {
    token: member.token,
    body: { amount },
  });
  expect(prepared.status).toBe(200);
  return { member, ref: prepared.body.data.ref as string, requestId: prepared.body.data.id as number };
}

function notify(body: object, options: { signWith?: string } = {}) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
  const signature = createHmac('sha256', options.signWith ?? secret)
    .update(`${timestamp}.${raw}`)
    .digest('hex');
  return call(t.app, 'POST', '/api/integrations/payment-gateway/testpay', {
    body: raw,
    headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signature },
  });
}

describe('an external payment gateway', () => {
  it('completes the QR deposit it names and credits it once, however often it says so', async () => {
    const { member, ref, requestId } = await qrDeposit(300);
    const notice = { payment_id: 'pay-1', ref, amount: 300 };
    const first = await notify(notice);
    expect(first.body).toEqual({ success: true, data: { status: 'completed', request_id: requestId } });
    const again = await notify(notice);
    expect(again.body).toEqual({ success: true, data: { status: 'replayed', request_id: requestId } });
    expect(await creditOf(t.app, member.token)).toBe(300);
    const profile = await call(t.app, 'GET', '/api/customers/profile', { token: member.token });
    expect(profile.body.data.pending_request).toBeNull();
    expect(profile.body.data.completed_requests[0]).toMatchObject({
      id: requestId,
      status: 'completed',
      amount: 300,
    });
  });

  it('credits once when the same notice arrives 20 times at once', async () => {
    const { member, ref } = await qrDeposit(120);
    await warmUpConnections(t.connection);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => notify({ payment_id: 'pay-race', ref, amount: 120 })),
    );
    const statuses = answers.map((answer) => answer.body.data.status);
    expect(statuses.filter((status) => status === 'completed')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'replayed')).toHaveLength(19);
    expect(await creditOf(t.app, member.token)).toBe(120);
  });

  it('changes nothing on a bad signature, an unknown reference or another gateway name', async () => {
    const { member, ref } = await qrDeposit(200);
    const forged = await notify({ payment_id: 'pay-forged', ref, amount: 200 }, { signWith: 'wrong' });
    expect(forged.status).toBe(401);
    const unknown = await notify({ payment_id: 'pay-unknown', ref: 'NO-SUCH-REF', amount: 200 });
    expect(unknown.body).toEqual({ success: true, data: { status: 'unknown_ref', request_id: null } });
    const elsewhere = await call(t.app, 'POST', '/api/integrations/payment-gateway/othergateway', {
      body: { payment_id: 'x', ref, amount: 200 },
    });
    expect(elsewhere.status).toBe(404);
    expect(await creditOf(t.app, member.token)).toBe(0);
    const profile = await call(t.app, 'GET', '/api/customers/profile', { token: member.token });
    expect(profile.body.data.pending_request).toMatchObject({ ref, amount: 200 });
  });

  it('completes a deposit that expired while the member paid: the member paid', async () => {
    const { member, ref, requestId } = await qrDeposit(150);
    t.clock.advanceSeconds(16 * 60);
    await t.jobs.runOnce();
    const expired = await call(t.app, 'GET', '/api/customers/profile', { token: member.token });
    expect(expired.body.data.pending_request).toBeNull();
    const late = await notify({ payment_id: 'pay-late', ref, amount: 150 });
    expect(late.body.data).toEqual({ status: 'completed', request_id: requestId });
    expect(await creditOf(t.app, member.token)).toBe(150);
  });
});

describe('a gateway payment of another amount', () => {
  it('credits what was paid, and the history shows it beside the amount asked', async () => {
    const { member, ref, requestId } = await qrDeposit(300);
    const paid = await notify({ payment_id: 'pay-other-amount', ref, amount: 299.5 });
    expect(paid.body.data.status).toBe('completed');
    expect(await creditOf(t.app, member.token)).toBe(299.5);
    const profile = await call(t.app, 'GET', '/api/customers/profile', { token: member.token });
    expect(profile.body.data.completed_requests[0]).toMatchObject({
      id: requestId,
      status: 'completed',
      amount: 299.5,
      requested_amount: 300,
    });
  });
});
