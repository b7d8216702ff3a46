import type { Catalog } from './web.th';

/**
 * The console's texts of the bank operations desk (issue 27, decision 52): each company account's
 * role, status, balance and today's money against its caps, and the freeze (keys
 * `bankOperations.…`). Thai is the source language.
 */
export const backofficeBankOperationsTh = {
  bankOperations: {
    title: 'บัญชีธนาคารบริษัท',
    subtitle: 'หน้าที่ สถานะ ยอดเงิน และยอดเข้า-ออกวันนี้ของแต่ละบัญชี เมื่อธนาคารอายัดบัญชี กดอายัดที่นี่ครั้งเดียว',
    empty: 'ยังไม่มีบัญชีบริษัท เพิ่มได้ที่หน้าตั้งค่า',
    account: 'บัญชี',
    role: 'หน้าที่',
    status: 'สถานะ',
    balance: 'ยอดเงินล่าสุด',
    available: 'จ่ายได้ประมาณ {{amount}}',
    balanceUnknown: 'ไม่ทราบยอด',
    fromMessage: 'จาก SMS',
    fromStaff: 'กรอกโดยพนักงาน',
    todayIn: 'เข้าวันนี้',
    todayOut: 'ออกวันนี้',
    ofCap: 'จาก {{cap}}',
    noCap: 'ไม่จำกัด',
    overCap: 'ถึงวงเงินแล้ว',
    roles: { deposits: 'รับฝาก', payouts: 'จ่ายถอน', both: 'รับฝากและจ่ายถอน' },
    statuses: { active: 'ใช้งาน', paused: 'พักไว้', frozen: 'ถูกอายัด', retired: 'เลิกใช้' },
    edit: 'แก้ไข',
    editTitle: 'การใช้งานบัญชี {{account}}',
    fields: {
      role: 'หน้าที่',
      status: 'สถานะ',
      daily_in_cap: 'วงเงินเข้าต่อวัน (บาท)',
      daily_out_cap: 'วงเงินจ่ายต่อวัน (บาท)',
      balance: 'ยอดเงินในบัญชีตอนนี้ (บาท)',
    },
    capHint: 'เว้นว่างได้ = ไม่จำกัด',
    frozenHint: 'บัญชีนี้ถูกอายัด เลือก "ใช้งาน" เพื่อยกเลิกการอายัด',
    saved: 'บันทึกแล้ว',
    enterBalance: 'กรอกยอด',
    balanceTitle: 'กรอกยอดเงินของ {{account}}',
    balanceText: 'ยอดตามที่แอปธนาคารแสดงตอนนี้ ใช้จนกว่าจะมี SMS ที่บอกยอดใหม่กว่า',
    balanceSaved: 'บันทึกยอดเงินแล้ว',
    freeze: 'อายัด',
    freezeTitle: 'อายัดบัญชี {{account}}',
    freezeText:
      'ใช้เมื่อธนาคารอายัดบัญชีนี้ ระบบจะหยุดให้สมาชิกโอนเข้าบัญชีนี้ ย้ายรายการฝากที่รอโอนไปบัญชีใหม่ (สมาชิกเห็นบัญชีใหม่ทันที) และย้ายรายการถอนที่ยังไม่ได้ส่งไปบัญชีอื่นที่จ่ายได้',
    freezeConfirm: 'ยืนยันอายัด',
    frozen: 'อายัดแล้ว: ย้ายรายการฝาก {{deposits}} รายการ ย้ายรายการถอน {{payouts}} รายการ',
    depositsLeft: 'รายการฝาก {{count}} รายการไม่มีบัญชีรับฝากอื่นให้ย้าย',
    payoutsHeld: 'รายการถอน {{count}} รายการไม่มีบัญชีที่จ่ายได้ ต้องให้พนักงานจ่ายเอง',
  },
};

export type BackofficeBankOperationsCatalog = Catalog<typeof backofficeBankOperationsTh>;
