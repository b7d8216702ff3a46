/** The Android app banner (spec §1, issue 15): an offer to install the site as an app. */
export const webInstallTh = {
  label: 'ติดตั้งแอป',
  title: 'ติดตั้งแอปบนมือถือ',
  text: 'เปิดได้ทันทีจากหน้าจอหลัก โหลดเร็ว ไม่ต้องพิมพ์ที่อยู่เว็บ',
  install: 'ติดตั้ง',
  howTo: 'แตะ ⋮ ที่มุมขวาบนของเบราว์เซอร์ แล้วเลือก "ติดตั้งแอป" หรือ "เพิ่มลงในหน้าจอหลัก"',
  close: 'ปิด',
};

export type WebInstallCatalog = typeof webInstallTh;
