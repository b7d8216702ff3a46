import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { backofficeBonusesEn } from '@chaba/i18n/catalogs/backoffice-bonuses.en';
import { backofficeBonusesTh } from '@chaba/i18n/catalogs/backoffice-bonuses.th';
import { backofficeAffiliatesEn } from '@chaba/i18n/catalogs/backoffice-affiliates.en';
import { backofficeAffiliatesTh } from '@chaba/i18n/catalogs/backoffice-affiliates.th';
import { backofficeBankDevicesEn } from '@chaba/i18n/catalogs/backoffice-bank-devices.en';
import { backofficeBankDevicesTh } from '@chaba/i18n/catalogs/backoffice-bank-devices.th';
import { backofficeBankOperationsEn } from '@chaba/i18n/catalogs/backoffice-bank-operations.en';
import { backofficeBankOperationsTh } from '@chaba/i18n/catalogs/backoffice-bank-operations.th';
import { backofficeCashbackEn } from '@chaba/i18n/catalogs/backoffice-cashback.en';
import { backofficeCashbackTh } from '@chaba/i18n/catalogs/backoffice-cashback.th';
import { backofficeDocumentsEn } from '@chaba/i18n/catalogs/backoffice-documents.en';
import { backofficeDocumentsTh } from '@chaba/i18n/catalogs/backoffice-documents.th';
import { backofficeContentEn } from '@chaba/i18n/catalogs/backoffice-content.en';
import { backofficeContentTh } from '@chaba/i18n/catalogs/backoffice-content.th';
import { backofficeGamesEn } from '@chaba/i18n/catalogs/backoffice-games.en';
import { backofficeGamesTh } from '@chaba/i18n/catalogs/backoffice-games.th';
import { backofficeMembersEn } from '@chaba/i18n/catalogs/backoffice-members.en';
import { backofficeMembersTh } from '@chaba/i18n/catalogs/backoffice-members.th';
import { backofficePlayerEn } from '@chaba/i18n/catalogs/backoffice-player.en';
import { backofficePlayerTh } from '@chaba/i18n/catalogs/backoffice-player.th';
import { backofficeProtectionEn } from '@chaba/i18n/catalogs/backoffice-protection.en';
import { backofficeProtectionTh } from '@chaba/i18n/catalogs/backoffice-protection.th';
import { backofficeMoneyListsEn } from '@chaba/i18n/catalogs/backoffice-money-lists.en';
import { backofficeMoneyListsTh } from '@chaba/i18n/catalogs/backoffice-money-lists.th';
import { backofficeMoneyEn } from '@chaba/i18n/catalogs/backoffice-money.en';
import { backofficeMoneyTh } from '@chaba/i18n/catalogs/backoffice-money.th';
import { backofficeRolesEn } from '@chaba/i18n/catalogs/backoffice-roles.en';
import { backofficeRolesTh } from '@chaba/i18n/catalogs/backoffice-roles.th';
import { backofficeRiskEn } from '@chaba/i18n/catalogs/backoffice-risk.en';
import { backofficeRiskTh } from '@chaba/i18n/catalogs/backoffice-risk.th';
import { backofficeReportsEn } from '@chaba/i18n/catalogs/backoffice-reports.en';
import { backofficeReportsTh } from '@chaba/i18n/catalogs/backoffice-reports.th';
import { backofficeSlipsEn } from '@chaba/i18n/catalogs/backoffice-slips.en';
import { backofficeSlipsTh } from '@chaba/i18n/catalogs/backoffice-slips.th';
import { backofficeSettingsEn } from '@chaba/i18n/catalogs/backoffice-settings.en';
import { backofficeSettingsTh } from '@chaba/i18n/catalogs/backoffice-settings.th';
import { backofficeLineEn } from '@chaba/i18n/catalogs/backoffice-line.en';
import { backofficeLineTh } from '@chaba/i18n/catalogs/backoffice-line.th';
import { backofficeVipEn } from '@chaba/i18n/catalogs/backoffice-vip.en';
import { backofficeVipTh } from '@chaba/i18n/catalogs/backoffice-vip.th';
import { backofficeWheelEn } from '@chaba/i18n/catalogs/backoffice-wheel.en';
import { backofficeWheelTh } from '@chaba/i18n/catalogs/backoffice-wheel.th';
import { backofficeEn } from '@chaba/i18n/catalogs/backoffice.en';
import { backofficeTh } from '@chaba/i18n/catalogs/backoffice.th';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: (typeof catalogs)['th'] };
  }
}

/** The shell's texts and each desk area's, as one catalog per language. */
const catalogs = {
  th: {
    ...backofficeTh,
    ...backofficeMoneyTh,
    ...backofficeMoneyListsTh,
    ...backofficeSlipsTh,
    ...backofficeMembersTh,
    ...backofficePlayerTh,
    ...backofficeReportsTh,
    ...backofficeSettingsTh,
    ...backofficeContentTh,
    ...backofficeGamesTh,
    ...backofficeRiskTh,
    ...backofficeProtectionTh,
    ...backofficeBankDevicesTh,
    ...backofficeBankOperationsTh,
    ...backofficeCashbackTh,
    ...backofficeBonusesTh,
    ...backofficeAffiliatesTh,
    ...backofficeRolesTh,
    ...backofficeDocumentsTh,
    ...backofficeLineTh,
    ...backofficeVipTh,
    ...backofficeWheelTh,
  },
  en: {
    ...backofficeEn,
    ...backofficeMoneyEn,
    ...backofficeMoneyListsEn,
    ...backofficeSlipsEn,
    ...backofficeMembersEn,
    ...backofficePlayerEn,
    ...backofficeReportsEn,
    ...backofficeSettingsEn,
    ...backofficeContentEn,
    ...backofficeGamesEn,
    ...backofficeRiskEn,
    ...backofficeProtectionEn,
    ...backofficeBankDevicesEn,
    ...backofficeBankOperationsEn,
    ...backofficeCashbackEn,
    ...backofficeBonusesEn,
    ...backofficeAffiliatesEn,
    ...backofficeRolesEn,
    ...backofficeDocumentsEn,
    ...backofficeLineEn,
    ...backofficeVipEn,
    ...backofficeWheelEn,
  },
} as const;

/** The console's languages: Thai (the default) and English. */
export const consoleLanguages = ['th', 'en'] as const;
export type ConsoleLanguage = (typeof consoleLanguages)[number];

const storageKey = 'chaba.backoffice.language';

function storedLanguage(): ConsoleLanguage {
  const stored = globalThis.localStorage?.getItem(storageKey);
  return stored === 'en' ? 'en' : 'th';
}

/** One i18next instance for the whole app; every catalog is bundled (they are small). */
export const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'th',
  resources: { th: { translation: catalogs.th }, en: { translation: catalogs.en } },
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = i18n.language;

export function currentLanguage(): ConsoleLanguage {
  return i18n.language === 'en' ? 'en' : 'th';
}

/** Switches the language of the console and of the API's messages; kept on this device. */
export function setLanguage(language: ConsoleLanguage): void {
  localStorage.setItem(storageKey, language);
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}
