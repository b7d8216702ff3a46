import type { WebLineCatalog } from './web-line.th';

export const webLineCn: WebLineCatalog = {
  loginButton: '使用 LINE 登录',
  or: '或',
  account: 'LINE 账户',
  notLinked: '尚未绑定 LINE 账户',
  linkedAs: '已绑定 {{name}}',
  linked: '已绑定 LINE 账户',
  link: '绑定 LINE',
  unlink: '解除绑定',
  linkedDone: 'LINE 账户已绑定',
  unlinkedDone: 'LINE 账户已解除绑定',
  registerNote: '此 LINE 账户尚未注册会员。完成注册后，LINE 账户将自动绑定到您的新账户。',
  failed: '操作失败，请重试',
  restrictedLink: '查看账户状态',
  errors: {
    line_login_failed: 'LINE 登录失败，请重试',
    line_login_cancelled: '您已取消 LINE 登录',
    line_login_state_invalid: '此请求已过期或已使用，请重试',
    line_account_taken: '此 LINE 账户已绑定其他会员',
    line_already_linked: '您已绑定其他 LINE 账户，请先解除绑定',
    member_locked: '您的账户已被锁定，请联系客服',
    account_restricted: '您的账户正在暂停游戏，暂时无法登录',
  },
};
