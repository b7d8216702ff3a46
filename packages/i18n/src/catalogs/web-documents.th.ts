/** The member site's identity documents (issue 30, decision 67): Thai is the source language. */
export const webDocumentsTh = {
  title: 'ยืนยันตัวตน',
  verified: 'ยืนยันตัวตนแล้ว',
  asked: 'กรุณาส่งรูปบัตรประชาชนและหน้าสมุดบัญชีธนาคารเพื่อยืนยันตัวตน',
  askedReason: 'เหตุผล: {{reason}}',
  rule: 'ถอนเงินเกิน {{amount}} บาท ต้องยืนยันตัวตนก่อน',
  id_card: 'บัตรประชาชน',
  bank_book: 'หน้าสมุดบัญชีธนาคาร',
  none: 'ยังไม่ได้ส่ง',
  pending: 'รอตรวจสอบ',
  approved: 'ผ่านการตรวจสอบ',
  rejected: 'ไม่ผ่าน: {{reason}}',
  replaced: 'ส่งใหม่แล้ว',
  upload: 'ส่งรูป',
  uploadAgain: 'ส่งใหม่',
  sending: 'กำลังส่ง…',
  sent: 'ส่งรูปแล้ว รอเจ้าหน้าที่ตรวจสอบ',
  failed: 'ส่งรูปไม่สำเร็จ กรุณาลองใหม่',
  hint: 'รูปถ่ายหรือภาพหน้าจอ JPEG, PNG หรือ WebP ไม่เกิน 5 MB',
  open: 'ส่งเอกสาร',
  reasons: {
    unreadable: 'รูปไม่ชัด',
    wrong_document: 'ไม่ใช่เอกสารที่ขอ',
    name_mismatch: 'ชื่อไม่ตรงกับบัญชี',
    expired: 'เอกสารหมดอายุ',
    incomplete: 'เห็นเอกสารไม่ครบ',
  },
};

export type WebDocumentsCatalog = {
  [Key in keyof typeof webDocumentsTh]: (typeof webDocumentsTh)[Key] extends string
    ? string
    : { [Reason in keyof (typeof webDocumentsTh)['reasons']]: string };
};
