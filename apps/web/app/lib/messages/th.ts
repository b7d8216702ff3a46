import { serverTh } from '@chaba/i18n/catalogs/server.th';
import { webArticlesTh } from '@chaba/i18n/catalogs/web-articles.th';
import { webAffiliateTh } from '@chaba/i18n/catalogs/web-affiliate.th';
import { webBonusTh } from '@chaba/i18n/catalogs/web-bonus.th';
import { webCashbackTh } from '@chaba/i18n/catalogs/web-cashback.th';
import { webLoyaltyTh } from '@chaba/i18n/catalogs/web-loyalty.th';
import { webInstallTh } from '@chaba/i18n/catalogs/web-install.th';
import { webLobbyTh } from '@chaba/i18n/catalogs/web-lobby.th';
import { webMaintenanceTh } from '@chaba/i18n/catalogs/web-maintenance.th';
import { webMoneyTh } from '@chaba/i18n/catalogs/web-money.th';
import { webProtectionTh } from '@chaba/i18n/catalogs/web-protection.th';
import { webPushTh } from '@chaba/i18n/catalogs/web-push.th';
import { webLineTh } from '@chaba/i18n/catalogs/web-line.th';
import { webLineNewsTh } from '@chaba/i18n/catalogs/web-line-news.th';
import { webDocumentsTh } from '@chaba/i18n/catalogs/web-documents.th';
import { webWheelTh } from '@chaba/i18n/catalogs/web-wheel.th';
import { webTh } from '@chaba/i18n/catalogs/web.th';

/**
 * The site's catalog in this language: each screen area keeps its texts in its own catalog file,
 * under its own prefix. One module per language, so the browser loads only the language it shows.
 */
export const messagesTh = {
  ...webTh,
  articles: webArticlesTh,
  money: webMoneyTh,
  lobby: webLobbyTh,
  bonus: webBonusTh,
  cashback: webCashbackTh,
  loyalty: webLoyaltyTh,
  affiliate: webAffiliateTh,
  maintenance: webMaintenanceTh,
  protection: webProtectionTh,
  push: webPushTh,
  line: webLineTh,
  lineNews: webLineNewsTh,
  documents: webDocumentsTh,
  wheel: webWheelTh,
  install: webInstallTh,
  /** The API's field messages, for the forms' own checks before they send (lib/validation.ts). */
  validation: serverTh.validation,
};

/** The member site's texts in one language: Thai's shape, which the other languages follow. */
export type Messages = typeof messagesTh;
