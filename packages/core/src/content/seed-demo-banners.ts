import type { Transaction } from '@chaba/db/client';
import { banners } from '@chaba/db/schema';

/**
 * The demo operator's banners (issue 15): three on the home page, two above the lobby, drawn by us
 * (apps/web/public/banners/). The art carries no words: the headline and the line under it are
 * text over the image, in the visitor's language, so that they can be translated and read aloud.
 */
export async function seedDemoBanners(tx: Transaction): Promise<void> {
  await tx.insert(banners).values([
    {
      placement: 'home',
      imagePath: '/banners/welcome-bonus.svg',
      link: '/promotion',
      titleTh: 'สมาชิกใหม่ รับโบนัส 50%',
      titleEn: 'New member bonus: 50%',
      titleCn: '新会员奖金 50%',
      textTh: 'ฝากครั้งแรก 100 บาทขึ้นไป รับโบนัสสูงสุด 500 บาท',
      textEn: 'Deposit 100 baht or more the first time and get up to 500 baht extra',
      textCn: '首次存款 100 泰铢以上，最高可获 500 泰铢奖金',
      sortOrder: 1,
    },
    {
      placement: 'home',
      imagePath: '/banners/auto-deposit.svg',
      link: '/deposit',
      titleTh: 'ฝาก-ถอนอัตโนมัติ 24 ชั่วโมง',
      titleEn: 'Automatic deposits and withdrawals, 24 hours a day',
      titleCn: '24 小时自动存取款',
      textTh: 'โอนผ่านธนาคารหรือสแกนพร้อมเพย์ เครดิตเข้าในไม่กี่วินาที',
      textEn: 'Bank transfer or PromptPay QR: your credit arrives in seconds',
      textCn: '银行转账或 PromptPay 扫码，几秒内到账',
      sortOrder: 2,
    },
    {
      placement: 'home',
      imagePath: '/banners/refer-friends.svg',
      link: '/referral',
      titleTh: 'ชวนเพื่อน รับค่าแนะนำ 3 ชั้น',
      titleEn: 'Invite friends, earn on three levels',
      titleCn: '邀请好友，三级佣金',
      textTh: 'รับ 5% 3% และ 1% จากยอดเสียของเพื่อนทุกสัปดาห์',
      textEn: "5%, 3% and 1% of your friends' net losses, every week",
      textCn: '每周获得好友净亏损的 5%、3% 和 1%',
      sortOrder: 3,
    },
    {
      placement: 'lobby',
      imagePath: '/banners/daily-bonus.svg',
      link: '/promotion',
      titleTh: 'ฝากแรกของวัน รับเพิ่ม 10%',
      titleEn: 'First deposit of the day: 10% extra',
      titleCn: '每日首存加赠 10%',
      textTh: 'รับโบนัสสูงสุด 200 บาท ทุกวัน',
      textEn: 'Up to 200 baht bonus, every day',
      textCn: '每天最高 200 泰铢奖金',
      sortOrder: 1,
    },
    {
      placement: 'lobby',
      imagePath: '/banners/golden-sea.svg',
      link: '/lobby?category=fish',
      titleTh: 'ยิงปลาทะเลทอง',
      titleEn: 'Golden Sea Fishing',
      titleCn: '金海捕鱼',
      textTh: 'เกมยิงปลาใหม่ ทุกนัดมีลุ้นรางวัล',
      textEn: 'Our new fish shooting game: every shot can pay',
      textCn: '全新捕鱼游戏，每一枪都可能中奖',
      sortOrder: 2,
    },
  ]);
}
