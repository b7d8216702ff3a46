/** The member's push notification switch (issue 15, decision 35). Thai first. */
export const webPushTh = {
  title: 'การแจ้งเตือน',
  description: 'แจ้งเตือนเมื่อเงินเข้า ถอนเงินสำเร็จ ได้โบนัส และมีประกาศใหม่ แม้ปิดเว็บไว้',
  on: 'เปิดการแจ้งเตือนแล้ว',
  off: 'เปิดการแจ้งเตือน',
  turnedOn: 'เปิดการแจ้งเตือนแล้ว',
  turnedOff: 'ปิดการแจ้งเตือนแล้ว',
  blocked: 'เบราว์เซอร์บล็อกการแจ้งเตือนของเว็บนี้ไว้ เปิดได้ในการตั้งค่าเว็บไซต์ของเบราว์เซอร์',
  failed: 'เปิดการแจ้งเตือนไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
};

/** The shape every other language must follow: same keys, any text. */
export type WebPushCatalog = { [Key in keyof typeof webPushTh]: string };
