/** The member's LINE marketing switch (issue 31, decision 71). Thai first. */
export const webLineNewsTh = {
  title: 'ข่าวสารทาง LINE',
  // Spaces between phrases: the switch keeps each phrase whole (KeepWords), no word is cut at a line end.
  description: 'รับโปรโมชั่นและข่าวสาร ทาง LINE แจ้งเตือนเงินเข้า และถอนเงิน ยังส่งถึงคุณตามปกติ',
  on: 'รับข่าวสารทาง LINE อยู่',
  off: 'ไม่รับข่าวสารทาง LINE',
  turnedOn: 'เปิดรับข่าวสารทาง LINE แล้ว',
  turnedOff: 'หยุดรับข่าวสารทาง LINE แล้ว',
  failed: 'บันทึกไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
};

/** The shape every other language must follow: same keys, any text. */
export type WebLineNewsCatalog = { [Key in keyof typeof webLineNewsTh]: string };
