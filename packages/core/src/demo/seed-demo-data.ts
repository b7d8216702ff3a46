import { defaultWithdrawAuto } from '@chaba/contracts/withdrawal-rules';
import type { Database, Transaction } from '@chaba/db/client';
import {
  activities,
  affiliates,
  announcements,
  companyBankAccounts,
  members,
  promotions,
  sitePages,
  siteSettings,
  staffAccounts,
} from '@chaba/db/schema';
import { count } from 'drizzle-orm';
import { generateReferralKey, hashPassword } from '../auth/secrets';
import { demoStaffSecondFactor } from '../backoffice/demo-staff-second-factor';
import { developmentTotpKey } from '../backoffice/totp-secret-box';
import { seedDemoBanners } from '../content/seed-demo-banners';
import { demoArticles } from './demo-articles';
import { seedDemoBankDevice } from './demo-bank-device';
import { writeSiteSetting } from '../site/site-settings';

export const demoMember = { phone: '0812345678', password: 'Demo1234' } as const;
export const demoStaff = { username: 'admin', password: 'Admin1234' } as const;

/**
 * Fills an empty database with a demo operator: site info, two company accounts, a PromptPay id,
 * three promotions, two activities, an announcement, a privacy policy and three articles, a demo
 * member with a bank account, and a company phone (`demo-bank-device.ts`). Does nothing when the site is already set up, so it is safe on every
 * start.
 */
export async function seedDemoData(
  db: Database,
  options: {
    publicUrl: string;
    now: Date;
    /** STAFF_TOTP_KEY, which seals the demo owner's TOTP secret; the development key by default. */
    totpKey?: string;
  },
): Promise<{ seeded: boolean }> {
  const passwordHash = await hashPassword(demoMember.password);
  const staffPasswordHash = await hashPassword(demoStaff.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ total: count() }).from(siteSettings);
    if ((existing?.total ?? 0) > 0) return { seeded: false };
    const { now } = options;
    await seedSiteSettings(tx, { publicUrl: options.publicUrl, now });
    await tx
      .insert(affiliates)
      .values({ key: 'PARTNER1', name: 'Demo Partner', username: 'partner1', line: '@partner1' });
    await tx.insert(companyBankAccounts).values([
      { bank: 'kbank', accountNumber: '1234567890', accountName: 'บจก. ชบา เอนเตอร์เทนเมนต์', sortOrder: 1 },
      { bank: 'scb', accountNumber: '9876543210', accountName: 'บจก. ชบา เอนเตอร์เทนเมนต์', sortOrder: 2 },
    ]);
    await seedPromotions(tx);
    await seedActivities(tx);
    await tx.insert(announcements).values({
      content: 'ยินดีต้อนรับสู่ Chaba! ฝาก-ถอนอัตโนมัติ 24 ชั่วโมง สมัครวันนี้รับโบนัสสมาชิกใหม่ 50%',
      contentEn:
        'Welcome to Chaba! Automatic deposits and withdrawals 24 hours a day. Join today for a 50% new member bonus.',
      contentCn: '欢迎来到 Chaba！24 小时自动存取款。今天注册即可获得 50% 新会员奖金。',
      active: 1,
      createdAt: now,
    });
    await seedSitePages(tx, now);
    await seedDemoBanners(tx);
    await seedDemoAccounts(tx, { passwordHash, staffPasswordHash, now, totpKey: options.totpKey });
    await seedDemoBankDevice(tx, { now, sealKey: options.totpKey ?? developmentTotpKey });
    return { seeded: true };
  });
}

async function seedSiteSettings(tx: Transaction, options: { publicUrl: string; now: Date }) {
  const { now } = options;
  const base = options.publicUrl.replace(/\/+$/, '');
  await writeSiteSetting(
    tx,
    'site',
    { name: 'Chaba', referral: `${base}/ref/`, line: 'https://line.me/R/ti/p/@chaba' },
    now,
  );
  await writeSiteSetting(
    tx,
    'promptpay',
    { id: '0899999999', name: 'บจก. ชบา เอนเตอร์เทนเมนต์', account_number: '1234567890' },
    now,
  );
  await writeSiteSetting(tx, 'deposit_limits', { min_satang: 2_000, max_satang: 10_000_000 }, now);
  await writeSiteSetting(tx, 'withdraw_limits', { min_satang: 10_000, max_satang: 5_000_000 }, now);
  // Automatic payouts up to 5,000 baht, never a member's first withdrawal (decision 51); they pay
  // only when PAYOUT_AGENT_URL names an agent (`npm run simulate -- payout-agent`).
  await writeSiteSetting(
    tx,
    'withdraw_auto',
    { ...defaultWithdrawAuto, enabled: true, up_to_satang: 500_000 },
    now,
  );
  await writeSiteSetting(
    tx,
    'referral',
    { percents_bp: [500, 300, 100], basis: 'net_loss', minimum_withdraw_satang: 10_000 },
    now,
  );
}

async function seedPromotions(tx: Transaction) {
  await tx.insert(promotions).values([
    {
      name: 'สมาชิกใหม่ รับโบนัส 50%',
      nameEn: 'New member bonus 50%',
      nameCn: '新会员 50% 奖金',
      bonusMaxSatang: 50_000n,
      bonusPercentBasisPoints: 5000,
      depositMinSatang: 10_000n,
      depositMaxSatang: 100_000n,
      turnoverMultiplierHundredths: 500,
      turnoverMaxSatang: 1_000_000n,
      sortOrder: 1,
    },
    {
      name: 'ฝากแรกของวัน รับ 10%',
      nameEn: 'First deposit of the day: 10%',
      nameCn: '每日首存 10%',
      bonusMaxSatang: 20_000n,
      bonusPercentBasisPoints: 1000,
      depositMinSatang: 30_000n,
      depositMaxSatang: 200_000n,
      turnoverMultiplierHundredths: 300,
      turnoverMaxSatang: 600_000n,
      sortOrder: 2,
    },
    {
      name: 'ฝาก 100 รับ 150',
      nameEn: 'Deposit 100, play with 150',
      nameCn: '存 100 玩 150',
      bonusFixedSatang: 5_000n,
      depositMinSatang: 10_000n,
      depositMaxSatang: 10_000n,
      turnoverMultiplierHundredths: 1000,
      turnoverMaxSatang: 150_000n,
      sortOrder: 3,
    },
  ]);
}

async function seedActivities(tx: Transaction) {
  await tx.insert(activities).values([
    {
      name: 'ฝากแรกของวัน รับฟรี 20 บาท',
      nameEn: 'First deposit of the day: 20 baht free',
      nameCn: '每日首存送 20 泰铢',
      bonusSatang: 2_000n,
      ruleKind: 'first_deposit_of_day',
      period: 'day',
      sortOrder: 1,
    },
    {
      name: 'ฝากครบ 1,000 บาทในสัปดาห์ รับ 50 บาท',
      nameEn: 'Deposit 1,000 baht in a week: 50 baht',
      nameCn: '一周存满 1,000 泰铢送 50 泰铢',
      bonusSatang: 5_000n,
      ruleKind: 'weekly_deposit_total',
      ruleParams: { minimumSatang: 100_000 },
      period: 'week',
      sortOrder: 2,
    },
  ]);
}

/** A privacy policy and three articles in Thai, English and Chinese, for the operator to rewrite in the console. */
async function seedSitePages(tx: Transaction, now: Date) {
  await tx.insert(sitePages).values([
    {
      kind: 'privacy_policy',
      slug: 'privacy-policy',
      titleTh: 'นโยบายความเป็นส่วนตัว',
      titleEn: 'Privacy policy',
      titleCn: '隐私政策',
      bodyTh:
        'เราเก็บเบอร์โทรศัพท์และบัญชีธนาคารของคุณเพื่อยืนยันตัวตน ฝากและถอนเงินเท่านั้น\n\n' +
        'เราไม่ขายหรือเปิดเผยข้อมูลของคุณให้ผู้อื่น เว้นแต่กฎหมายกำหนด ติดต่อทีมงานทาง LINE เพื่อขอดูหรือลบข้อมูลของคุณ',
      bodyEn:
        'We keep your phone number and bank account only to confirm who you are and to move your deposits and withdrawals.\n\n' +
        'We never sell or share your data unless the law requires it. Contact us on LINE to see or delete your data.',
      bodyCn:
        '我们保存您的手机号码和银行账户，仅用于确认您的身份以及处理存款和提款。\n\n' +
        '除法律要求外，我们绝不出售或分享您的数据。如需查看或删除您的数据，请通过 LINE 联系我们。',
      publishedAt: now,
      updatedAt: now,
    },
    ...demoArticles.map((article) => ({ ...article, publishedAt: now, updatedAt: now })),
  ]);
}

/**
 * The demo member with a bank account, and the demo owner with a second factor made for this
 * database (its otpauth URI is printed at start: `demoStaffTotpUri`).
 */
async function seedDemoAccounts(
  tx: Transaction,
  options: { passwordHash: string; staffPasswordHash: string; now: Date; totpKey: string | undefined },
) {
  await tx.insert(members).values({
    phone: demoMember.phone,
    passwordHash: options.passwordHash,
    name: 'สมชาย ใจดี',
    bank: 'kbank',
    accountNumber: '0123456789',
    line: 'somchai.demo',
    dateOfBirth: '1988-06-12',
    referralKey: generateReferralKey(),
    createdAt: options.now,
  });
  await tx.insert(staffAccounts).values({
    username: demoStaff.username,
    passwordHash: options.staffPasswordHash,
    role: 'owner',
    ...demoStaffSecondFactor(options.now, options.totpKey),
  });
}
