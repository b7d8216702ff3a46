import { formatBaht } from '@chaba/i18n/format';
import type { Language } from '@chaba/i18n/languages';
import { translateServer, type ServerMessageKey } from '@chaba/i18n/translate';
import type { PushNoticeKind } from './queue-push-notification';

/**
 * What the service worker shows (apps/web/public/sw.js, `push`): a title, a body, the page a tap
 * opens, a tag (a newer notification of the same tag replaces the older) and the icon. Small: a push
 * message carries at most about 4 kB, and the body is cut to `maxBodyLength` characters.
 */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
  icon: string;
}

export const maxBodyLength = 180;
const icon = '/icons/icon-192.png';

/** The path of a page in a language: Thai has no prefix, the others /en and /cn (spec §2.1). */
function localPath(language: Language, path: string): string {
  if (language === 'th') return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

function cut(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  return characters.length <= maxBodyLength ? line : `${characters.slice(0, maxBodyLength - 1).join('')}…`;
}

const moneyNotices: Record<
  Exclude<PushNoticeKind, 'announcement'>,
  { title: ServerMessageKey; body: ServerMessageKey; path: string }
> = {
  deposit_credited: {
    title: 'push.deposit_credited_title',
    body: 'push.deposit_credited_body',
    path: '/lobby',
  },
  withdrawal_paid: {
    title: 'push.withdrawal_paid_title',
    body: 'push.withdrawal_paid_body',
    path: '/history',
  },
  withdrawal_rejected: {
    title: 'push.withdrawal_rejected_title',
    body: 'push.withdrawal_rejected_body',
    path: '/history',
  },
  referral_bonus: { title: 'push.referral_bonus_title', body: 'push.referral_bonus_body', path: '/referral' },
};

/** A money notice (deposit credited, withdrawal paid or rejected, referral bonus) in one language. */
export function moneyPushMessage(
  kind: Exclude<PushNoticeKind, 'announcement'>,
  options: { language: Language; amountSatang: bigint; notificationId: number },
): PushMessage {
  const notice = moneyNotices[kind];
  const amount = formatBaht(Number(options.amountSatang) / 100);
  return {
    title: translateServer(options.language, notice.title),
    body: cut(translateServer(options.language, notice.body, { amount })),
    url: localPath(options.language, notice.path),
    tag: `${kind}:${options.notificationId}`,
    icon,
  };
}

/** An announcement in one language: its text in that language, or the Thai one where none was written. */
export function announcementPushMessage(options: {
  language: Language;
  siteName: string;
  announcement: { id: number; content: string; contentEn: string; contentCn: string };
}): PushMessage {
  const { announcement, language } = options;
  const text =
    (language === 'en' ? announcement.contentEn : language === 'cn' ? announcement.contentCn : '') ||
    announcement.content;
  return {
    title: translateServer(language, 'push.announcement_title', { site: options.siteName }),
    body: cut(text),
    url: localPath(language, '/'),
    tag: `announcement:${announcement.id}`,
    icon,
  };
}
