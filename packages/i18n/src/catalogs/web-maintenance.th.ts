/** The member site's maintenance notice (issue 12): Thai, the source. */
export const webMaintenanceTh = {
  title: 'ปิดปรับปรุงระบบชั่วคราว',
  fallback: 'ขณะนี้เว็บไซต์กำลังปิดปรับปรุงระบบ ขออภัยในความไม่สะดวก',
  until: 'คาดว่าจะกลับมาให้บริการ {{time}} น.',
  paused: 'ระหว่างนี้ยังไม่สามารถเข้าเล่นเกม ฝาก หรือถอนเงินได้',
  ok: 'ตกลง',
};
export type WebMaintenanceCatalog = typeof webMaintenanceTh;
