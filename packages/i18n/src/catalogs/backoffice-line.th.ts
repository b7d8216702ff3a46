import type { Catalog } from './web.th';

/** The console's LINE marketing desk (issue 31, decision 71). Thai is the source language. */
export const backofficeLineTh = {
  line: {
    title: 'ข้อความ LINE',
    subtitle: 'ส่งข่าวสารถึงสมาชิกที่เชื่อมบัญชี LINE และเพิ่มเพื่อนบัญชีทางการ',
    compose: 'เขียนข้อความ',
    textTh: 'ข้อความภาษาไทย',
    textEn: 'ข้อความภาษาอังกฤษ',
    textCn: 'ข้อความภาษาจีน',
    textHint: 'เว้นว่างไว้ได้ สมาชิกภาษานี้จะได้รับข้อความภาษาไทย',
    imageUrl: 'ที่อยู่รูปภาพ (https)',
    linkUrl: 'ลิงก์ของปุ่ม (https)',
    segment: 'กลุ่มผู้รับ',
    segmentAll: 'สมาชิกทุกคน',
    segmentTags: 'สมาชิกที่มีแท็ก',
    segmentInactive: 'ไม่ได้เข้าสู่ระบบ',
    tags: 'แท็ก (คั่นด้วยจุลภาค)',
    days: 'จำนวนวันที่ไม่ได้เข้าสู่ระบบ',
    count: 'นับผู้รับ',
    recipients: 'ผู้รับ {{count}} คน',
    byLanguage: 'ไทย {{th}} · อังกฤษ {{en}} · จีน {{cn}}',
    preview: 'ตัวอย่างข้อความ',
    previewLanguage: 'ภาษาของตัวอย่าง',
    previewEmpty: 'ข้อความจะแสดงที่นี่',
    open: 'เปิดเว็บไซต์',
    send: 'ส่งข้อความ',
    confirm: 'ส่งข้อความนี้ถึงผู้รับ {{count}} คนหรือไม่ ส่งแล้วยกเลิกไม่ได้',
    sent: 'เข้าคิวส่งถึงผู้รับ {{count}} คนแล้ว',
    history: 'ข้อความที่ส่งแล้ว',
    sentAt: 'เวลาที่ส่ง',
    message: 'ข้อความ',
    progress: 'ส่งแล้ว',
    finished: 'ส่งครบแล้ว',
    sending: 'กำลังส่ง',
    empty: 'ยังไม่มีข้อความที่ส่ง',
    rules: 'ส่งเฉพาะสมาชิกที่เชื่อม LINE เพิ่มเพื่อนไว้ ไม่ได้ปิดรับข่าวสาร และไม่ถูกระงับบัญชี',
  },
};

export type BackofficeLineCatalog = Catalog<typeof backofficeLineTh>;
