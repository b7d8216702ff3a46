import type { Catalog } from './web.th';

/**
 * The player view of the member page (issue 30, decision 65): the member's lifetime figures, linked
 * members and bet log. Thai is the source language; the console merges it with the others.
 */
export const backofficePlayerTh = {
  player: {
    lifetime: 'ยอดรวมตั้งแต่สมัคร',
    deposits: 'ฝากทั้งหมด',
    withdrawals: 'ถอนทั้งหมด',
    netCash: 'ฝาก − ถอน',
    bonusCost: 'ต้นทุนโบนัส',
    bonusCostHint: 'โปรโมชั่น ค่าแนะนำ คืนยอดเสีย ค่าคอม โบนัสพนักงาน คูปอง และการปรับยอด',
    ggr: 'GGR ของสมาชิก',
    ggrHint: 'เดิมพัน − ชนะ',
    ngr: 'NGR',
    balance: 'เครดิตตอนนี้',
    turnover: 'ยอดเทิร์น',
    noTurnover: 'ไม่ติดเทิร์น',
    times: '{{count}} ครั้ง',
    bets: 'เดิมพัน {{amount}} ({{count}} ครั้ง)',
    costs: {
      promotion: 'โปรโมชั่น',
      referral: 'ค่าแนะนำเพื่อน',
      cashback: 'คืนยอดเสีย',
      rebate: 'คืนค่าคอมยอดเล่น',
      commission: 'ค่าคอมพันธมิตร',
      staff_bonus: 'โบนัสจากพนักงาน',
      coupon: 'คูปอง',
      adjustment: 'ปรับยอดโดยพนักงาน',
    },
    lastLogins: 'เข้าสู่ระบบล่าสุด',
    noLogins: 'ยังไม่เคยเข้าสู่ระบบ',
    address: 'ไอพี',
    device: 'อุปกรณ์',
    linked: 'บัญชีที่เกี่ยวข้อง',
    noLinked: 'ไม่พบบัญชีที่เกี่ยวข้อง',
    linkedHint: 'แสดงไม่เกิน 20 บัญชีต่อประเภท',
    because: 'เหตุผล',
    links: {
      bank_account: 'เลขบัญชีเดียวกัน',
      holder_name: 'ชื่อบัญชีเดียวกัน',
      address: 'ไอพีเดียวกัน',
      device: 'อุปกรณ์เดียวกัน',
      referrer: 'ผู้แนะนำชั้นที่ {{level}}',
      referred: 'สมาชิกที่แนะนำมา',
    },
    protection: 'การคุ้มครองผู้เล่น',
    noRestriction: 'ไม่มีการพักหรือปิดบัญชี',
    limitsSet: 'ตั้งวงเงินไว้ {{count}} รายการ',
    noLimits: 'ไม่ได้ตั้งวงเงิน',
    notes: 'บันทึกล่าสุด',
    allNotes: 'บันทึกทั้งหมด',
    seeAll: 'ดูทั้งหมด',
    filters: {
      game: 'เกม (ชื่อหรือรหัส)',
      studio: 'ค่ายเกม',
      outcome: 'ผล',
      anyOutcome: 'ทุกผล',
      won: 'ชนะ',
      lost: 'แพ้',
    },
    result: 'ผลได้เสีย',
    details: 'รายละเอียด',
    roundTitle: 'รอบเกม {{round}}',
    calls: {
      bet: 'เดิมพัน',
      win: 'ชนะ',
      rollback: 'ยกเลิกเดิมพัน',
    },
    call: 'รายการ',
    balanceAfter: 'เครดิตหลังรายการ',
    callStatus: {
      applied: 'สำเร็จ',
      refused: 'ถูกปฏิเสธ',
      rolled_back: 'ยกเลิกแล้ว',
      noop: 'ไม่มีผล',
    },
    atAggregator: 'ดูรอบเกมที่ผู้ให้บริการเกม',
  },
};

export type BackofficePlayerCatalog = Catalog<typeof backofficePlayerTh>;
