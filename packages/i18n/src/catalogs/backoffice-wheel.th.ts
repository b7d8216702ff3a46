import type { Catalog } from './web.th';

/**
 * The console's texts of the lucky wheel and daily check-in desk (issue 31, decision 73), merged into
 * the console's catalog under `wheel.…`. Thai is the source language.
 */
export const backofficeWheelTh = {
  wheel: {
    title: 'กงล้อนำโชคและเช็กอิน',
    subtitle: 'รางวัล น้ำหนัก งบต่อวัน กติกาการได้สิทธิ์หมุน และรางวัลเช็กอินเจ็ดวัน',
    sections: {
      wheel: 'กงล้อและงบประมาณ',
      prizes: 'รางวัลบนกงล้อ',
      rules: 'การได้สิทธิ์หมุน',
      checkin: 'เช็กอินรายวัน',
    },
    active: 'เปิดใช้กงล้อ',
    dailyBudget: 'งบต่อวัน (บาท)',
    budgetHint: 'รางวัลที่งบคงเหลือของวันไม่พอจ่ายจะถูกถอนออกจากกงล้อจนถึงเที่ยงคืน',
    today: 'วันนี้ {{day}}',
    spent: 'จ่ายแล้ว',
    left: 'คงเหลือ',
    spins: 'หมุนแล้ว',
    spinsCount: '{{count}} ครั้ง',
    prize: 'รางวัลที่ {{n}}',
    kind: 'ประเภท',
    kinds: { bonus: 'โบนัส', try_again: 'ลองใหม่อีกครั้ง' },
    name: 'ชื่อรางวัล ({{language}})',
    languages: { th: 'ไทย', en: 'อังกฤษ', cn: 'จีน' },
    amount: 'จำนวนเงิน (บาท)',
    turnover: 'เทิร์นโอเวอร์ (เท่า)',
    weight: 'น้ำหนัก',
    chance: 'โอกาส {{percent}}%',
    chanceHint: 'โอกาสคิดจากน้ำหนักของทุกรางวัล ก่อนถอนรางวัลที่งบของวันไม่พอจ่าย',
    addPrize: 'เพิ่มรางวัล',
    removePrize: 'ลบรางวัลที่ {{n}}',
    remove: 'ลบ',
    noPrizes: 'ยังไม่มีรางวัล',
    depositMinimum: 'ยอดฝากขั้นต่ำที่ได้สิทธิ์หมุน (บาท)',
    depositHint: 'เว้นว่างไว้: การฝากไม่ได้สิทธิ์หมุน นับเฉพาะยอดฝากหลังบันทึกกติกา ฝากหนึ่งครั้งได้หนึ่งสิทธิ์',
    loginRule: 'เข้าสู่ระบบแต่ละวันได้สิทธิ์หมุน 1 ครั้ง',
    vipRule: 'สิทธิ์หมุนต่อวันตามระดับ VIP',
    vipHint: 'สมาชิกในระดับที่กำหนดได้สิทธิ์ตามจำนวนนี้ทุกวัน (0–10 ครั้ง) เมื่อเปิดกงล้อ',
    vipLevel: 'ระดับ VIP',
    vipSpins: 'ครั้งต่อวัน',
    addVipLevel: 'เพิ่มระดับ',
    vipNone: 'ยังไม่ได้กำหนดระดับ',
    vipCannotRead: 'บทบาทของคุณดูรายชื่อระดับ VIP ไม่ได้ จึงแก้ได้เฉพาะจำนวนครั้ง',
    levelNumber: 'ระดับ #{{id}}',
    levelOff: '{{name}} (ปิดอยู่)',
    checkinActive: 'เปิดใช้เช็กอิน',
    checkinHint: 'พลาดหนึ่งวันเริ่มนับวันที่ 1 ใหม่ วันที่รางวัลเป็น 0 บาทนับต่อเนื่องแต่ไม่จ่าย',
    day: 'วันที่ {{n}}',
    save: 'บันทึก',
    saved: 'บันทึกกงล้อแล้ว',
    conflict: 'มีผู้อื่นแก้ไขไปแล้ว โปรดโหลดใหม่',
    reload: 'โหลดใหม่',
    updatedAt: 'แก้ไขล่าสุด',
  },
};

export type BackofficeWheelCatalog = Catalog<typeof backofficeWheelTh>;
