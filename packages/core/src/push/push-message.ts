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
export function localPath(language: Language, path: string): string {
  if (language === 'th') return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

function cut(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  return characters.length <= maxBodyLength ? line : `${characters.slice(0, maxBodyLength - 1).join('')}…`;
}

type MoneyNoticeKind = Exclude<PushNoticeKind, 'announcement' | 'documents'>;

const moneyNotices: Record<
  MoneyNoticeKind,
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
  kind: MoneyNoticeKind,
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

/** What a documents notice carries (decision 67): what happened, to which kind, and why. */
export interface DocumentsNoticeData {
  event?: string;
  documentKind?: string;
  reason?: string;
}

const documentNames: Record<string, ServerMessageKey> = {
  id_card: 'push.document_id_card',
  bank_book: 'push.document_bank_book',
};
const rejectionTexts: Record<string, ServerMessageKey> = {
  unreadable: 'push.rejection_unreadable',
  wrong_document: 'push.rejection_wrong_document',
  name_mismatch: 'push.rejection_name_mismatch',
  expired: 'push.rejection_expired',
  incomplete: 'push.rejection_incomplete',
};

/**
 * Documents asked for, or one approved or rejected, in the member's language: the kind and the
 * rejection reason are codes translated here, never staff's free text. A tap opens the lobby, where
 * the information popup shows the documents.
 */
export function documentsPushMessage(options: {
  language: Language;
  data: DocumentsNoticeData;
  notificationId: number;
}): PushMessage {
  const { language, data } = options;
  const event = data.event === 'approved' || data.event === 'rejected' ? data.event : 'requested';
  const document = translateServer(
    language,
    documentNames[data.documentKind ?? ''] ?? 'push.document_id_card',
  );
  const reason = translateServer(language, rejectionTexts[data.reason ?? ''] ?? 'push.rejection_unreadable');
  const keys = {
    requested: ['push.documents_requested_title', 'push.documents_requested_body'],
    approved: ['push.document_approved_title', 'push.document_approved_body'],
    rejected: ['push.document_rejected_title', 'push.document_rejected_body'],
  } as const satisfies Record<string, readonly [ServerMessageKey, ServerMessageKey]>;
  const [title, body] = keys[event];
  return {
    title: translateServer(language, title),
    body: cut(translateServer(language, body, { document, reason })),
    url: localPath(language, '/lobby'),
    tag: `documents:${options.notificationId}`,
    icon,
  };
}
