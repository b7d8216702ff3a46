/**
 * Member-site texts of cashback on losses and the turnover rebate (issue 29, decision 60) on the
 * activity tab, under the `cashback.` prefix. Thai is the source language.
 */
export const webCashbackTh = {
  title: 'คืนยอดเสียและค่าคอมมิชชั่น',
  intro: 'ยอดคืนคำนวณจากการเล่นจริงตามเวลาไทย ปิดรอบตอนเที่ยงคืน',
  loadFailed: 'โหลดยอดคืนไม่สำเร็จ',
  retry: 'ลองใหม่',
  empty: 'ยังไม่มีรายการคืนยอดเสียหรือค่าคอมมิชชั่น',
  cashback: 'คืนยอดเสีย',
  rebate: 'ค่าคอมมิชชั่น',
  daily: 'รายวัน',
  weekly: 'รายสัปดาห์',
  period: 'รอบ {{from}} ถึง {{to}}',
  periodOneDay: 'รอบวันที่ {{day}}',
  lossSoFar: 'ยอดเสียรอบนี้ {{amount}} บาท',
  turnoverSoFar: 'ยอดเล่นรอบนี้ {{amount}} บาท',
  estimate: 'ประมาณการที่จะได้รับ',
  minimum: 'ขั้นต่ำ {{amount}} บาท',
  auto: 'เข้าเครดิตให้อัตโนมัติเมื่อปิดรอบ',
  claimMode: 'กดรับได้หลังปิดรอบ',
  history: 'ประวัติยอดคืน',
  claim: 'กดรับ',
  claimedTitle: 'รับยอดคืนแล้ว',
  failedTitle: 'รับยอดคืนไม่สำเร็จ',
  claimUntil: 'รับได้ถึง {{time}}',
  status: {
    claimable: 'รอกดรับ',
    expired: 'หมดเวลารับ',
    paid: 'ได้รับแล้ว',
    refused: 'ไม่ได้รับ',
    reversed: 'ถูกดึงคืน',
  },
};

/** The shape every other language must follow: same keys, any text. */
export type WebCashbackCatalog = {
  [Key in keyof typeof webCashbackTh]: (typeof webCashbackTh)[Key] extends string
    ? string
    : { [Inner in keyof (typeof webCashbackTh)[Key]]: string };
};
