import type { Catalog } from './web.th';

/**
 * The console's texts of a member's player protection (issue 13), beside the members desk's: the
 * console merges them into one catalog (keys `protection.…`). Thai is the source language.
 */
export const backofficeProtectionTh = {
  protection: {
    title: 'การคุ้มครองผู้เล่น',
    status: 'สถานะบัญชี',
    open: 'เปิดใช้งานตามปกติ',
    timedOut: 'พักการเล่นถึง',
    selfExcluded: 'ระงับตนเองถึง',
    closed: 'ปิดบัญชีเมื่อ',
    noRestriction: 'ไม่มีการพักการเล่นหรือการระงับตนเอง',
    noLift:
      'เจ้าหน้าที่ไม่สามารถยกเลิกการระงับตนเองหรือลดระยะเวลาพักการเล่นได้ บัญชีจะกลับมาใช้ได้เมื่อครบกำหนดและสมาชิกขอกลับมาเล่นเองเท่านั้น',
    limits: 'วงเงิน',
    limit: 'วงเงิน',
    inForce: 'ใช้อยู่',
    waiting: 'รอเปลี่ยน',
    usage: 'ใช้ไปแล้ว',
    none: 'ไม่จำกัด',
    removal: 'ยกเลิกวงเงิน',
    confirmableFrom: 'ยืนยันได้ตั้งแต่ {{time}}',
    deposited: 'ฝาก {{amount}} + รอ {{pending}} ตั้งแต่ {{since}}',
    lost: 'เสีย {{amount}} ตั้งแต่ {{since}}',
    play: 'เวลาเล่น',
    realityCheck: 'เตือนเวลาเล่นทุก',
    dailyPlayTime: 'เวลาเล่นต่อวัน',
    today: 'วันนี้เล่นไป',
    minutes: '{{count}} นาที',
    off: 'ปิด',
    notAvailable: 'ยังไม่มีข้อมูล',
    until: 'ถึง',
    history: 'ประวัติการเปลี่ยนแปลง',
    noHistory: 'ยังไม่มีการเปลี่ยนแปลง',
    when: 'เวลา',
    what: 'รายการ',
    change: 'การเปลี่ยนแปลง',
    kinds: {
      deposit_day: 'วงเงินฝาก 24 ชั่วโมง',
      deposit_week: 'วงเงินฝาก 7 วัน',
      deposit_month: 'วงเงินฝาก 30 วัน',
      loss_day: 'วงเงินเสีย 24 ชั่วโมง',
      loss_week: 'วงเงินเสีย 7 วัน',
      loss_month: 'วงเงินเสีย 30 วัน',
      time_out: 'พักการเล่น',
      self_exclusion: 'ระงับตนเอง',
      closure: 'ปิดบัญชี',
      return: 'ขอกลับมาเล่น',
      reality_check: 'เตือนเวลาเล่น',
      play_time: 'เวลาเล่นต่อวัน',
    },
    changes: {
      set: 'ตั้งค่า',
      decreased: 'ลดลง (มีผลทันที)',
      increase_requested: 'ขอเพิ่ม (รอ 24 ชม. และการยืนยัน)',
      removal_requested: 'ขอยกเลิก (รอ 24 ชม. และการยืนยัน)',
      increased: 'เพิ่มแล้ว',
      removed: 'ยกเลิกแล้ว',
      requested: 'ยื่นคำขอ',
      pending_withdrawn: 'ถอนคำขอ',
    },
  },
};

export type BackofficeProtectionCatalog = Catalog<typeof backofficeProtectionTh>;
