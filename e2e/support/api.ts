/**
 * Direct calls to the running server, for what a test needs besides the browser: reading the OTP the
 * console SMS sender "sent", and setting up a member without clicking through the registration.
 */
import type { SmsOutboxMessage, SmsOutboxResponse } from '@chaba/contracts/dev';

/**
 * A JSON call in Thai: GET without a body, POST with one (or `method`, e.g. PUT); any answer but 2xx
 * throws with the status and the body (what the server said is in the failure message).
 */
export async function callApi<T>(
  baseUrl: string,
  pathname: string,
  options: {
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
    rawBody?: string;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': 'th' };
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  Object.assign(headers, options.headers);
  const response = await fetch(`${baseUrl}${pathname}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${pathname}: HTTP ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

let phoneCounter = 0;

/**
 * A Thai mobile number no other test of this run uses. The server allows a new OTP for the same phone
 * only every 60 s, so every test takes its own.
 */
export function freshPhone(): string {
  phoneCounter += 1;
  const runPart = String((process.pid * 7 + Date.now()) % 100_000).padStart(5, '0');
  return `09${runPart}${String(phoneCounter % 1000).padStart(3, '0')}`;
}

/** A bank account number (10 digits) that belongs to this phone only. */
export function accountNumberFor(phone: string): string {
  return `1${phone.slice(1)}`;
}

async function listSms(baseUrl: string, phone: string): Promise<SmsOutboxMessage[]> {
  const response = await fetch(`${baseUrl}/api/dev/sms-outbox?phone=${phone}`);
  if (response.status !== 200)
    throw new Error(`sms-outbox: HTTP ${response.status} ${await response.text()}`);
  const body = (await response.json()) as SmsOutboxResponse;
  return body.data;
}

/**
 * The six-digit code of the newest SMS sent to the phone. Waits (up to timeoutMs) for one to arrive,
 * and, with `after`, for one newer than that many messages (e.g. the code of a second flow).
 */
export async function readOtp(
  baseUrl: string,
  phone: string,
  options: { after?: number; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const minimumCount = (options.after ?? 0) + 1;
  for (;;) {
    const messages = await listSms(baseUrl, phone);
    const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
    if (messages.length >= minimumCount && code) return code;
    if (Date.now() > deadline) {
      throw new Error(`no OTP SMS for ${phone} (messages: ${JSON.stringify(messages)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How many SMS the phone has received so far (to wait for the next one with readOtp's `after`). */
export async function countSms(baseUrl: string, phone: string): Promise<number> {
  return (await listSms(baseUrl, phone)).length;
}

async function postJson(baseUrl: string, url: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'th' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

export interface ApiMember {
  phone: string;
  password: string;
  bank: string;
  accountNumber: string;
  name: string;
}

/** Registers a member through the four API calls of the registration (the browser is not involved). */
export async function registerMemberThroughApi(
  baseUrl: string,
  options: { phone?: string; password?: string; bank?: string; name?: string; affiliateKey?: string } = {},
): Promise<ApiMember> {
  const member: ApiMember = {
    phone: options.phone ?? freshPhone(),
    password: options.password ?? 'Secret123',
    bank: options.bank ?? 'SCB',
    accountNumber: '',
    name: options.name ?? 'ทดสอบ ระบบ',
  };
  member.accountNumber = accountNumberFor(member.phone);
  await postJson(baseUrl, '/api/register/phone', {
    phone: member.phone,
    ...(options.affiliateKey ? { affiliate_key: options.affiliateKey } : {}),
  });
  const otp = await readOtp(baseUrl, member.phone);
  const verified = await postJson(baseUrl, '/api/register/otp', { phone: member.phone, otp });
  const token = String(verified.access_token);
  await postJson(
    baseUrl,
    '/api/register/password',
    { password: member.password, password_confirmation: member.password },
    token,
  );
  await postJson(
    baseUrl,
    '/api/register/bank-account',
    {
      phone: member.phone,
      bank: member.bank,
      account_number: member.accountNumber,
      name: member.name,
      line: member.phone,
      date_of_birth: '1990-01-15',
    },
    token,
  );
  return member;
}

/** Answers the HTTP status of a login with these credentials (200 or the error status). */
export async function loginStatus(baseUrl: string, phone: string, password: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password }),
  });
  await response.arrayBuffer();
  return response.status;
}
