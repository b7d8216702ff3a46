import { serverCn } from '@chaba/i18n/catalogs/server.cn';
import { webArticlesCn } from '@chaba/i18n/catalogs/web-articles.cn';
import { webAffiliateCn } from '@chaba/i18n/catalogs/web-affiliate.cn';
import { webBonusCn } from '@chaba/i18n/catalogs/web-bonus.cn';
import { webCashbackCn } from '@chaba/i18n/catalogs/web-cashback.cn';
import { webLoyaltyCn } from '@chaba/i18n/catalogs/web-loyalty.cn';
import { webInstallCn } from '@chaba/i18n/catalogs/web-install.cn';
import { webLobbyCn } from '@chaba/i18n/catalogs/web-lobby.cn';
import { webMaintenanceCn } from '@chaba/i18n/catalogs/web-maintenance.cn';
import { webMoneyCn } from '@chaba/i18n/catalogs/web-money.cn';
import { webProtectionCn } from '@chaba/i18n/catalogs/web-protection.cn';
import { webPushCn } from '@chaba/i18n/catalogs/web-push.cn';
import { webLineCn } from '@chaba/i18n/catalogs/web-line.cn';
import { webLineNewsCn } from '@chaba/i18n/catalogs/web-line-news.cn';
import { webDocumentsCn } from '@chaba/i18n/catalogs/web-documents.cn';
import { webWheelCn } from '@chaba/i18n/catalogs/web-wheel.cn';
import { webCn } from '@chaba/i18n/catalogs/web.cn';
import type { Messages } from './th';

/**
 * The site's catalog in this language: each screen area keeps its texts in its own catalog file,
 * under its own prefix. One module per language, so the browser loads only the language it shows.
 */
export const messagesCn: Messages = {
  ...webCn,
  articles: webArticlesCn,
  money: webMoneyCn,
  lobby: webLobbyCn,
  bonus: webBonusCn,
  cashback: webCashbackCn,
  loyalty: webLoyaltyCn,
  affiliate: webAffiliateCn,
  maintenance: webMaintenanceCn,
  protection: webProtectionCn,
  push: webPushCn,
  line: webLineCn,
  lineNews: webLineNewsCn,
  documents: webDocumentsCn,
  wheel: webWheelCn,
  install: webInstallCn,
  /** The API's field messages, for the forms' own checks before they send (lib/validation.ts). */
  validation: serverCn.validation,
};
