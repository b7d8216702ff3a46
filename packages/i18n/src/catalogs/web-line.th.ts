/** LINE Login on the member site (issue 31, decision 70). Thai first. */
export const webLineTh = {
  loginButton: 'เข้าสู่ระบบด้วย LINE',
  or: 'หรือ',
  account: 'บัญชี LINE',
  notLinked: 'ยังไม่ได้เชื่อมบัญชี LINE',
  linkedAs: 'เชื่อมกับ {{name}} แล้ว',
  linked: 'เชื่อมบัญชี LINE แล้ว',
  link: 'เชื่อม LINE',
  unlink: 'ยกเลิกการเชื่อม',
  linkedDone: 'เชื่อมบัญชี LINE เรียบร้อยแล้ว',
  unlinkedDone: 'ยกเลิกการเชื่อมบัญชี LINE แล้ว',
  registerNote: 'บัญชี LINE นี้ยังไม่ได้เป็นสมาชิก สมัครให้เสร็จ แล้วบัญชี LINE จะเชื่อมกับบัญชีใหม่ให้อัตโนมัติ',
  failed: 'ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  restrictedLink: 'ดูสถานะบัญชีของคุณ',
  errors: {
    line_login_failed: 'เข้าสู่ระบบด้วย LINE ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
    line_login_cancelled: 'คุณยกเลิกการเข้าสู่ระบบด้วย LINE',
    line_login_state_invalid: 'คำขอนี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาลองใหม่อีกครั้ง',
    line_account_taken: 'บัญชี LINE นี้เชื่อมกับสมาชิกคนอื่นแล้ว',
    line_already_linked: 'คุณเชื่อมบัญชี LINE อื่นไว้แล้ว กรุณายกเลิกการเชื่อมก่อน',
    member_locked: 'บัญชีของคุณถูกระงับการใช้งาน กรุณาติดต่อเจ้าหน้าที่',
    account_restricted: 'บัญชีของคุณอยู่ระหว่างพักการเล่น จึงยังเข้าสู่ระบบไม่ได้',
  },
};

/** The shape every other language must follow: same keys, any text. */
export type WebLineCatalog = { [Key in keyof Omit<typeof webLineTh, 'errors'>]: string } & {
  errors: { [Key in keyof (typeof webLineTh)['errors']]: string };
};
