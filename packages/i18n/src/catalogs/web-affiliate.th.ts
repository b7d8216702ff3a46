import type { Catalog } from './web.th';

/**
 * Member-site texts of the partner page (/affiliate, issue 29), under the `affiliate.` prefix of the
 * site's catalog. Thai is the source language.
 */
export const webAffiliateTh = {
  eyebrow: 'ศูนย์พันธมิตร',
  intro: 'ดูผลงานลิงก์ของคุณ รายได้จากผู้เล่นที่คุณแนะนำ และค่าคอมมิชชั่นในแต่ละรอบ',
  loadFailed: 'โหลดข้อมูลพันธมิตรไม่สำเร็จ',
  retry: 'ลองใหม่',
  guestTitle: 'เข้าสู่ระบบเพื่อดูหน้าพันธมิตร',
  guestText: 'หน้านี้แสดงผลงานและค่าคอมมิชชั่นของพันธมิตร กรุณาเข้าสู่ระบบด้วยบัญชีที่เป็นพันธมิตร',
  login: 'เข้าสู่ระบบ',
  notPartnerTitle: 'บัญชีนี้ยังไม่ได้เป็นพันธมิตร',
  notPartnerText:
    'หน้านี้สำหรับพันธมิตรการตลาดเท่านั้น หากคุณมีเว็บไซต์ เพจ หรือกลุ่มผู้ติดตาม ติดต่อพนักงานเพื่อสมัครเป็นพันธมิตร หรือชวนเพื่อนผ่านโปรแกรมแนะนำเพื่อนได้เลย',
  contact: 'ติดต่อพนักงาน',
  referral: 'ไปที่แนะนำเพื่อน',
  paid: 'ค่าคอมที่ได้รับแล้ว',
  paidHint: 'เข้ากระเป๋าเครดิตแล้ว ถอนได้เหมือนยอดเงินทั่วไป',
  pending: 'ค่าคอมรอจ่าย',
  pendingHint: 'ยอดประมาณการรอบปัจจุบันและรอบที่ปิดแล้วแต่ยังไม่จ่าย',
  plan: 'อัตราค่าคอม',
  planNgr: '{{rate}}% ของรายได้สุทธิ',
  planTurnover: '{{rate}}% ของยอดเดิมพัน',
  planNone: 'ยังไม่ได้กำหนดแผน',
  monthly: 'สรุปทุกเดือน',
  weekly: 'สรุปทุกสัปดาห์ (จันทร์ถึงอาทิตย์)',
  link: 'ลิงก์พันธมิตรของคุณ',
  copyLink: 'คัดลอกลิงก์',
  periods: 'ผลงานแต่ละรอบ',
  noPeriods: 'ยังไม่มีข้อมูลรอบสรุป',
  period: '{{from}} – {{to}}',
  clicks: 'คลิก',
  registrations: 'สมัครสมาชิก',
  firstDeposits: 'ฝากครั้งแรก',
  activePlayers: 'ผู้เล่นที่เล่น',
  turnover: 'ยอดเดิมพัน',
  revenue: 'รายได้สุทธิ',
  carriedIn: 'ยอดติดลบยกมา',
  commission: 'ค่าคอมมิชชั่น',
  status: {
    open: 'รอบปัจจุบัน (ประมาณการ)',
    paid: 'จ่ายแล้ว',
    held: 'รอจ่าย',
    nothing_due: 'ไม่มียอดค่าคอม',
  },
};

export type WebAffiliateCatalog = Catalog<typeof webAffiliateTh>;
