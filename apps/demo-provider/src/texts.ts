/**
 * Every text the demo aggregator shows, in Thai (the source), English and Chinese. The aggregator
 * stands for an outside company, so it keeps its own small catalogue instead of the site's.
 * `{name}` marks a value filled in by the page.
 */

export const languages = ['th', 'en', 'cn'] as const;
export type Language = (typeof languages)[number];

export function languageOf(value: unknown): Language | undefined {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
    ? (value as Language)
    : undefined;
}

const th = {
  htmlLang: 'th',
  providerName: 'Chaba Demo Games',
  balance: 'เครดิต',
  trial: 'ทดลองเล่น',
  trialNote: 'เงินทดลอง ไม่ใช่เงินจริง',
  refill: 'เติมเงินทดลอง',
  bet: 'เดิมพัน',
  totalBet: 'เดิมพันรวม',
  chip: 'ชิป',
  clear: 'ล้าง',
  rebet: 'เดิมพันซ้ำ',
  win: 'ชนะ',
  youWin: 'คุณได้รับ {amount}',
  noWin: 'ไม่ได้รับรางวัลในรอบนี้',
  placeBet: 'กรุณาวางเดิมพันก่อน',
  insufficientFunds: 'เครดิตไม่พอสำหรับเดิมพันนี้ ยอดคงเหลือ {balance}',
  sessionExpired: 'เซสชันหมดอายุ กรุณาปิดและเปิดเกมใหม่จากล็อบบี้',
  playerBlocked: 'บัญชีนี้เล่นเกมไม่ได้ในขณะนี้ กรุณาติดต่อฝ่ายบริการลูกค้า',
  walletUnavailable: 'เชื่อมต่อกระเป๋าเงินไม่ได้ รอบนี้ถูกยกเลิกและคืนเดิมพันแล้ว',
  settlementPending: 'กำลังบันทึกผลรางวัล ยอดเครดิตจะอัปเดตในอีกสักครู่',
  somethingWrong: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
  busy: 'กำลังเล่นรอบก่อนหน้า…',
  close: 'ปิด',
  paytable: 'ตารางจ่าย',
  rules: 'กติกา',
  round: 'รอบ',
  // Provably fair
  fairness: 'ตรวจสอบความยุติธรรม',
  fairnessIntro:
    'ผลทุกรอบคำนวณจาก HMAC-SHA256 ของเซิร์ฟเวอร์ซีด ไคลเอนต์ซีด และนอนซ์ เราแสดงแฮชของเซิร์ฟเวอร์ซีดก่อนเล่น เมื่อเปลี่ยนซีด ซีดเดิมจะถูกเปิดเผยให้ตรวจสอบย้อนหลังได้',
  serverSeedHash: 'แฮชเซิร์ฟเวอร์ซีด (SHA-256)',
  serverSeed: 'เซิร์ฟเวอร์ซีด',
  clientSeed: 'ไคลเอนต์ซีด',
  clientSeedRule: 'ตัวอักษร a–z A–Z 0–9 . _ - ไม่เกิน 64 ตัว',
  nonce: 'นอนซ์',
  nextNonce: 'นอนซ์รอบถัดไป',
  save: 'บันทึก',
  saved: 'บันทึกแล้ว',
  rotateSeed: 'เปลี่ยนเซิร์ฟเวอร์ซีด (เปิดเผยซีดปัจจุบัน)',
  revealedSeeds: 'ซีดที่เปิดเผยแล้ว',
  roundsPlayed: 'จำนวนรอบ',
  recentRounds: 'รอบล่าสุด',
  verify: 'ตรวจสอบ',
  verifyTitle: 'ตรวจสอบผลย้อนหลัง',
  verifyIntro:
    'ใส่เซิร์ฟเวอร์ซีดที่เปิดเผยแล้ว ไคลเอนต์ซีด นอนซ์ และเกม เพื่อคำนวณผลของรอบนั้นใหม่ หากใส่แฮชที่เห็นก่อนเล่น ระบบจะตรวจว่าซีดตรงกับแฮชหรือไม่',
  game: 'เกม',
  hashShownBefore: 'แฮชที่เห็นก่อนเล่น (ไม่บังคับ)',
  hashMatches: 'ซีดตรงกับแฮชที่แสดงก่อนเล่น',
  hashDiffers: 'ซีดไม่ตรงกับแฮชที่ให้มา',
  hashOfSeed: 'SHA-256 ของซีดนี้',
  outcome: 'ผลลัพธ์',
  invalidVerifyInput: 'ข้อมูลไม่ถูกต้อง: เซิร์ฟเวอร์ซีดต้องเป็นเลขฐานสิบหก 64 ตัว นอนซ์เป็นจำนวนเต็ม 0 ขึ้นไป',
  howItWorks: 'วิธีคำนวณ',
  verifyMethodBytes:
    'ไบต์ของรอบ = HMAC-SHA256(คีย์ = เซิร์ฟเวอร์ซีดแบบข้อความ 64 ตัว, ข้อความ = "ไคลเอนต์ซีด:นอนซ์:เคอร์เซอร์") ต่อกันโดยเคอร์เซอร์ = 0, 1, 2, … การสุ่มเลข 0 ถึง n−1 แต่ละครั้งอ่าน 4 ไบต์เป็นเลขไม่ติดลบแบบ big-endian ถ้าค่า ≥ n × ⌊2³² / n⌋ ให้ทิ้งแล้วอ่าน 4 ไบต์ถัดไป มิฉะนั้นผลคือค่านั้น mod n',
  verifyMethodSlot:
    'สล็อต: สุ่มตำแหน่งหยุดของรีล 1–5 ตามลำดับ (รีล 1 และ 5 ยาว 26 ช่อง รีล 2–4 ยาว 30 ช่อง) รีลที่หยุดที่ p แสดงช่อง p, p+1, p+2',
  verifyMethodBaccarat:
    'บาคาร่า: ทุกรอบใช้ขอนไพ่ใหม่ 8 สำรับ (416 ใบ ใบที่ i คือไพ่ i mod 52) สับแบบ Fisher–Yates จากด้านหน้า ตำแหน่ง p = 0…5 สลับกับตำแหน่ง p + สุ่ม(416 − p) แจกจากด้านหน้า: ผู้เล่น เจ้ามือ ผู้เล่น เจ้ามือ แล้วไพ่ใบที่สามตามลำดับที่จั่ว',
  verifyMethodHilo: 'ไฮโล: ลูกเต๋าสามลูก แต่ละลูก = สุ่ม(6) + 1 ตามลำดับ',
  // Errors on launch
  errorTitle: 'เปิดเกมไม่ได้',
  invalidLaunch: 'ลิงก์เข้าเกมนี้ใช้ไม่ได้หรือถูกใช้ไปแล้ว กรุณากลับไปที่ล็อบบี้แล้วกดเข้าเกมอีกครั้ง',
  unknownGame: 'ไม่พบเกมนี้',
  walletDown: 'ระบบกระเป๋าเงินไม่ตอบสนอง กรุณาลองใหม่ในอีกสักครู่',
  // Game names
  'game.hibiscus-slot': 'สล็อตชบา',
  'game.baccarat': 'บาคาร่า',
  'game.hilo': 'ไฮโล',
  // Slot
  spin: 'หมุน',
  line: 'ไลน์ {line}',
  lines20: '20 ไลน์คงที่ จ่ายจากซ้ายไปขวา',
  coins: 'เหรียญทอง {count} เหรียญ',
  slotRules:
    'ชบาเป็นไวลด์ แทนได้ทุกสัญลักษณ์ยกเว้นเหรียญทอง (ขึ้นเฉพาะรีล 2–4) เหรียญทองจ่ายทุกตำแหน่ง 3/4/5 เหรียญ = 2/10/50 เท่าของเดิมพัน ตารางจ่ายคิดเป็นเท่าของเดิมพันต่อไลน์ (เดิมพัน ÷ 20) อัตราคืนผู้เล่นตามทฤษฎี 96.26%',
  'symbol.wild': 'ชบา (ไวลด์)',
  'symbol.coin': 'เหรียญทอง',
  'symbol.lotus': 'ดอกบัว',
  'symbol.ruby': 'ทับทิม',
  'symbol.mango': 'มะม่วง',
  // Baccarat
  player: 'ผู้เล่น',
  banker: 'เจ้ามือ',
  tie: 'เสมอ',
  deal: 'แจกไพ่',
  playerWins: 'ผู้เล่นชนะ',
  bankerWins: 'เจ้ามือชนะ',
  tieResult: 'เสมอ',
  natural: 'ไพ่ป๊อก',
  roadPlayer: 'ผ',
  roadBanker: 'จ',
  roadTie: 'ส',
  baccaratRules:
    'พุนโต้บังโก้ 8 สำรับ สับใหม่ทุกรอบ ผู้เล่นจ่าย 1:1 เจ้ามือจ่าย 0.95:1 (หักค่าคอมมิชชัน 5%) เสมอจ่าย 8:1 ถ้าเสมอ เดิมพันผู้เล่นและเจ้ามือได้คืน',
  // Hi-Lo
  high: 'สูง',
  low: 'ต่ำ',
  eleven: 'ไฮโล 11',
  single: 'เต็ง',
  triple: 'ตอง',
  anyTriple: 'ตองใดๆ',
  totals: 'ผลรวม',
  roll: 'เขย่า',
  hiloRules:
    'สูง 11–17 และต่ำ 4–10 จ่าย 1:1 (แพ้เมื่อออกตอง) ไฮโล 11 จ่าย 5:1 เต็งจ่าย 1:1 / 2:1 / 3:1 ตามจำนวนลูกเต๋าที่ออก ตองที่ระบุจ่าย 150:1 ตองใดๆ จ่าย 24:1 ผลรวม 4, 17 = 50:1 · 5, 16 = 18:1 · 6, 15 = 14:1 · 7, 14 = 12:1 · 8, 13 = 8:1 · 9, 10, 12 = 6:1',
};

export type Texts = { [Key in keyof typeof th]: string };

const en: Texts = {
  htmlLang: 'en',
  providerName: 'Chaba Demo Games',
  balance: 'Balance',
  trial: 'Trial play',
  trialNote: 'Play money, not real money',
  refill: 'Refill play money',
  bet: 'Bet',
  totalBet: 'Total bet',
  chip: 'Chip',
  clear: 'Clear',
  rebet: 'Rebet',
  win: 'Win',
  youWin: 'You win {amount}',
  noWin: 'No win this round',
  placeBet: 'Place a bet first',
  insufficientFunds: 'Not enough credit for this bet. Balance: {balance}',
  sessionExpired: 'Your session has ended. Please close the game and open it again from the lobby.',
  playerBlocked: 'This account cannot play right now. Please contact support.',
  walletUnavailable: 'Could not reach the wallet. This round was cancelled and your bet returned.',
  settlementPending: 'Your win is being credited; the balance will update in a moment.',
  somethingWrong: 'Something went wrong. Please try again.',
  busy: 'Finishing the previous round…',
  close: 'Close',
  paytable: 'Paytable',
  rules: 'Rules',
  round: 'Round',
  fairness: 'Provably fair',
  fairnessIntro:
    'Every outcome is computed from HMAC-SHA256 of the server seed, your client seed and a nonce. The server seed’s hash is shown before you play; when you rotate, the old seed is revealed so you can check past rounds.',
  serverSeedHash: 'Server seed hash (SHA-256)',
  serverSeed: 'Server seed',
  clientSeed: 'Client seed',
  clientSeedRule: 'Letters a–z A–Z, digits, . _ -, at most 64',
  nonce: 'Nonce',
  nextNonce: 'Next round’s nonce',
  save: 'Save',
  saved: 'Saved',
  rotateSeed: 'Rotate server seed (reveal the current one)',
  revealedSeeds: 'Revealed seeds',
  roundsPlayed: 'Rounds',
  recentRounds: 'Recent rounds',
  verify: 'Verify',
  verifyTitle: 'Verify a round',
  verifyIntro:
    'Enter a revealed server seed, the client seed, the nonce and the game to recompute that round. Add the hash you saw before playing to check the seed against it.',
  game: 'Game',
  hashShownBefore: 'Hash shown before playing (optional)',
  hashMatches: 'The seed matches the hash shown before playing',
  hashDiffers: 'The seed does NOT match the hash given',
  hashOfSeed: 'SHA-256 of this seed',
  outcome: 'Outcome',
  invalidVerifyInput:
    'Invalid input: the server seed is 64 hexadecimal characters and the nonce a whole number from 0.',
  howItWorks: 'How it is computed',
  verifyMethodBytes:
    'Round bytes = HMAC-SHA256(key = the server seed as its 64-character text, message = "clientSeed:nonce:cursor") for cursor = 0, 1, 2, … concatenated. Each integer below n reads the next 4 bytes as a big-endian unsigned number; a value ≥ n × ⌊2³² / n⌋ is thrown away and the next 4 bytes are read, otherwise the result is the value mod n.',
  verifyMethodSlot:
    'Slot: one integer per reel, reels 1 to 5, below the strip length (26 on reels 1 and 5, 30 on reels 2–4) is the stop; a reel stopped at p shows positions p, p+1, p+2.',
  verifyMethodBaccarat:
    'Baccarat: each round uses a fresh 8-deck shoe (416 cards, card i is i mod 52), shuffled by Fisher–Yates from the front: position p = 0…5 swaps with position p + integer below (416 − p). Cards are dealt from the front: player, banker, player, banker, then the third cards in drawing order.',
  verifyMethodHilo: 'Hi-Lo: three dice, each an integer below 6 plus 1, in order.',
  errorTitle: 'The game could not open',
  invalidLaunch:
    'This game link is invalid or has already been used. Please go back to the lobby and open the game again.',
  unknownGame: 'Game not found',
  walletDown: 'The wallet is not answering. Please try again in a moment.',
  'game.hibiscus-slot': 'Hibiscus Slot',
  'game.baccarat': 'Baccarat',
  'game.hilo': 'Hi-Lo',
  spin: 'Spin',
  line: 'Line {line}',
  lines20: '20 fixed lines, paying left to right',
  coins: '{count} gold coins',
  slotRules:
    'The hibiscus is wild: it stands for every symbol but the gold coin (reels 2–4 only). Gold coins pay anywhere: 3/4/5 coins = 2/10/50 × the bet. Line pays are multiples of the line bet (bet ÷ 20). Theoretical return to player 96.26%.',
  'symbol.wild': 'Hibiscus (wild)',
  'symbol.coin': 'Gold coin',
  'symbol.lotus': 'Lotus',
  'symbol.ruby': 'Ruby',
  'symbol.mango': 'Mango',
  player: 'Player',
  banker: 'Banker',
  tie: 'Tie',
  deal: 'Deal',
  playerWins: 'Player wins',
  bankerWins: 'Banker wins',
  tieResult: 'Tie',
  natural: 'Natural',
  roadPlayer: 'P',
  roadBanker: 'B',
  roadTie: 'T',
  baccaratRules:
    'Punto banco, 8 decks, a fresh shoe every round. Player pays 1:1, banker 0.95:1 (5% commission), tie 8:1. On a tie, player and banker bets are returned.',
  high: 'High',
  low: 'Low',
  eleven: 'Hi-Lo 11',
  single: 'Single',
  triple: 'Triple',
  anyTriple: 'Any triple',
  totals: 'Total',
  roll: 'Roll',
  hiloRules:
    'High 11–17 and low 4–10 pay 1:1 (lose on a triple). Hi-Lo 11 pays 5:1. A single number pays 1:1 / 2:1 / 3:1 by how many dice show it. A specific triple pays 150:1, any triple 24:1. Totals: 4, 17 = 50:1 · 5, 16 = 18:1 · 6, 15 = 14:1 · 7, 14 = 12:1 · 8, 13 = 8:1 · 9, 10, 12 = 6:1.',
};

const cn: Texts = {
  htmlLang: 'zh-CN',
  providerName: 'Chaba 演示游戏',
  balance: '余额',
  trial: '试玩',
  trialNote: '试玩币，非真钱',
  refill: '补充试玩币',
  bet: '投注',
  totalBet: '总投注',
  chip: '筹码',
  clear: '清除',
  rebet: '重复下注',
  win: '赢',
  youWin: '您赢得 {amount}',
  noWin: '本局未中奖',
  placeBet: '请先下注',
  insufficientFunds: '余额不足，无法投注。当前余额 {balance}',
  sessionExpired: '会话已结束，请关闭游戏并从大厅重新打开。',
  playerBlocked: '此账户暂时无法游戏，请联系客服。',
  walletUnavailable: '无法连接钱包，本局已取消，投注已退还。',
  settlementPending: '奖金正在入账，余额稍后更新。',
  somethingWrong: '出错了，请重试。',
  busy: '上一局进行中…',
  close: '关闭',
  paytable: '赔付表',
  rules: '规则',
  round: '局',
  fairness: '可验证公平',
  fairnessIntro:
    '每局结果由服务器种子、客户端种子和随机数（nonce）的 HMAC-SHA256 计算得出。游戏前先显示服务器种子的哈希；更换种子后，旧种子会公开，可用于验证过往牌局。',
  serverSeedHash: '服务器种子哈希 (SHA-256)',
  serverSeed: '服务器种子',
  clientSeed: '客户端种子',
  clientSeedRule: '字母 a–z A–Z、数字、. _ -，最多 64 个',
  nonce: 'Nonce',
  nextNonce: '下一局的 nonce',
  save: '保存',
  saved: '已保存',
  rotateSeed: '更换服务器种子（公开当前种子）',
  revealedSeeds: '已公开的种子',
  roundsPlayed: '局数',
  recentRounds: '最近牌局',
  verify: '验证',
  verifyTitle: '验证牌局',
  verifyIntro:
    '输入已公开的服务器种子、客户端种子、nonce 和游戏，重新计算该局结果。填入游戏前看到的哈希，可核对种子是否一致。',
  game: '游戏',
  hashShownBefore: '游戏前显示的哈希（可选）',
  hashMatches: '种子与游戏前显示的哈希一致',
  hashDiffers: '种子与所给哈希不一致',
  hashOfSeed: '此种子的 SHA-256',
  outcome: '结果',
  invalidVerifyInput: '输入无效：服务器种子为 64 位十六进制字符，nonce 为 0 或以上的整数。',
  howItWorks: '计算方法',
  verifyMethodBytes:
    '本局字节 = HMAC-SHA256（密钥 = 服务器种子的 64 位文本，消息 = "客户端种子:nonce:游标"），游标 = 0, 1, 2, … 依次拼接。每次取小于 n 的整数时读取接下来 4 个字节（大端无符号数）；若值 ≥ n × ⌊2³² / n⌋ 则丢弃并读取下 4 个字节，否则结果为该值 mod n。',
  verifyMethodSlot:
    '老虎机：第 1 到第 5 轴依次取一个小于轴长（第 1、5 轴 26 格，第 2–4 轴 30 格）的整数作为停止位置；停在 p 的轴显示 p、p+1、p+2。',
  verifyMethodBaccarat:
    '百家乐：每局使用新的 8 副牌牌靴（416 张，第 i 张为 i mod 52），从前往后 Fisher–Yates 洗牌：位置 p = 0…5 与位置 p + 小于 (416 − p) 的整数交换。从前往后发牌：闲、庄、闲、庄，然后按补牌顺序发第三张。',
  verifyMethodHilo: '泰式骰宝：三颗骰子，依次各取小于 6 的整数加 1。',
  errorTitle: '无法打开游戏',
  invalidLaunch: '此游戏链接无效或已被使用，请返回大厅重新打开游戏。',
  unknownGame: '找不到该游戏',
  walletDown: '钱包暂无响应，请稍后再试。',
  'game.hibiscus-slot': '扶桑花老虎机',
  'game.baccarat': '百家乐',
  'game.hilo': '泰式骰宝',
  spin: '旋转',
  line: '第 {line} 线',
  lines20: '20 条固定赔付线，从左到右',
  coins: '{count} 枚金币',
  slotRules:
    '扶桑花为百搭，可替代除金币外的所有符号（仅出现在第 2–4 轴）。金币任意位置赔付：3/4/5 枚 = 投注的 2/10/50 倍。线赔付以每线投注（投注 ÷ 20）的倍数计算。理论返还率 96.26%。',
  'symbol.wild': '扶桑花（百搭）',
  'symbol.coin': '金币',
  'symbol.lotus': '莲花',
  'symbol.ruby': '红宝石',
  'symbol.mango': '芒果',
  player: '闲',
  banker: '庄',
  tie: '和',
  deal: '发牌',
  playerWins: '闲赢',
  bankerWins: '庄赢',
  tieResult: '和局',
  natural: '天牌',
  roadPlayer: '闲',
  roadBanker: '庄',
  roadTie: '和',
  baccaratRules: '8 副牌，每局重新洗牌。闲 1:1，庄 0.95:1（抽佣 5%），和 8:1。和局时闲、庄注退回。',
  high: '大',
  low: '小',
  eleven: '11 点',
  single: '单骰',
  triple: '围骰',
  anyTriple: '全围',
  totals: '点数',
  roll: '摇骰',
  hiloRules:
    '大 11–17、小 4–10 赔 1:1（开围骰通杀）。11 点赔 5:1。单骰按出现次数赔 1:1 / 2:1 / 3:1。指定围骰赔 150:1，全围赔 24:1。点数：4、17 = 50:1 · 5、16 = 18:1 · 6、15 = 14:1 · 7、14 = 12:1 · 8、13 = 8:1 · 9、10、12 = 6:1。',
};

export const catalogs: Readonly<Record<Language, Texts>> = { th, en, cn };

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const bahtFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Baht with two decimals and thousands separators, as on the site. */
export function formatSatang(amountSatang: number): string {
  return `฿${bahtFormat.format(amountSatang / 100)}`;
}
