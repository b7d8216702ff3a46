import type { sitePages } from '@chaba/db/schema';

type NewSitePage = typeof sitePages.$inferInsert;

/*
 * The demo operator's articles (issue 15, decision 36): what a new player asks first, in Thai,
 * English and Chinese, with the demo seed's own numbers (its promotions and referral percents), for
 * the operator to rewrite in the console. Paragraphs are separated by an empty line.
 */

const deposit: NewSitePage = {
  kind: 'article',
  slug: 'how-to-deposit',
  titleTh: 'วิธีฝากเงิน: โอนผ่านธนาคารหรือสแกน QR พร้อมเพย์',
  titleEn: 'How to deposit: bank transfer or PromptPay QR',
  titleCn: '如何存款：银行转账或 PromptPay 二维码',
  descriptionTh:
    'ฝากเงินเข้าเครดิตได้สองทาง: โอนจากบัญชีที่สมัครไว้ไปยังบัญชีบริษัทด้วยยอดที่หน้าเว็บแสดง หรือสแกน QR พร้อมเพย์ เครดิตเข้าอัตโนมัติภายในไม่กี่นาที',
  descriptionEn:
    'Two ways to add credit: transfer the exact amount shown from your registered bank account, or scan a PromptPay QR code. Credit arrives automatically within minutes.',
  descriptionCn:
    '两种充值方式：从注册的银行账户转入页面显示的准确金额，或扫描 PromptPay 二维码。几分钟内自动到账。',
  bodyTh: [
    'เข้าสู่ระบบ แล้วกดปุ่ม "ฝากเงิน" ใส่จำนวนเงินที่ต้องการ (ขั้นต่ำ 20 บาท) และเลือกโปรโมชั่นถ้าต้องการรับโบนัส',
    'แบบที่ 1 โอนผ่านธนาคาร: หน้าเว็บจะแสดงบัญชีบริษัทและยอดเงินที่ต้องโอน ยอดนี้อาจมีเศษสตางค์เพื่อให้ระบบจับคู่รายการของคุณได้ทันที โปรดโอนจากบัญชีที่ใช้สมัครสมาชิกเท่านั้น และโอนให้ตรงยอดที่แสดงพอดี',
    'แบบที่ 2 สแกน QR พร้อมเพย์: เมื่อเปิดใช้งาน หน้าเว็บจะแสดง QR ที่มียอดเงินอยู่แล้ว เปิดแอปธนาคาร สแกน แล้วยืนยัน ไม่ต้องพิมพ์ยอดเอง กดบันทึก QR ไว้เพื่อสแกนจากรูปในเครื่องได้',
    'รายการฝากรอการโอนได้ 15 นาที เมื่อธนาคารแจ้งยอดเข้า เครดิตจะเข้าบัญชีอัตโนมัติ ปกติภายใน 3-5 นาที และหน้าเว็บจะแจ้งให้ทราบทันที',
    'ถ้าโอนแล้วเครดิตยังไม่เข้าเกิน 15 นาที ให้ส่งสลิปให้ทีมงานทาง LINE ทีมงานจะตรวจสอบและเติมเครดิตให้',
  ].join('\n\n'),
  bodyEn: [
    'Log in and press "Deposit". Enter the amount you want (at least 20 baht) and pick a promotion if you want its bonus.',
    'Option 1, bank transfer: the site shows the company account and the amount to transfer. The amount may carry a few satang so that the system can match your transfer at once. Transfer from the bank account you registered with, and transfer exactly the amount shown.',
    'Option 2, PromptPay QR: when it is available, the site shows a QR code with the amount already in it. Open your banking app, scan it and confirm; there is nothing to type. Save the QR code to scan it from a picture on your phone.',
    'A deposit waits 15 minutes for your transfer. As soon as the bank reports it, your credit arrives automatically, usually within 3-5 minutes, and the site tells you.',
    'If your credit has not arrived 15 minutes after you paid, send the transfer slip to our team on LINE: they will check it and add your credit.',
  ].join('\n\n'),
  bodyCn: [
    '登录后点击“存款”，输入金额（最低 20 泰铢），如需领取奖金可选择一个优惠活动。',
    '方式一，银行转账：页面会显示公司账户和需要转账的金额。金额可能带有几萨当的零头，以便系统立即匹配您的转账。请务必使用注册时的银行账户转账，并转入与页面显示完全相同的金额。',
    '方式二，PromptPay 二维码：开通后，页面会显示已包含金额的二维码。打开银行应用扫描并确认即可，无需手动输入金额。也可以保存二维码，从手机相册中扫描。',
    '存款订单等待转账 15 分钟。银行通知到账后，额度会自动到账，通常在 3-5 分钟内，页面会立即提示您。',
    '如果付款 15 分钟后额度仍未到账，请通过 LINE 将转账凭证发送给客服，客服核实后会为您补上额度。',
  ].join('\n\n'),
  sortOrder: 1,
};

const turnover: NewSitePage = {
  kind: 'article',
  slug: 'how-turnover-works',
  titleTh: 'ยอดเทิร์นโอเวอร์คืออะไร คำนวณอย่างไร',
  titleEn: 'How turnover works, with an example in baht',
  titleCn: '流水要求是什么，如何计算',
  descriptionTh:
    'รับโบนัสแล้วต้องทำยอดเล่นให้ครบก่อนถอน ตัวอย่าง: ฝาก 1,000 บาท รับโบนัส 50% = 500 บาท เทิร์น 5 เท่า ต้องมียอดเล่น 7,500 บาท',
  descriptionEn:
    'A bonus must be played through before you withdraw. Example: deposit 1,000 baht, get a 50% bonus of 500 baht, turnover ×5: play 7,500 baht in bets.',
  descriptionCn:
    '领取奖金后需完成流水才能提款。例如：存 1,000 泰铢，获得 50% 奖金 500 泰铢，5 倍流水，需投注 7,500 泰铢。',
  bodyTh: [
    'ยอดเทิร์นโอเวอร์คือยอดเดิมพันรวมที่ต้องเล่นให้ครบก่อนถอนเงิน เมื่อคุณรับโบนัสจากโปรโมชั่น ทุกการเดิมพันในเกมจะนับเป็นยอดเทิร์น ไม่ว่าจะชนะหรือแพ้',
    'สูตร: ยอดเทิร์นที่ต้องทำ = (ยอดฝาก + โบนัส) × จำนวนเท่าของโปรโมชั่น และไม่เกินยอดเทิร์นสูงสุดของโปรโมชั่นนั้น',
    'ตัวอย่าง: โปรโมชั่น "สมาชิกใหม่ รับโบนัส 50%" (โบนัสสูงสุด 500 บาท เทิร์น 5 เท่า) ฝาก 1,000 บาท ได้โบนัส 500 บาท เครดิตรวม 1,500 บาท ยอดเทิร์นที่ต้องทำ = 1,500 × 5 = 7,500 บาท ถ้าเดิมพันตาละ 50 บาท ต้องเล่น 150 ตา',
    'ดูความคืบหน้าได้ที่ "เทิร์นโอเวอร์ปัจจุบัน" ในหน้าข้อมูลสมาชิก เมื่อทำครบ ระบบจะปลดโปรโมชั่นให้ และถอนเงินได้ตามปกติ',
    'ถ้ายังไม่ได้เดิมพัน ยกเลิกโปรโมชั่นได้ โดยระบบจะหักโบนัสคืน ถ้าเดิมพันไปแล้ว การยกเลิกจะตัดโบนัสส่วนที่เหลือทิ้ง',
  ].join('\n\n'),
  bodyEn: [
    'Turnover is the total of the bets you must place before you can withdraw. Once you take a promotion bonus, every bet in a game counts towards it, whether it wins or loses.',
    "The rule: turnover required = (deposit + bonus) × the promotion's multiplier, capped at the promotion's maximum turnover.",
    'Example: with "New member bonus 50%" (bonus up to 500 baht, turnover ×5), you deposit 1,000 baht and get a 500 baht bonus, 1,500 baht of credit. Turnover required = 1,500 × 5 = 7,500 baht. Betting 50 baht a round, that is 150 rounds.',
    'Follow your progress under "Current turnover" on your member page. Once it is complete the promotion ends and you withdraw as usual.',
    'Before your first bet you may cancel the promotion and the bonus is taken back. After you have bet, cancelling forfeits what is left of the bonus.',
  ].join('\n\n'),
  bodyCn: [
    '流水是提款前需要完成的投注总额。领取优惠奖金后，游戏中的每一笔投注都会计入流水，无论输赢。',
    '计算方法：所需流水 =（存款 + 奖金）× 优惠活动的倍数，且不超过该活动的最高流水。',
    '例如：参加“新会员 50% 奖金”（奖金最高 500 泰铢，5 倍流水），存款 1,000 泰铢，获得 500 泰铢奖金，共 1,500 泰铢额度。所需流水 = 1,500 × 5 = 7,500 泰铢。每局投注 50 泰铢，需要玩 150 局。',
    '可在会员页面的“当前流水”中查看进度。完成后优惠自动结束，即可正常提款。',
    '首次投注前可以取消优惠，奖金将被收回；投注后取消，剩余奖金将作废。',
  ].join('\n\n'),
  sortOrder: 2,
};

const referral: NewSitePage = {
  kind: 'article',
  slug: 'how-referral-pays',
  titleTh: 'แนะนำเพื่อนรับค่าคอมมิชชัน 3 ชั้น',
  titleEn: 'How the referral programme pays: three levels',
  titleCn: '推荐好友如何获得三级佣金',
  descriptionTh:
    'ชวนเพื่อนด้วยลิงก์ของคุณ รับ 5% จากยอดเสียของเพื่อน 3% จากเพื่อนของเพื่อน และ 1% จากชั้นที่สาม สรุปยอดทุกวันศุกร์ ถอนได้เมื่อครบ 100 บาท',
  descriptionEn:
    "Invite friends with your link: earn 5% of your friends' net loss, 3% of their friends' and 1% at the third level. Paid every Friday; withdraw from 100 baht.",
  descriptionCn:
    '用您的链接邀请好友：获得好友净输额的 5%、好友的好友 3%、第三级 1%。每周五结算，满 100 泰铢即可提取。',
  bodyTh: [
    'ทุกสมาชิกมีลิงก์แนะนำของตัวเองในหน้าแนะนำเพื่อน เพื่อนที่สมัครผ่านลิงก์นี้จะเป็นเพื่อนชั้นที่ 1 ของคุณ เพื่อนที่พวกเขาชวนต่อเป็นชั้นที่ 2 และชั้นถัดไปเป็นชั้นที่ 3',
    'คุณได้รับส่วนแบ่งจากยอดเสียสุทธิ (ยอดเดิมพัน − ยอดชนะ) ของเพื่อนแต่ละชั้น: ชั้นที่ 1 ได้ 5% ชั้นที่ 2 ได้ 3% ชั้นที่ 3 ได้ 1% สัปดาห์ที่เพื่อนชนะ ยอดของเพื่อนคนนั้นนับเป็นศูนย์ ไม่ติดลบ',
    'ตัวอย่างในหนึ่งสัปดาห์: เพื่อนชั้นที่ 1 เสีย 2,000 บาท คุณได้ 100 บาท เพื่อนชั้นที่ 2 เสีย 1,000 บาท คุณได้ 30 บาท เพื่อนชั้นที่ 3 เสีย 1,000 บาท คุณได้ 10 บาท รวม 140 บาท',
    'ระบบสรุปยอดทุกวันศุกร์ เวลา 00:00 น. (เวลาประเทศไทย) และเพิ่มเข้ายอดรอถอนของคุณ เมื่อครบ 100 บาท กดถอนเข้าเครดิตได้ทันทีในหน้าแนะนำเพื่อน',
  ].join('\n\n'),
  bodyEn: [
    'Every member has a referral link on the referral page. Friends who join through it are your level 1; the friends they invite are your level 2, and theirs your level 3.',
    "You earn a share of each level's net loss (bets − wins): 5% at level 1, 3% at level 2 and 1% at level 3. In a week a friend wins, that friend counts as zero, never below.",
    'An example week: a level 1 friend loses 2,000 baht, you earn 100 baht; a level 2 friend loses 1,000 baht, you earn 30 baht; a level 3 friend loses 1,000 baht, you earn 10 baht: 140 baht in all.',
    'The week is summed up every Friday at 00:00 (Thai time) and added to your pending referral bonus. From 100 baht, move it to your credit at once on the referral page.',
  ].join('\n\n'),
  bodyCn: [
    '每位会员在推荐页面都有自己的推荐链接。通过该链接注册的好友是您的第一级，他们邀请的好友是第二级，再下一层是第三级。',
    '您可获得每一级好友净输额（投注 − 赢额）的分成：第一级 5%，第二级 3%，第三级 1%。好友赢钱的那一周按零计算，不会为负。',
    '一周示例：第一级好友输 2,000 泰铢，您得 100 泰铢；第二级好友输 1,000 泰铢，您得 30 泰铢；第三级好友输 1,000 泰铢，您得 10 泰铢，合计 140 泰铢。',
    '系统每周五 00:00（泰国时间）结算，并计入您的待提取推荐奖金。满 100 泰铢后，可在推荐页面立即转入额度。',
  ].join('\n\n'),
  sortOrder: 3,
};

/** The demo articles, in the order the site lists them. */
export const demoArticles: readonly NewSitePage[] = [deposit, turnover, referral];
