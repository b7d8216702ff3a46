import type { Catalog } from './web.th';

/**
 * Member-site texts of the lobby screens, under the `lobby.` prefix of the site's catalog.
 * Thai is the source language; en and cn follow this shape.
 */
export const webLobbyTh = {
  /** The mobile bottom bar's play button on the lobby page (spec §2.2). */
  selectGame: 'กรุณาเลือกเกมที่ต้องการเล่นจากล็อบบี้',
  title: 'ล็อบบี้เกม',
  intro: 'เลือกเกมที่ชอบ แล้วกดเพื่อเข้าเล่นได้ทันที',
  categoriesLabel: 'หมวดเกม',
  categories: {
    slot: 'สล็อต',
    live: 'คาสิโนสด',
    casino: 'เกมโต๊ะ',
    fish: 'ยิงปลา',
    lottery: 'หวย',
  },
  lists: {
    all: 'ทั้งหมด',
    popular: 'ยอดนิยม',
    new: 'เกมใหม่',
    featured: 'เกมแนะนำ',
    favourites: 'เกมโปรด',
    recent: 'เล่นล่าสุด',
  },
  listsLabel: 'รายการเกม',
  studiosLabel: 'ค่ายเกม',
  allStudios: 'ทุกค่าย',
  favouriteAdd: 'เพิ่ม {{name}} ในเกมโปรด',
  favouriteRemove: 'นำ {{name}} ออกจากเกมโปรด',
  gamesCount: '{{count}} เกม',
  loadMore: 'โหลดเกมเพิ่ม',
  loadingMore: 'กำลังโหลดเกมเพิ่ม',
  emptyFavourites: 'ยังไม่มีเกมโปรด กดรูปหัวใจบนเกมที่ชอบเพื่อเก็บไว้ที่นี่',
  emptyRecent: 'ยังไม่มีเกมที่เล่นล่าสุด',
  emptyList: 'ยังไม่มีเกมในรายการนี้',
  searchLabel: 'ค้นหาเกม',
  searchPlaceholder: 'พิมพ์ชื่อเกมที่ต้องการ',
  noResults: 'ไม่พบเกมที่ตรงกับ “{{query}}”',
  emptyCategory: 'ยังไม่มีเกมในหมวด{{category}} โปรดติดตามเร็ว ๆ นี้',
  loadFailed: 'โหลดรายชื่อเกมไม่สำเร็จ',
  retry: 'ลองใหม่',
  loadingGames: 'กำลังโหลดรายชื่อเกม',
  play: 'เข้าเล่น',
  insufficientTitle: 'เครดิตไม่เพียงพอ',
  insufficientCredit: 'เครดิตไม่เพียงพอ กรุณาฝากเงินก่อนเข้าเล่น (ต้องมีเครดิตมากกว่า 1 บาท)',
  launchFailedTitle: 'ไม่สามารถเข้าเล่นเกมได้',
  closeGame: 'ปิดเกม',
  gameLoading: 'กำลังเปิดเกม...',
  /** The game's server did not answer the browser (a game frame would show the browser's own error). */
  gameUnreachable: 'ติดต่อผู้ให้บริการเกมไม่ได้ในขณะนี้ กรุณาปิดเกมแล้วลองใหม่อีกครั้ง',
  entryNotFound: 'ไม่พบเกมที่เลือก กรุณาเลือกเกมจากล็อบบี้',
  entryPrompt: 'พร้อมเข้าเล่นเกมนี้แล้วหรือยัง? เครดิตในเกมคือเครดิตในบัญชีของคุณ',
  trial: {
    title: 'ทดลองเล่นคาสิโน',
    intro: 'ลองเล่นเกมของเราได้ฟรี ไม่ต้องสมัคร ไม่ต้องเข้าสู่ระบบ',
    playMoneyTitle: 'โหมดทดลองเล่น ใช้เงินทดลอง',
    playMoneyText: 'เครดิตในโหมดนี้เป็นเงินทดลอง ไม่ใช่เงินจริง ผลแพ้ชนะไม่มีผลกับเครดิตในบัญชีของคุณ',
    badge: 'เงินทดลอง',
    play: 'ทดลองเล่น',
    register: 'สมัครสมาชิกเพื่อเล่นจริง',
    realPlay: 'เล่นด้วยเครดิตจริง',
    failedTitle: 'ไม่สามารถเปิดเกมทดลองได้',
  },
  creditCheck: {
    started: 'ดำเนินการเช็คเครดิต',
    done: 'เช็คเครดิตเรียบร้อย',
    timedOut: 'หมดระยะเวลาเช็คเครดิต ลิมิตไว้ไม่เกินจำนวน {{limit}} ครั้ง',
  },
};

export type WebLobbyCatalog = Catalog<typeof webLobbyTh>;
