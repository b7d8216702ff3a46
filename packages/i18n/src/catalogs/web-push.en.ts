import type { WebPushCatalog } from './web-push.th';

export const webPushEn: WebPushCatalog = {
  title: 'Notifications',
  description:
    'Get told when a deposit arrives, a withdrawal is paid, a bonus comes in or there is news, even with the site closed',
  on: 'Notifications on',
  off: 'Turn on notifications',
  turnedOn: 'Notifications are on',
  turnedOff: 'Notifications are off',
  blocked: 'Your browser blocks notifications from this site; allow them in the browser’s site settings',
  failed: 'Notifications could not be turned on. Please try again',
};
