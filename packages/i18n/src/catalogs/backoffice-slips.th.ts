import type { Catalog } from './web.th';

/**
 * The console's texts of the deposit desk's transfer slips (issue 26), beside the money desks' in
 * `backoffice-money.th.ts`: the console merges them into one catalog (their keys stay `slips.…`).
 * Thai is the source language.
 */
export const backofficeSlipsTh = {
  slips: {
    tab: 'สลิป',
    group: 'สถานะสลิป',
    groups: {
      held: 'รอเจ้าหน้าที่',
      waiting: 'รอธนาคารยืนยัน',
      credited: 'เติมเครดิตแล้ว',
      refused: 'ปฏิเสธแล้ว',
    },
    date: 'วันที่แนบสลิป',
    attachedAt: 'แนบเมื่อ',
    member: 'สมาชิก',
    qr: 'QR ในสลิป',
    transRef: 'เลขอ้างอิงรายการ',
    verifier: 'ผลตรวจสลิป',
    verifierStatus: { verified: 'ธนาคารยืนยันแล้ว', pending: 'รอธนาคารยืนยัน', refused: 'ไม่พบรายการโอน' },
    noAnswer: 'ยังไม่มีผลตรวจ',
    amount: 'ยอดโอน',
    transferTime: 'เวลาโอน',
    receiver: 'บัญชีผู้รับ',
    sender: 'ผู้โอน',
    deposit: 'รายการฝาก',
    noDeposit: 'ไม่ได้ระบุรายการฝาก',
    line: 'รายการเงินเข้า',
    status: 'สถานะ',
    reason: 'เหตุผล',
    statuses: {
      verifying: 'รอธนาคารยืนยัน',
      credited: 'เติมเครดิตแล้ว',
      attached: 'รวมกับรายการเงินเข้าแล้ว',
      held: 'รอเจ้าหน้าที่',
      refused: 'ปฏิเสธแล้ว',
    },
    reasons: {
      slip_unconfirmed: 'ธนาคารไม่ยืนยันรายการภายในเวลาที่กำหนด',
      transfer_settled: 'รายการโอนนี้ถูกเติมเครดิตหรือคืนเงินไปแล้ว',
      slip_refused_by_staff: 'เจ้าหน้าที่ปฏิเสธ',
      slip_not_found: 'ธนาคารไม่พบรายการโอน',
      slip_wrong_receiver: 'โอนเข้าบัญชีอื่นที่ไม่ใช่บัญชีบริษัท',
      slip_too_old: 'สลิปเก่าเกินกำหนด',
    },
    image: 'รูปสลิป',
    imageAlt: 'รูปสลิปที่สมาชิกแนบ',
    imageDeleted: 'รูปสลิปถูกลบตามระยะเวลาเก็บรักษาแล้ว',
    imageError: 'เปิดรูปสลิปไม่ได้',
    open: 'ดูสลิป',
    title: 'สลิป #{{id}}',
    credit: 'เติมเครดิต',
    creditText: 'เติมเครดิต {{amount}} บาท ให้ {{member}} ตามยอดที่ธนาคารยืนยัน',
    creditSubmit: 'ยืนยันเติมเครดิต',
    credited: 'เติมเครดิต {{amount}} บาท จากสลิป #{{id}} เรียบร้อย',
    refuse: 'ปฏิเสธ',
    refuseReason: 'เหตุผลที่ปฏิเสธ',
    refuseHint: 'ยอดเงิน (ถ้ามี) ยังรออยู่ในรายการเงินเข้าที่ยังไม่จับคู่ จับคู่หรือคืนเงินได้จากแท็บนั้น',
    refuseSubmit: 'ยืนยันปฏิเสธ',
    refused: 'ปฏิเสธสลิป #{{id}} เรียบร้อย',
    cannotCredit: 'เติมเครดิตจากสลิปนี้ไม่ได้',
    decidedBy: 'ดำเนินการโดย',
    empty: 'ไม่มีสลิปในรายการนี้',
    heldEmpty: 'ไม่มีสลิปที่รอเจ้าหน้าที่',
  },
};

export type BackofficeSlipsCatalog = Catalog<typeof backofficeSlipsTh>;
