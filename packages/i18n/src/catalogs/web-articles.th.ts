/** The member site's articles (issue 15): Thai, the source. */
export const webArticlesTh = {
  intro: 'คู่มือสั้น ๆ สำหรับสมาชิก: การฝากเงิน โปรโมชั่น และการแนะนำเพื่อน',
  empty: 'ยังไม่มีบทความ',
  readMore: 'อ่านต่อ',
  published: 'เผยแพร่ {{date}}',
  backToList: 'บทความทั้งหมด',
  listLabel: 'รายการบทความ',
};
export type WebArticlesCatalog = typeof webArticlesTh;
