import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local push service for tests only, speaking the Web Push protocol as a browser vendor's does:
 * RFC 8030 (a POST to the subscription's endpoint with a `TTL`, answered 201 with a `Location`),
 * RFC 8292 VAPID (`Authorization: vapid t=<JWT>, k=<public key>`: an ES256 JWT whose `aud` is this
 * service's origin, whose `exp` is in the future and at most 24 hours away, with a `sub`, signed by
 * the key `k` names) and RFC 8291 message encryption (`Content-Encoding: aes128gcm`, RFC 8188
 * framing), which it undoes with the subscription's private key, the way a browser would, so that a
 * test can read what the server sent. It can be told to answer its next messages with 410, 429 or
 * another status, or that a subscription is gone (404 from then on, as an expired one).
 */

export interface FakeSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  /** The subscription's id (the last part of its endpoint). */
  id: string;
  /** The decrypted payload, as text. */
  payload: string;
  ttl: number;
  urgency: string | undefined;
  /** The JWT's claims and the VAPID public key that signed it. */
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
}

export interface FakePushService {
  origin: string;
  /** A new subscription of a browser: its endpoint here and the browser's keys (kept to decrypt). */
  subscribe(): FakeSubscription;
  /** Answers the next `count` valid messages with `status` (429 comes with `Retry-After`). */
  answerNext(status: number, count?: number, retryAfterSeconds?: number): void;
  /** The browser dropped this subscription: messages to it are answered 410 Gone. */
  drop(endpoint: string): void;
  received: ReceivedPush[];
  refused: Array<{ status: number; reason: string }>;
  close(): Promise<void>;
}

interface Browser {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
  dropped: boolean;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** RFC 8292: checks the `vapid t=…, k=…` header and answers the JWT's claims and the key. */
function checkVapid(header: string | undefined, origin: string, now: number) {
  const match = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+), ?k=([A-Za-z0-9_-]+)$/.exec(
    header ?? '',
  );
  if (!match) throw new Refusal(401, 'no VAPID authorization');
  const [, token = '', key = ''] = match;
  const [head = '', body = '', signature = ''] = token.split('.');
  const parsedHead = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (parsedHead.alg !== 'ES256') throw new Refusal(403, 'JWT is not ES256');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Refusal(403, 'k is not a P-256 point');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Refusal(403, 'JWT signature does not verify with k');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Refusal(403, `JWT aud ${claims.aud} is not ${origin}`);
  const seconds = Math.floor(now / 1000);
  if (!(claims.exp > seconds && claims.exp <= seconds + 24 * 3600 + 60))
    throw new Refusal(403, 'JWT exp out of range');
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Refusal(403, 'JWT sub is not mailto: or https');
  return { claims, vapidKey: key };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 + RFC 8188: decrypts one aes128gcm message for the browser that subscribed. */
function decrypt(body: Buffer, browser: Browser): string {
  if (body.length < 21 + 65 + 17) throw new Refusal(400, 'body too short for aes128gcm');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  if (idLength !== 65) throw new Refusal(400, 'keyid is not the sender’s 65-byte public key');
  const senderKey = body.subarray(21, 86);
  const ciphertext = body.subarray(86);
  if (ciphertext.length > recordSize) throw new Refusal(400, 'more than one record');
  const secret = browser.ecdh.computeSecret(senderKey);
  const prkKey = hmac(browser.auth, secret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, senderKey]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  let plain: Buffer;
  try {
    plain = Buffer.concat([
      decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
      decipher.final(),
    ]);
  } catch {
    throw new Refusal(400, 'payload does not decrypt with the subscription’s keys');
  }
  // The last record ends with the delimiter 2, then zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Refusal(400, 'no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

export async function startFakePushService(): Promise<FakePushService> {
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const refused: FakePushService['refused'] = [];
  const told: Array<{ status: number; retryAfter?: number }> = [];
  let origin = '';

  const handle = (
    request: IncomingMessage,
    body: Buffer,
  ): { status: number; headers?: Record<string, string> } => {
    const id = /^\/push\/([A-Za-z0-9-]+)$/.exec(request.url ?? '')?.[1];
    const browser = id === undefined ? undefined : browsers.get(id);
    if (request.method !== 'POST') throw new Refusal(405, 'not a POST');
    if (!browser || id === undefined) throw new Refusal(404, 'no such subscription');
    const { claims, vapidKey } = checkVapid(request.headers.authorization, origin, Date.now());
    const ttlHeader = request.headers.ttl;
    if (typeof ttlHeader !== 'string' || !/^\d+$/.test(ttlHeader)) throw new Refusal(400, 'no TTL');
    if (request.headers['content-encoding'] !== 'aes128gcm') throw new Refusal(415, 'not aes128gcm');
    if (browser.dropped) throw new Refusal(410, 'subscription gone');
    const payload = decrypt(body, browser);
    const next = told.shift();
    if (next) {
      throw Object.assign(new Refusal(next.status, 'told to'), {
        headers: next.retryAfter ? { 'retry-after': String(next.retryAfter) } : undefined,
      });
    }
    received.push({
      id,
      payload,
      ttl: Number(ttlHeader),
      urgency: request.headers.urgency as string | undefined,
      claims,
      vapidKey,
    });
    return { status: 201, headers: { location: `${origin}/message/${randomUUID()}` } };
  };

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    try {
      const answer = handle(request, body);
      response.writeHead(answer.status, answer.headers);
    } catch (error) {
      const refusal = error instanceof Refusal ? error : new Refusal(500, String(error));
      refused.push({ status: refusal.status, reason: refusal.message });
      response.writeHead(refusal.status, (refusal as Refusal & { headers?: Record<string, string> }).headers);
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      browsers.set(id, { ecdh, publicKey, auth, dropped: false });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answerNext(status, count = 1, retryAfterSeconds) {
      for (let index = 0; index < count; index++) told.push({ status, retryAfter: retryAfterSeconds });
    },
    drop(endpoint) {
      const browser = browsers.get(endpoint.split('/').at(-1) ?? '');
      if (browser) browser.dropped = true;
    },
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
