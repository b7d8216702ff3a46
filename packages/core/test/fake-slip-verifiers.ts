import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { slipVerify } from 'promptparse/validate';

/** A transfer the fake bank knows, in the vendors' own terms (baht, ISO time, masked numbers). */
export interface FakeTransfer {
  amountBaht: number;
  time: string;
  receiverAccount: string;
  receiverName: string;
  senderAccount: string;
  senderName: string;
}

export interface FakeSlipVerifier {
  url: string;
  key: string;
  /** Calls received, whatever they were. */
  calls: number;
  /** Transfers by transaction reference; a reference not here is not found. */
  transfers: Map<string, FakeTransfer>;
  /** References the bank has not confirmed yet (SlipOK's 1010). */
  notConfirmed: Set<string>;
  /** The next this-many calls answer the vendor's documented server error. */
  failures: number;
  /** Every call is left unanswered until the caller's timeout. */
  hang: boolean;
  close(): Promise<void>;
}

type Answer = { status: number; body: unknown };
type Vendor = (
  fake: FakeSlipVerifier,
  call: { method: string; path: string; headers: IncomingMessage['headers']; body: string },
) => Answer;

/** The reference in a slip's mini-QR, as the vendors find it; undefined when it is not one. */
function referenceOf(payload: unknown): string | undefined {
  return typeof payload === 'string' ? slipVerify(payload)?.transRef : undefined;
}

/**
 * EasySlip v1 as documented: `GET /verify?payload=`, `Authorization: Bearer <key>`,
 * `{status: 200, data}` or `{status, message: <code>}`.
 */
const easySlip: Vendor = (fake, call) => {
  const url = new URL(call.path, 'http://fake');
  if (call.method !== 'GET' || url.pathname !== '/verify')
    return { status: 404, body: { status: 404, message: 'not_found' } };
  if (call.headers.authorization !== `Bearer ${fake.key}`)
    return { status: 401, body: { status: 401, message: 'unauthorized' } };
  if (fake.failures > 0) {
    fake.failures -= 1;
    return { status: 500, body: { status: 500, message: 'server_error' } };
  }
  const reference = referenceOf(url.searchParams.get('payload'));
  if (reference === undefined) return { status: 400, body: { status: 400, message: 'invalid_payload' } };
  const transfer = fake.transfers.get(reference);
  if (!transfer) return { status: 404, body: { status: 404, message: 'slip_not_found' } };
  const party = (account: string, name: string, bank: string) => ({
    bank: { id: bank, name: 'ธนาคารกสิกรไทย', short: 'KBANK' },
    account: { name: { th: name, en: 'MR. EASY SLIP' }, bank: { type: 'BANKAC', account } },
  });
  return {
    status: 200,
    body: {
      status: 200,
      data: {
        payload: url.searchParams.get('payload'),
        transRef: reference,
        date: transfer.time,
        countryCode: 'TH',
        amount: { amount: transfer.amountBaht, local: { amount: 0, currency: '' } },
        fee: 0,
        sender: party(transfer.senderAccount, transfer.senderName, '004'),
        receiver: party(transfer.receiverAccount, transfer.receiverName, '014'),
      },
    },
  };
};

/** Slip2Go v1.2 as documented: `POST /verify-slip/qr-code/info`, Bearer secret, `{code, message, data}`. */
const slip2Go: Vendor = (fake, call) => {
  if (call.method !== 'POST' || call.path !== '/verify-slip/qr-code/info')
    return { status: 404, body: { code: '404000' } };
  if (call.headers.authorization !== `Bearer ${fake.key}`) {
    return { status: 401, body: { code: '401001', message: 'Token Mismatch' } };
  }
  if (fake.failures > 0) {
    fake.failures -= 1;
    return { status: 500, body: { code: '500500', message: 'Internal Server Error' } };
  }
  let qrCode: unknown;
  try {
    qrCode = (JSON.parse(call.body) as { payload?: { qrCode?: unknown } }).payload?.qrCode;
  } catch {
    return { status: 400, body: { code: '400400', message: 'Request object is Invalid' } };
  }
  const reference = referenceOf(qrCode);
  if (reference === undefined)
    return { status: 400, body: { code: '400001', message: 'QR Code is incorrect' } };
  const transfer = fake.transfers.get(reference);
  if (!transfer) return { status: 200, body: { code: '200404', message: 'Slip Not Found' } };
  return {
    status: 200,
    body: {
      code: '200000',
      message: 'Slip found',
      data: {
        referenceId: '92887bd5-60d3-4744-9a98-b8574ea00000-00',
        decode: qrCode,
        transRef: reference,
        dateTime: transfer.time,
        amount: transfer.amountBaht,
        ref1: null,
        ref2: null,
        ref3: null,
        receiver: {
          account: { name: transfer.receiverName, bank: { account: transfer.receiverAccount } },
          bank: { id: '014', name: 'ธนาคารไทยพาณิชย์' },
        },
        sender: {
          account: { name: transfer.senderName, bank: { account: transfer.senderAccount } },
          bank: { id: '004', name: 'ธนาคารกสิกรไทย' },
        },
      },
    },
  };
};

/** SlipOK v1.7 as documented: `POST /<branch>`, `x-authorization`, `{success, data}` or `{code, message, data?}`. */
function slipOk(branchId: string): Vendor {
  return (fake, call) => {
    if (call.method !== 'POST' || call.path !== `/${branchId}`) {
      return {
        status: 400,
        body: { success: false, code: 1001, message: 'ไม่พบข้อมูลสาขา กรุณาตรวจสอบไอดีสาขา' },
      };
    }
    if (call.headers['x-authorization'] !== fake.key) {
      return { status: 401, body: { success: false, code: 1002, message: 'Authorization Header ไม่ถูกต้อง' } };
    }
    if (fake.failures > 0) {
      fake.failures -= 1;
      return { status: 503, body: 'Service Unavailable' };
    }
    let data: unknown;
    try {
      data = (JSON.parse(call.body) as { data?: unknown }).data;
    } catch {
      data = undefined;
    }
    if (data === undefined)
      return { status: 400, body: { success: false, code: 1000, message: 'กรุณาใส่ข้อมูล QR Code' } };
    const reference = referenceOf(data);
    if (reference === undefined)
      return {
        status: 400,
        body: { success: false, code: 1008, message: 'QR ดังกล่าวไม่ใช่ QR สำหรับการตรวจสอบการชำระเงิน' },
      };
    if (fake.notConfirmed.has(reference)) {
      return {
        status: 400,
        body: {
          success: false,
          code: 1010,
          message: 'กรุณารอการตรวจสอบสลิปหลังการโอนประมาณ 5 นาที',
          data: { qrcodeData: data, bankCode: '014', bankName: 'SCB', delay: 5 },
        },
      };
    }
    const transfer = fake.transfers.get(reference);
    if (!transfer)
      return {
        status: 400,
        body: { success: false, code: 1011, message: 'QR Code หมดอายุ หรือ ไม่มีรายการอยู่จริง' },
      };
    const party = (account: string, name: string) => ({
      displayName: name,
      name: 'Mr. Kasikorn R',
      proxy: { type: null, value: null },
      account: { type: 'BANKAC', value: account },
    });
    return {
      status: 200,
      body: {
        success: true,
        data: {
          success: true,
          message: '✅',
          language: 'TH',
          receivingBank: '014',
          sendingBank: '004',
          transRef: reference,
          transDate: '20200401',
          transTime: '10:15:07',
          transTimestamp: transfer.time,
          sender: party(transfer.senderAccount, transfer.senderName),
          receiver: party(transfer.receiverAccount, transfer.receiverName),
          amount: transfer.amountBaht,
          paidLocalAmount: transfer.amountBaht,
          paidLocalCurrency: '764',
          countryCode: 'TH',
          transFeeAmount: 0,
          ref1: '',
          ref2: '',
          ref3: '',
          toMerchantId: '',
        },
      },
    };
  };
}

async function startFake(vendor: Vendor, key: string): Promise<FakeSlipVerifier> {
  const fake: FakeSlipVerifier = {
    url: '',
    key,
    calls: 0,
    transfers: new Map(),
    notConfirmed: new Set(),
    failures: 0,
    hang: false,
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      fake.calls += 1;
      if (fake.hang) return;
      const answer = vendor(fake, {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

export const startFakeEasySlip = (key: string) => startFake(easySlip, key);
export const startFakeSlip2Go = (key: string) => startFake(slip2Go, key);
export const startFakeSlipOk = (key: string, branchId: string) => startFake(slipOk(branchId), key);
