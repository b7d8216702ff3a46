import { formatBaht } from '@chaba/i18n/format';
import type { Language } from '@chaba/i18n/languages';
import { translateServer } from '@chaba/i18n/translate';
import { localPath, moneyPushMessage } from '../push/push-message';

/**
 * The message objects this site sends to LINE (decision 71), as LINE's reference defines them
 * (https://developers.line.biz/en/reference/messaging-api/#flex-message and
 * https://developers.line.biz/en/docs/messaging-api/flex-message-elements/): a Flex message of one
 * bubble: an optional hero image, a body of text boxes and an optional footer button opening a page
 * (a `uri` action; LINE accepts http(s) addresses there). `altText` is what the chat list and the
 * notification show.
 */
export interface LineFlexMessage {
  type: 'flex';
  altText: string;
  contents: Record<string, unknown>;
}

/** LINE's limits: altText at most 1,500 characters, a button label at most 40 (we keep them shorter). */
const altTextLength = 400;
const labelLength = 20;

function cut(text: string, length: number): string {
  const characters = Array.from(text.trim());
  return characters.length <= length ? characters.join('') : `${characters.slice(0, length - 1).join('')}…`;
}

function bubble(options: {
  title?: string;
  text: string;
  row?: { label: string; value: string };
  imageUrl?: string | null;
  button?: { label: string; uri: string } | null;
}): Record<string, unknown> {
  const body: Array<Record<string, unknown>> = [];
  if (options.title) body.push({ type: 'text', text: options.title, weight: 'bold', size: 'lg', wrap: true });
  body.push({
    type: 'text',
    text: options.text,
    wrap: true,
    size: 'sm',
    margin: options.title ? 'md' : 'none',
  });
  if (options.row)
    body.push({
      type: 'box',
      layout: 'horizontal',
      margin: 'lg',
      contents: [
        { type: 'text', text: options.row.label, size: 'sm', color: '#888888' },
        { type: 'text', text: options.row.value, size: 'md', weight: 'bold', align: 'end' },
      ],
    });
  return {
    type: 'bubble',
    ...(options.imageUrl
      ? {
          hero: {
            type: 'image',
            url: options.imageUrl,
            size: 'full',
            aspectMode: 'cover',
            aspectRatio: '20:13',
          },
        }
      : {}),
    body: { type: 'box', layout: 'vertical', contents: body },
    ...(options.button
      ? {
          footer: {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'button',
                style: 'primary',
                color: '#0f766e',
                action: {
                  type: 'uri',
                  label: cut(options.button.label, labelLength),
                  uri: options.button.uri,
                },
              },
            ],
          },
        }
      : {}),
  };
}

export type LineReceiptKind =
  'deposit_credited' | 'withdrawal_paid' | 'withdrawal_rejected' | 'referral_bonus' | 'cashback_paid';

/**
 * A receipt in the member's language: the Web Push notice's title and text (one wording for both
 * channels), the amount in baht and, when the site's public address is known, a button to its page.
 */
export function lineReceiptMessage(options: {
  kind: LineReceiptKind;
  language: Language;
  amountSatang: bigint;
  siteUrl: string | undefined;
}): LineFlexMessage {
  const { language } = options;
  const amount = formatBaht(Number(options.amountSatang) / 100);
  const notice =
    options.kind === 'cashback_paid'
      ? {
          title: translateServer(language, 'line.cashback_paid_title'),
          body: translateServer(language, 'line.cashback_paid_body', { amount }),
          url: localPath(language, '/lobby'),
        }
      : moneyPushMessage(options.kind, { language, amountSatang: options.amountSatang, notificationId: 0 });
  return {
    type: 'flex',
    altText: cut(`${notice.title}: ${notice.body}`, altTextLength),
    contents: bubble({
      title: notice.title,
      text: notice.body,
      row: { label: translateServer(language, 'line.amount_label'), value: `฿${amount}` },
      button: siteButton(options.siteUrl, notice.url, language),
    }),
  };
}

/** A marketing message: its text in one language, its image above, its link as the button. */
export function lineMarketingMessage(options: {
  text: string;
  imageUrl: string | null;
  linkUrl: string | null;
  language: Language;
}): LineFlexMessage {
  return {
    type: 'flex',
    altText: cut(options.text, altTextLength),
    contents: bubble({
      text: options.text,
      imageUrl: options.imageUrl,
      button: options.linkUrl
        ? { label: translateServer(options.language, 'line.open_site'), uri: options.linkUrl }
        : null,
    }),
  };
}

function siteButton(siteUrl: string | undefined, path: string, language: Language) {
  if (!siteUrl) return null;
  return { label: translateServer(language, 'line.open_site'), uri: `${siteUrl.replace(/\/+$/, '')}${path}` };
}
