import type { Catalog } from './web.th';

/**
 * The console's texts of the money desks' lists and claims (issue 30, decision 68): all deposits, all
 * received transfers and all adjustments, filtered and exported; keys `moneyLists.…`. Thai is the
 * source language.
 */
export const backofficeMoneyListsTh = {
  moneyLists: {
    allDeposits: 'ค้นหารายการฝาก',
    allDepositsSubtitle: 'รายการฝากทุกสถานะ กรอง เรียง และส่งออกได้',
    allTransfers: 'ค้นหารายการเงินเข้า',
    allTransfersSubtitle: 'รายการเงินเข้าจากธนาคารทุกสถานะ กรอง เรียง และส่งออกได้',
    allAdjustments: 'ค้นหารายการปรับยอด',
    allAdjustmentsSubtitle: 'รายการปรับยอดและโบนัสจากพนักงานทุกสถานะ กรอง เรียง และส่งออกได้',
    backToDesk: 'กลับไปหน้าคิว',
    depositSearch: 'เบอร์โทร เลขบัญชีสมาชิก หรือเลขอ้างอิง',
    transferSearch: 'เลขบัญชีหรือชื่อผู้โอน',
    adjustmentSearch: 'เบอร์โทร เลขบัญชีสมาชิก หรือหมายเหตุ',
    numberHint: 'พิมพ์ตัวเลขส่วนใดก็ได้ของเบอร์หรือเลขบัญชี เช่น x1234 ตามที่สเตทเมนต์แสดง',
    staff: 'พนักงาน',
    anyStaff: 'พนักงานทุกคน',
    creditedBy: 'เติมโดย',
    resolvedBy: 'ดำเนินการโดย',
    madeBy: 'ทำรายการโดย',
    decidedBy: 'อนุมัติ/ปฏิเสธโดย',
    companyBank: 'ธนาคารที่รับเงิน',
    memberBank: 'บัญชีสมาชิก',
    reference: 'เลขอ้างอิง',
    requested: 'แจ้งฝาก',
    completed: 'สำเร็จเมื่อ',
    claim: 'ผู้ดูแล',
    totalCredit: 'เพิ่มรวม',
    totalDebit: 'ลดรวม',
    credit: 'เพิ่มยอด',
    debit: 'ลดยอด',
    automatic: 'อัตโนมัติ',
    noMatch: 'ไม่พบรายการที่ตรงกับตัวกรอง',
  },
};

export type BackofficeMoneyListsCatalog = Catalog<typeof backofficeMoneyListsTh>;
