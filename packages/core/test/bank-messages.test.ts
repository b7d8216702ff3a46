import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ForwardedMessage,
  type IncomingTransfer,
  type MessageBank,
  messageBanks,
} from '../src/bank-messages/bank-message';
import { parseBankMessage } from '../src/bank-messages/parse-bank-message';
import { sampleIncomingMessage } from '../src/bank-messages/sample-bank-message';

/**
 * Real message texts from public parsers of Thai bank messages, each with its source. Names of people
 * are replaced by invented ones; masked account digits are kept as printed. `receivedAt` is a moment
 * shortly after the stated time, as a forwarder would deliver it.
 *
 * Sources:
 * - FZKJ: github.com/cg917658910/fzkj-wallet, wash-service/app/services/shortmsg/THB/wash_test.go and
 *   THB/wash.go (the comments above each Extract function), parser/parser_time_test.go — 2025 texts.
 * - LARAVEL: a Laravel SMS-forwarder controller (`App\Http\Controllers\SMSController::smsListening`,
 *   stored in the code index as file 5294802573; the index does not name its repository) — 2018–2020
 *   texts in its comments.
 * - HARMONY: a PHP SMS-forwarder endpoint (code index file 16047424061, repository not named) — 2025.
 * - KBANK2026: a JavaScript KBank SMS parser's header comment (code index file 53236244574) — 2026.
 * - PHPTEST: a PHP test script (code index file 39488506210) and a Java test (file 28866604820).
 */

interface IncomingFixture {
  source: string;
  from: string;
  text: string;
  receivedAt: string;
  expected: Omit<IncomingTransfer, 'kind' | 'occurredAt'> & { occurredAt: string };
}

const none = { fromBank: null, fromAccountDigits: null, fromName: null };

const incomingFixtures: IncomingFixture[] = [
  {
    source: 'FZKJ wash_test.go TestExtractKBANKRead',
    from: 'KBank',
    text: '17/05/68 16:27 บช X-9426 เงินเข้า 999.63 คงเหลือ 8,236.90 บ.',
    receivedAt: '2025-05-17T09:27:20Z',
    expected: {
      bank: 'KBANK',
      amountSatang: 99963n,
      occurredAt: '2025-05-17T09:27:00.000Z',
      accountDigits: '9426',
      ...none,
      balanceAfterSatang: 823690n,
    },
  },
  {
    source: 'HARMONY (commented test text)',
    from: 'KBank',
    text: '21/02/68 15:36 บช X-0999 รับโอนจาก X-6163 13,065.00 คงเหลือ 37,856.06 บ.',
    receivedAt: '2025-02-21T08:36:30Z',
    expected: {
      bank: 'KBANK',
      amountSatang: 1306500n,
      occurredAt: '2025-02-21T08:36:00.000Z',
      accountDigits: '0999',
      ...none,
      fromAccountDigits: '6163',
      balanceAfterSatang: 3785606n,
    },
  },
  {
    source: 'KBANK2026 (Format 2)',
    from: 'KBank',
    text: '06/05/69 19:08 บช X-4882 เงินเข้า 10,000.00 คงเหลือ 17,922.78 บ.',
    receivedAt: '2026-05-06T12:08:05Z',
    expected: {
      bank: 'KBANK',
      amountSatang: 1000000n,
      occurredAt: '2026-05-06T12:08:00.000Z',
      accountDigits: '4882',
      ...none,
      balanceAfterSatang: 1792278n,
    },
  },
  {
    source: 'KBANK2026 (Format 1: an amount below one baht)',
    from: 'KBank',
    text: '28/04/69 23:26 บช X-4882 รับโอนจาก X-0453 0.10 คงเหลือ 9,692.18 บ.',
    receivedAt: '2026-04-28T16:26:10Z',
    expected: {
      bank: 'KBANK',
      amountSatang: 10n,
      occurredAt: '2026-04-28T16:26:00.000Z',
      accountDigits: '4882',
      ...none,
      fromAccountDigits: '0453',
      balanceAfterSatang: 969218n,
    },
  },
  {
    source: 'PHPTEST $messageKBANK_02 (the old mask)',
    from: 'KBank',
    text: '09/09/61 19:54 บชX153594X รับโอนจากX189776X 500.00บ คงเหลือ9350.00บ',
    receivedAt: '2018-09-09T12:54:10Z',
    expected: {
      bank: 'KBANK',
      amountSatang: 50000n,
      occurredAt: '2018-09-09T12:54:00.000Z',
      accountDigits: '153594',
      ...none,
      fromAccountDigits: '189776',
      balanceAfterSatang: 935000n,
    },
  },
  {
    source: 'PHPTEST $messageKBANK_01',
    from: 'KBank',
    text: '08/09/61 22:59 บชX153594X เงินเข้า500.00บ',
    receivedAt: '2018-09-08T16:00:00Z',
    expected: {
      bank: 'KBANK',
      amountSatang: 50000n,
      occurredAt: '2018-09-08T15:59:00.000Z',
      accountDigits: '153594',
      ...none,
      balanceAfterSatang: null,
    },
  },
  {
    source: 'FZKJ wash_test.go TestWashSCB',
    from: '027777777',
    text: '18/05@14:44 29.92 จากKTB/x129439เข้าx997010 ใช้ได้10,121.23บ',
    receivedAt: '2025-05-18T07:44:40Z',
    expected: {
      bank: 'SCB',
      amountSatang: 2992n,
      occurredAt: '2025-05-18T07:44:00.000Z',
      accountDigits: '997010',
      ...none,
      fromBank: 'KTB',
      fromAccountDigits: '129439',
      balanceAfterSatang: 1012123n,
    },
  },
  {
    source: 'FZKJ wash_test.go TestWashSCB',
    from: '027777777',
    text: 'เงิน 399.69บ เข้าบ/ชx963071 18/05@14:45 ใช้ได้ 6,302.39บ',
    receivedAt: '2025-05-18T07:45:10Z',
    expected: {
      bank: 'SCB',
      amountSatang: 39969n,
      occurredAt: '2025-05-18T07:45:00.000Z',
      accountDigits: '963071',
      ...none,
      balanceAfterSatang: 630239n,
    },
  },
  {
    source: 'LARAVEL scb() comment (sender name invented)',
    from: '027777777',
    text: '02/04@20:29 300.00 โอนจากSOMSRI MEEDEEเข้าx245209 ใช้ได้3,200.00บ',
    receivedAt: '2019-04-02T13:29:30Z',
    expected: {
      bank: 'SCB',
      amountSatang: 30000n,
      occurredAt: '2019-04-02T13:29:00.000Z',
      accountDigits: '245209',
      ...none,
      fromName: 'SOMSRI MEEDEE',
      balanceAfterSatang: 320000n,
    },
  },
  {
    source: 'PHPTEST Java test (BAAC sender, from a phone number: the bank comes from the text)',
    from: '+66812345678',
    text: '08/02@12:23 100.00 จากBAAC/x838467เข้าx475366 ใช้ได้3,452.35บ',
    receivedAt: '2019-02-08T05:23:30Z',
    expected: {
      bank: 'SCB',
      amountSatang: 10000n,
      occurredAt: '2019-02-08T05:23:00.000Z',
      accountDigits: '475366',
      ...none,
      fromBank: 'BAAC',
      fromAccountDigits: '838467',
      balanceAfterSatang: 345235n,
    },
  },
  {
    source: 'LARAVEL scb() comment (English)',
    from: 'SCBeasy',
    text: 'Transfer from KBNK/x577470 amount THB 280.00 to your account x417876  on 19/05@09:24  Available balance is THB 280.00.',
    receivedAt: '2019-05-19T02:24:30Z',
    expected: {
      bank: 'SCB',
      amountSatang: 28000n,
      occurredAt: '2019-05-19T02:24:00.000Z',
      accountDigits: '417876',
      ...none,
      fromBank: 'KBNK',
      fromAccountDigits: '577470',
      balanceAfterSatang: 28000n,
    },
  },
  {
    source: 'LARAVEL scb() comment (English, cash deposit)',
    from: 'SCBeasy',
    text: 'Cash/transfer deposit amount THB 80.00 via CDM to your A/C x417876 on 20/05@19:06 Avai. Bal. is THB 80.00.',
    receivedAt: '2019-05-20T12:06:30Z',
    expected: {
      bank: 'SCB',
      amountSatang: 8000n,
      occurredAt: '2019-05-20T12:06:00.000Z',
      accountDigits: '417876',
      ...none,
      balanceAfterSatang: 8000n,
    },
  },
  {
    source: 'FZKJ wash_test.go TestExtractSCBNotify (SCB EASY app)',
    from: 'com.scb.phone',
    text: 'คุณได้รับเงิน 69.89 บาท ผ่านรายการพร้อมเพย์จาก KTB / xxxxxx6048 เข้าบัญชี xxxxxx1083 เมื่อ 17 พ.ค. 2568 - 16:28',
    receivedAt: '2025-05-17T09:28:20Z',
    expected: {
      bank: 'SCB',
      amountSatang: 6989n,
      occurredAt: '2025-05-17T09:28:00.000Z',
      accountDigits: '1083',
      ...none,
      fromBank: 'KTB',
      fromAccountDigits: '6048',
      balanceAfterSatang: null,
    },
  },
  {
    source: 'FZKJ wash_test.go TestExtractKTB',
    from: 'Krungthai',
    text: '17-05@16:27 บชX58589X:เงินเข้า 100.28บ ใช้ได้ 11,861.55บ',
    receivedAt: '2025-05-17T09:27:15Z',
    expected: {
      bank: 'KTB',
      amountSatang: 10028n,
      occurredAt: '2025-05-17T09:27:00.000Z',
      accountDigits: '58589',
      ...none,
      balanceAfterSatang: 1186155n,
    },
  },
  {
    source: 'LARAVEL ktb() comment (a two-digit Common year)',
    from: 'Krungthai',
    text: '11-09-18@02:08 บช X29499X:เงินเข้า +180.00 บ. ใช้ได้ 180.70 บ.',
    receivedAt: '2018-09-10T19:08:30Z',
    expected: {
      bank: 'KTB',
      amountSatang: 18000n,
      occurredAt: '2018-09-10T19:08:00.000Z',
      accountDigits: '29499',
      ...none,
      balanceAfterSatang: 18070n,
    },
  },
  {
    source: 'LARAVEL ktb() comment (English)',
    from: 'Krungthai',
    text: '20-05-19@21:24 Acct X49536X: Deposit +100.00 THB Avail 100.00 THB',
    receivedAt: '2019-05-20T14:24:30Z',
    expected: {
      bank: 'KTB',
      amountSatang: 10000n,
      occurredAt: '2019-05-20T14:24:00.000Z',
      accountDigits: '49536',
      ...none,
      balanceAfterSatang: 10000n,
    },
  },
  {
    source: 'FZKJ wash_test.go TestExtractKTBNotice (Krungthai NEXT app; no time, so receivedAt)',
    from: 'ktbcs.netbank',
    text: 'ได้รับ +59.84 บาท เข้าพร้อมเพย์ จากบัญชี ไทยพาณิชย์ XXX-X-XX805-8',
    receivedAt: '2025-05-17T09:29:00Z',
    expected: {
      bank: 'KTB',
      amountSatang: 5984n,
      occurredAt: '2025-05-17T09:29:00.000Z',
      accountDigits: null,
      ...none,
      fromBank: 'ไทยพาณิชย์',
      fromAccountDigits: '8058',
      balanceAfterSatang: null,
    },
  },
  {
    source: 'FZKJ wash_test.go TestExtractBBL (no time, so receivedAt)',
    from: 'BANGKOKBANK',
    text: 'เงินเข้าบ/ชX0272 จากพร้อมเพย์ผ่านMB 12,000.00บ เงินในบ/ชใช้ได้46,769.66บ',
    receivedAt: '2025-05-18T03:00:00Z',
    expected: {
      bank: 'BBL',
      amountSatang: 1200000n,
      occurredAt: '2025-05-18T03:00:00.000Z',
      accountDigits: '0272',
      ...none,
      balanceAfterSatang: 4676966n,
    },
  },
  {
    source: 'LARAVEL smsListening() comment (older Bangkok Bank text)',
    from: 'BBL',
    text: 'ฝาก/โอนเงินเข้าบ/ชX3806ผ่านMB 1,000.00บ ใช้ได้ 1,000.39บ',
    receivedAt: '2019-06-01T05:00:00Z',
    expected: {
      bank: 'BBL',
      amountSatang: 100000n,
      occurredAt: '2019-06-01T05:00:00.000Z',
      accountDigits: '3806',
      ...none,
      balanceAfterSatang: 100039n,
    },
  },
  {
    source: 'FZKJ wash_test.go TestExtractBAY',
    from: 'Krungsri',
    text: 'โอนเข้า xxx170203x  150.62 เหลือ 7,420.57 (17/5/68,16:27)',
    receivedAt: '2025-05-17T09:27:40Z',
    expected: {
      bank: 'BAY',
      amountSatang: 15062n,
      occurredAt: '2025-05-17T09:27:00.000Z',
      accountDigits: '170203',
      ...none,
      balanceAfterSatang: 742057n,
    },
  },
  {
    source: 'LARAVEL smsListening() comment',
    from: 'com.krungsri.kma',
    text: 'โอนเข้า xxx128227x  10.00 เหลือ 20.00 (4/11/62,02:21)',
    receivedAt: '2019-11-03T19:21:30Z',
    expected: {
      bank: 'BAY',
      amountSatang: 1000n,
      occurredAt: '2019-11-03T19:21:00.000Z',
      accountDigits: '128227',
      ...none,
      balanceAfterSatang: 2000n,
    },
  },
  {
    source: 'FZKJ wash_test.go TestExtractTTB (a two-digit Common year)',
    from: 'ttb',
    text: 'มีเงิน50.14บ.โอนเข้าบ/ชxx5440เหลือ17,081.71บ.24/05/25@11:42',
    receivedAt: '2025-05-24T04:42:30Z',
    expected: {
      bank: 'TTB',
      amountSatang: 5014n,
      occurredAt: '2025-05-24T04:42:00.000Z',
      accountDigits: '5440',
      ...none,
      balanceAfterSatang: 1708171n,
    },
  },
  {
    source: 'LARAVEL smsListening() comment (TMB, before the merger)',
    from: 'TMBBank',
    text: 'มีเงิน 100.00บ.เข้าบ/ชxx4484เหลือ 500.00 บ.09/09/18@15:16',
    receivedAt: '2018-09-09T08:16:30Z',
    expected: {
      bank: 'TTB',
      amountSatang: 10000n,
      occurredAt: '2018-09-09T08:16:00.000Z',
      accountDigits: '4484',
      ...none,
      balanceAfterSatang: 50000n,
    },
  },
  {
    source: 'LARAVEL tmb() comment (English)',
    from: 'TMBBank',
    text: 'Deposit of 300.00 Baht to account xx6534. Available balance 1,006.00 Baht. 08/01/20@14:46',
    receivedAt: '2020-01-08T07:46:30Z',
    expected: {
      bank: 'TTB',
      amountSatang: 30000n,
      occurredAt: '2020-01-08T07:46:00.000Z',
      accountDigits: '6534',
      ...none,
      balanceAfterSatang: 100600n,
    },
  },
  {
    source: 'FZKJ wash_test.go TestWashGSB (MyMo)',
    from: 'com.mobilife.gsb.mymo',
    text: 'เงินเข้า: มีการฝาก/โอนเงิน 74.76 บาท จากบัญชี KBNK 0013XXXX1945 เข้าบัญชี GSBA 0204XXXX0743 วันที่ 24 พ.ค. 2568 เวลา 15:04 น. คงเหลือ 2,702.93 บาท',
    receivedAt: '2025-05-24T08:04:30Z',
    expected: {
      bank: 'GSB',
      amountSatang: 7476n,
      occurredAt: '2025-05-24T08:04:00.000Z',
      accountDigits: '02040743',
      ...none,
      fromBank: 'KBNK',
      fromAccountDigits: '00131945',
      balanceAfterSatang: 270293n,
    },
  },
];

interface OtherFixture {
  source: string;
  bank: MessageBank;
  from: string;
  text: string;
  kind: 'outgoing' | 'otp' | 'advert' | 'unknown';
}

/**
 * Messages that are not incoming transfers. Only SCB's and ttb's outgoing texts were found in a bank
 * parser; the others are the forms other parsers' tests and comments give (named beside each), and
 * an OTP and an advert per bank in the shape the banks' own warnings describe (marked as such).
 */
const otherFixtures: OtherFixture[] = [
  {
    source: 'a KBank-alert parser test (code index file 70255926454)',
    bank: 'KBANK',
    from: 'KBank',
    text: '09/10/69 14:32 บช X-1234 เงินออก 500.00 คงเหลือ 12,345.67 บ.',
    kind: 'outgoing',
  },
  {
    source: 'a LINE BK parser comment (code index file 58842068533)',
    bank: 'KBANK',
    from: 'com.kasikorn.retail.mbanking.wap',
    text: 'ถอน/โอนเงิน\n91.00 บาท\nโอนเงิน\n19 ธ.ค. 68 14:40\n\nจากบัญชี บัญชีหลัก(xxx-x-x6114-x)',
    kind: 'outgoing',
  },
  {
    source: 'FZKJ wash_test.go TestWashSCB',
    bank: 'SCB',
    from: '027777777',
    text: 'ถอน/โอนเงิน 10,000.00บ บ/ชx833473 18/05@12:29 ใช้ได้657.53บ',
    kind: 'outgoing',
  },
  {
    source: 'FZKJ wash.go ExtractKTBLine comment',
    bank: 'KTB',
    from: 'Krungthai',
    text: 'เงินออก: -11,000.00 บาท จากบัญชี XX5568 เมื่อ 27/0',
    kind: 'outgoing',
  },
  {
    source: 'FZKJ wash.go ExtractBBL (ถอน/โอน is its outgoing marker; the text is our assumption)',
    bank: 'BBL',
    from: 'BANGKOKBANK',
    text: 'ถอน/โอนเงินจากบ/ชX0272 ผ่านMB 500.00บ เงินในบ/ชใช้ได้46,269.66บ',
    kind: 'outgoing',
  },
  {
    source: 'FZKJ wash.go ExtractTTB comment',
    bank: 'TTB',
    from: 'ttb',
    text: 'โอนเงิน13,000.00บ.ไปยังเบอร์มือถือXX3781 เหลือ680.31บ.17/05/25@16:34',
    kind: 'outgoing',
  },
  {
    source: 'the KMA OTP shape a bot reads (thomasneratech25/Bank_Bot test.py: Ref then OTP)',
    bank: 'BAY',
    from: 'Krungsri',
    text: 'Ref 482913 OTP 605114 ห้ามบอกรหัสนี้แก่ผู้อื่น',
    kind: 'otp',
  },
  { source: 'our assumption', bank: 'GSB', from: 'GSB', text: 'รหัส OTP คือ 718204 (Ref: KQZT)', kind: 'otp' },
  {
    source: 'our assumption',
    bank: 'KTB',
    from: 'Krungthai',
    text: 'กรุงไทยแจกส่วนลด 50% สมัครบัตรเครดิตวันนี้ ลุ้นรับทอง',
    kind: 'advert',
  },
  { source: 'our assumption', bank: 'BAY', from: 'Krungsri', text: 'สวัสดีปีใหม่ 2569', kind: 'unknown' },
];

const parse = (from: string, text: string, receivedAt: Date) => parseBankMessage({ from, text, receivedAt });

describe('a real incoming-transfer text', () => {
  it.each(incomingFixtures)('is read exactly: $source — $text', ({ from, text, receivedAt, expected }) => {
    expect(parse(from, text, new Date(receivedAt))).toEqual({
      kind: 'incoming',
      ...expected,
      occurredAt: new Date(expected.occurredAt),
    });
  });
});

describe('a message that is not an incoming transfer', () => {
  it.each(otherFixtures)('is $kind, never incoming: $source — $text', ({ bank, from, text, kind }) => {
    const parsed = parse(from, text, new Date('2026-11-28T07:00:00Z'));
    expect(parsed.kind).toBe(kind);
    expect(parsed.bank).toBe(bank);
  });

  it('reads the outgoing amount and balance for staff to see', () => {
    expect(parse('027777777', otherFixtures[2]!.text, new Date('2025-05-18T05:30:00Z'))).toEqual({
      kind: 'outgoing',
      bank: 'SCB',
      amountSatang: 1000000n,
      accountDigits: '833473',
      balanceAfterSatang: 65753n,
    });
  });
});

describe('the time of a message', () => {
  const kbankText = (date: string) => `${date} บช X-4882 เงินเข้า 100.00 คงเหลือ 200.00 บ.`;

  it('reads a two-digit Buddhist year (69 = 2569 = 2026)', () => {
    const parsed = parse('KBank', kbankText('28/11/69 14:05'), new Date('2026-11-28T07:05:30Z'));
    expect(parsed.kind === 'incoming' && parsed.occurredAt.toISOString()).toBe('2026-11-28T07:05:00.000Z');
  });

  it("takes the year of receivedAt's Bangkok date when the text has none, and last year for a later date", () => {
    const scb = (date: string) => `${date} 100.00 จากKBNK/x111111เข้าx222222 ใช้ได้200.00บ`;
    const newYear = new Date('2026-12-31T17:00:30Z'); // 00:00:30 on 1 January 2027 in Bangkok
    const read = (text: string) => {
      const parsed = parse('027777777', text, newYear);
      return parsed.kind === 'incoming' ? parsed.occurredAt.toISOString() : parsed.kind;
    };
    expect(read(scb('01/01@00:00'))).toBe('2026-12-31T17:00:00.000Z');
    expect(read(scb('31/12@23:59'))).toBe('2026-12-31T16:59:00.000Z');
  });

  it('takes the day before when a text without a date states a time later than it arrived', () => {
    const ktbApp = new Date('2026-11-28T17:02:00Z'); // 00:02 on 29 November in Bangkok
    const read = (time: string) => {
      const parsed = parse('Krungthai', `${time} บชX58589X:เงินเข้า 100.28บ ใช้ได้ 11,861.55บ`, ktbApp);
      return parsed.kind === 'incoming' ? parsed.occurredAt.toISOString() : parsed.kind;
    };
    // A dateless Krungthai form is our test of the rule, built from the dated one.
    expect(read('29-11@00:01')).toBe('2026-11-28T17:01:00.000Z');
    expect(read('28-11@23:58')).toBe('2026-11-28T16:58:00.000Z');
  });

  it('is not incoming when the stated date cannot be', () => {
    expect(parse('KBank', kbankText('31/02/69 14:05'), new Date('2026-03-01T00:00:00Z')).kind).toBe(
      'unknown',
    );
    expect(parse('KBank', kbankText('28/11/69 25:05'), new Date('2026-11-28T00:00:00Z')).kind).toBe(
      'unknown',
    );
  });
});

describe('the sender', () => {
  it('picks the bank, and a bank only reads its own formats', () => {
    const kbankText = incomingFixtures[0]!.text;
    expect(parse('SCBeasy', kbankText, new Date('2025-05-17T09:28:00Z')).kind).toBe('unknown');
    expect(parse('0812345678', kbankText, new Date('2025-05-17T09:28:00Z'))).toMatchObject({
      kind: 'incoming',
      bank: 'KBANK',
    });
  });

  it.each([
    ['com.kasikorn.retail.mbanking.wap', 'KBANK'],
    ['com.scb.phone', 'SCB'],
    ['ktbcs.netbank', 'KTB'],
    ['com.bbl.mobilebanking', 'BBL'],
    ['com.krungsri.kma', 'BAY'],
    ['com.TMBTOUCH.PRODUCTION', 'TTB'],
    ['com.mobilife.gsb.mymo', 'GSB'],
  ])('knows the app %s as %s', (from, bank) => {
    expect(parse(from, 'สวัสดี', new Date()).bank).toBe(bank);
  });
});

describe('sampleIncomingMessage', () => {
  const accountNumber = '123-4-56789-0';
  const fromAccountNumber = '987-6-54321-0';
  /** The digits each bank's format shows of 1234567890, and whether it shows the balance. */
  const shown: Record<MessageBank, { sms: string; app: string | null; appBalance: boolean }> = {
    KBANK: { sms: '7890', app: '7890', appBalance: true },
    SCB: { sms: '567890', app: '7890', appBalance: false },
    KTB: { sms: '56789', app: null, appBalance: false },
    BBL: { sms: '7890', app: '7890', appBalance: true },
    BAY: { sms: '456789', app: '456789', appBalance: true },
    TTB: { sms: '7890', app: '7890', appBalance: true },
    GSB: { sms: '12347890', app: '12347890', appBalance: true },
  };
  /** Texts state minutes; Bangkok Bank's and the Krungthai NEXT app's state no time and keep receivedAt's. */
  const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);
  const cases = messageBanks.flatMap((bank) =>
    (['sms', 'app'] as const).map((channel) => ({ bank, channel })),
  );

  it.each(cases)(
    '$bank $channel reads back to the same amount, minute, digits and balance',
    ({ bank, channel }) => {
      const at = new Date('2026-11-28T07:05:42Z');
      const options = { amountSatang: 1234567n, accountNumber, at, balanceAfterSatang: 9876543n, channel };
      for (const sender of [{}, { fromAccountNumber }, { fromName: 'Manee Meesuk' }]) {
        const parsed = parseBankMessage(sampleIncomingMessage(bank, { ...options, ...sender }));
        const balanceShown = channel === 'sms' || shown[bank].appBalance;
        expect(parsed).toMatchObject({
          kind: 'incoming',
          bank,
          amountSatang: 1234567n,
          accountDigits: shown[bank][channel],
          balanceAfterSatang: balanceShown ? 9876543n : null,
        });
        expect(parsed.kind === 'incoming' && minuteOf(parsed.occurredAt)).toBe(minuteOf(at));
      }
    },
  );

  it('reads back without a balance, and with amounts from one satang up', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...messageBanks),
        fc.constantFrom('sms' as const, 'app' as const),
        fc.bigInt({ min: 1n, max: 99_999_999_99n }),
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2035-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (bank, channel, amountSatang, at) => {
          const parsed = parseBankMessage(
            sampleIncomingMessage(bank, { amountSatang, accountNumber, at, channel }),
          );
          expect(parsed).toMatchObject({ kind: 'incoming', amountSatang, balanceAfterSatang: null });
          expect(parsed.kind === 'incoming' && minuteOf(parsed.occurredAt)).toBe(minuteOf(at));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('any text', () => {
  const thaiCharacter = fc.integer({ min: 0x0e01, max: 0x0e5b }).map((code) => String.fromCharCode(code));
  const thaiOrAlphanumeric = fc.oneof(
    thaiCharacter,
    fc.constantFrom(...'0123456789'),
    fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    fc.constant(' '),
  );
  const thaiText = fc.array(thaiOrAlphanumeric, { maxLength: 120 }).map((characters) => characters.join(''));
  const senders = fc.constantFrom(
    'KBank',
    '027777777',
    'Krungthai',
    'BBL',
    'Krungsri',
    'ttb',
    'GSB',
    '0812345678',
  );
  const receivedAt = fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2100-01-01T00:00:00Z'),
  });

  it('never throws, whatever the strings and dates', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.string({ maxLength: 300 }),
        fc.date(),
        (from, text, at) => {
          expect(() => parseBankMessage({ from, text, receivedAt: at })).not.toThrow();
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('never throws on a real fixture with characters changed, cut or added', () => {
    const mutated = fc
      .tuple(
        fc.constantFrom(...incomingFixtures),
        fc.nat(),
        fc.nat({ max: 10 }),
        fc.string({ unit: 'grapheme', maxLength: 10 }),
      )
      .map(([fixture, at, cut, insert]): ForwardedMessage => {
        const position = at % (fixture.text.length + 1);
        const text = fixture.text.slice(0, position) + insert + fixture.text.slice(position + cut);
        return { from: fixture.from, text, receivedAt: new Date(fixture.receivedAt) };
      });
    fc.assert(
      fc.property(mutated, (message) => {
        const parsed = parseBankMessage(message);
        if (parsed.kind === 'incoming') expect(parsed.amountSatang).toBeGreaterThan(0n);
      }),
      { numRuns: 2_000 },
    );
  });

  it('made of Thai letters, digits and spaces is never incoming by accident', () => {
    fc.assert(
      fc.property(senders, thaiText, receivedAt, (from, text, at) => {
        expect(parseBankMessage({ from, text, receivedAt: at }).kind).not.toBe('incoming');
      }),
      { numRuns: 2_000 },
    );
  });
});
