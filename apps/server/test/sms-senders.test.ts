import { DomainError } from '@chaba/core/errors';
import { createHttpSmsSender } from '@chaba/core/notifications/http-sms-sender';
import { createThaiBulkSmsSender } from '@chaba/core/notifications/thaibulksms-sms-sender';
import { openTestDatabase } from '@chaba/db/test-database';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createAppContext } from '../src/app-context';
import { buildApp } from '../src/app';
import { configSchema } from '../src/config';
import { startFakeSmsGateway, type FakeSmsGateway } from './fake-sms-gateway';
import { call } from './helpers';

const message = { phone: '0812345678', body: 'Chaba: your code is 123456' };
// A call is given a second before it counts as hung: long enough that a loaded CI machine (two suites
// on two cores) does not time out a gateway that answers, which would add a try to the count.
const fastPolicy = { attempts: 3, timeoutMs: 1_000, backoffMs: 20 };

let gateway: FakeSmsGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).code;
}

describe('SMS_SENDER=http', () => {
  const sender = (log: (m: string, f: Record<string, string | number>) => void = () => {}) =>
    createHttpSmsSender({ url: `${gateway!.url}/send`, token: 'gateway-token-42', policy: fastPolicy, log });

  it('posts {to, message} as JSON with the bearer token', async () => {
    gateway = await startFakeSmsGateway({ status: 200 });
    await sender().send(message);
    expect(gateway.calls).toHaveLength(1);
    const [sent] = gateway.calls;
    expect(sent).toMatchObject({ method: 'POST', path: '/send' });
    expect(sent!.headers.authorization).toBe('Bearer gateway-token-42');
    expect(sent!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent!.body)).toEqual({ to: '0812345678', message: message.body });
  });

  it('retries after a 500 and succeeds', async () => {
    gateway = await startFakeSmsGateway({ status: 200 });
    gateway.answers.push({ status: 500 });
    await sender().send(message);
    expect(gateway.calls).toHaveLength(2);
  });

  it('abandons a call that hangs past the timeout and retries it', async () => {
    gateway = await startFakeSmsGateway({ status: 202 });
    gateway.answers.push('hang');
    const started = Date.now();
    await sender().send(message);
    expect(gateway.calls).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2 * fastPolicy.timeoutMs + 2_000);
  });

  it('gives up after a bounded number of tries with sms_send_failed, logging neither message nor token', async () => {
    gateway = await startFakeSmsGateway({ status: 503 });
    const logged: string[] = [];
    const code = await failureOf(sender((m, f) => logged.push(m + JSON.stringify(f))).send(message));
    expect(code).toBe('sms_send_failed');
    expect(gateway.calls).toHaveLength(3);
    expect(logged).toHaveLength(3);
    for (const line of logged) {
      expect(line).not.toContain('123456');
      expect(line).not.toContain('gateway-token-42');
    }
  });

  it('gives up on a gateway that never answers within attempts × timeout', async () => {
    gateway = await startFakeSmsGateway('hang');
    const started = Date.now();
    expect(await failureOf(sender().send(message))).toBe('sms_send_failed');
    expect(gateway.calls).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(3 * fastPolicy.timeoutMs + 2_000);
  });
});

describe('SMS_SENDER=thaibulksms (ThaiBulkSMS API v2)', () => {
  const accepted = {
    status: 201,
    body: {
      remaining_credit: 99,
      total_use_credit: 1,
      credit_type: 'corporate',
      phone_number_list: [{ number: '66812345678', message_id: 'abc', used_credit: 1 }],
      bad_phone_number_list: [],
    },
  };
  const sender = () =>
    createThaiBulkSmsSender({
      apiKey: 'key-1',
      apiSecret: 'secret-2',
      sender: 'CHABA',
      url: `${gateway!.url}/sms`,
      policy: fastPolicy,
    });

  it('posts msisdn, message, sender and force form-encoded with Basic auth', async () => {
    gateway = await startFakeSmsGateway(accepted);
    await sender().send(message);
    expect(gateway.calls).toHaveLength(1);
    const [sent] = gateway.calls;
    expect(sent).toMatchObject({ method: 'POST', path: '/sms' });
    expect(sent!.headers.authorization).toBe(`Basic ${Buffer.from('key-1:secret-2').toString('base64')}`);
    expect(sent!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(sent!.body))).toEqual({
      msisdn: '0812345678',
      message: message.body,
      sender: 'CHABA',
      force: 'corporate',
    });
  });

  it('retries after a 500 and succeeds', async () => {
    gateway = await startFakeSmsGateway(accepted);
    gateway.answers.push({ status: 500, body: { error: { code: 500, name: 'ERROR', description: 'x' } } });
    await sender().send(message);
    expect(gateway.calls).toHaveLength(2);
  });

  it('retries a timeout and succeeds', async () => {
    gateway = await startFakeSmsGateway(accepted);
    gateway.answers.push('hang');
    await sender().send(message);
    expect(gateway.calls).toHaveLength(2);
  });

  it('fails on an error answer, and on a 201 that lists the number as bad', async () => {
    gateway = await startFakeSmsGateway({
      status: 401,
      body: { error: { code: 401, name: 'UNAUTHORIZED', description: 'Invalid API key' } },
    });
    expect(await failureOf(sender().send(message))).toBe('sms_send_failed');
    expect(gateway.calls).toHaveLength(3);
    gateway.fallback = {
      status: 201,
      body: { phone_number_list: [], bad_phone_number_list: [{ number: '0812345678', message: 'bad' }] },
    };
    expect(await failureOf(sender().send(message))).toBe('sms_send_failed');
  });
});

describe('a registration start whose SMS cannot be sent', () => {
  it('answers 503 with a clear message in the caller language, and the next try works', async () => {
    gateway = await startFakeSmsGateway({ status: 500 });
    const connection = await openTestDatabase(inject('testDatabase'));
    const logged: string[] = [];
    const config = configSchema.parse({
      LOG_LEVEL: 'silent',
      SMS_SENDER: 'http',
      SMS_HTTP_URL: gateway.url,
      SMS_HTTP_TOKEN: 'gateway-token-42',
      SMS_TIMEOUT_MS: '1000',
    });
    const context = createAppContext({
      config,
      db: connection.db,
      authSettings: { accessTokenLifetimeSeconds: 3600, otpBypassCode: undefined, siteName: 'Chaba' },
      smsLog: (m, f) => logged.push(m + JSON.stringify(f)),
    });
    expect(context.sms.name).toBe('http');
    const app = await buildApp(context);
    try {
      const languages = { th: 'ส่ง SMS', en: 'could not send the SMS', cn: '短信发送失败' } as const;
      let phone = 810000001;
      for (const [language, text] of Object.entries(languages)) {
        const answer = await call(app, 'POST', '/api/register/phone', {
          body: { phone: `0${phone++}` },
          headers: { 'accept-language': language === 'cn' ? 'zh' : language },
        });
        expect(answer.status).toBe(503);
        expect(answer.body).toMatchObject({ code: 'sms_send_failed' });
        expect(answer.body.message).toContain(text);
      }
      expect(gateway.calls).toHaveLength(9);
      for (const line of logged) expect(line).not.toContain('gateway-token-42');
      // The gateway is back: the member's next try gets the code.
      gateway.fallback = { status: 200 };
      const retried = await call(app, 'POST', '/api/register/phone', { body: { phone: '0810000009' } });
      expect(retried.status).toBe(200);
      expect(JSON.parse(gateway.calls.at(-1)!.body)).toMatchObject({ to: '0810000009' });
    } finally {
      await app.close();
      await connection.close();
    }
  });

  it('refuses to build a sender whose settings are missing, naming them', () => {
    const config = configSchema.parse({ SMS_SENDER: 'thaibulksms', THAIBULKSMS_API_KEY: 'k' });
    expect(() =>
      createAppContext({
        config,
        db: undefined as never,
        authSettings: { accessTokenLifetimeSeconds: 3600, otpBypassCode: undefined, siteName: 'Chaba' },
      }),
    ).toThrow('SMS_SENDER=thaibulksms needs THAIBULKSMS_API_SECRET, THAIBULKSMS_SENDER');
  });
});
