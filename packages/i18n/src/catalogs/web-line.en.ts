import type { WebLineCatalog } from './web-line.th';

export const webLineEn: WebLineCatalog = {
  loginButton: 'Log in with LINE',
  or: 'or',
  account: 'LINE account',
  notLinked: 'No LINE account linked',
  linkedAs: 'Linked to {{name}}',
  linked: 'LINE account linked',
  link: 'Link LINE',
  unlink: 'Unlink',
  linkedDone: 'Your LINE account is linked',
  unlinkedDone: 'Your LINE account is unlinked',
  registerNote:
    'This LINE account is not a member yet. Finish registering and it will be linked to your new account automatically.',
  failed: 'That did not work. Please try again',
  restrictedLink: 'See your account status',
  errors: {
    line_login_failed: 'LINE login failed. Please try again',
    line_login_cancelled: 'You cancelled the LINE login',
    line_login_state_invalid: 'This request has expired or was already used. Please try again',
    line_account_taken: 'This LINE account is already linked to another member',
    line_already_linked: 'You already linked another LINE account. Unlink it first',
    member_locked: 'Your account is locked. Please contact support',
    account_restricted: 'Your account is taking a break from play, so you cannot log in yet',
  },
};
