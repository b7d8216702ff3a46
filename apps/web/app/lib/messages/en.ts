import { serverEn } from '@chaba/i18n/catalogs/server.en';
import { webArticlesEn } from '@chaba/i18n/catalogs/web-articles.en';
import { webAffiliateEn } from '@chaba/i18n/catalogs/web-affiliate.en';
import { webBonusEn } from '@chaba/i18n/catalogs/web-bonus.en';
import { webCashbackEn } from '@chaba/i18n/catalogs/web-cashback.en';
import { webLoyaltyEn } from '@chaba/i18n/catalogs/web-loyalty.en';
import { webInstallEn } from '@chaba/i18n/catalogs/web-install.en';
import { webLobbyEn } from '@chaba/i18n/catalogs/web-lobby.en';
import { webMaintenanceEn } from '@chaba/i18n/catalogs/web-maintenance.en';
import { webMoneyEn } from '@chaba/i18n/catalogs/web-money.en';
import { webProtectionEn } from '@chaba/i18n/catalogs/web-protection.en';
import { webPushEn } from '@chaba/i18n/catalogs/web-push.en';
import { webLineEn } from '@chaba/i18n/catalogs/web-line.en';
import { webLineNewsEn } from '@chaba/i18n/catalogs/web-line-news.en';
import { webDocumentsEn } from '@chaba/i18n/catalogs/web-documents.en';
import { webWheelEn } from '@chaba/i18n/catalogs/web-wheel.en';
import { webEn } from '@chaba/i18n/catalogs/web.en';
import type { Messages } from './th';

/**
 * The site's catalog in this language: each screen area keeps its texts in its own catalog file,
 * under its own prefix. One module per language, so the browser loads only the language it shows.
 */
export const messagesEn: Messages = {
  ...webEn,
  articles: webArticlesEn,
  money: webMoneyEn,
  lobby: webLobbyEn,
  bonus: webBonusEn,
  cashback: webCashbackEn,
  loyalty: webLoyaltyEn,
  affiliate: webAffiliateEn,
  maintenance: webMaintenanceEn,
  protection: webProtectionEn,
  push: webPushEn,
  line: webLineEn,
  lineNews: webLineNewsEn,
  documents: webDocumentsEn,
  wheel: webWheelEn,
  install: webInstallEn,
  /** The API's field messages, for the forms' own checks before they send (lib/validation.ts). */
  validation: serverEn.validation,
};
