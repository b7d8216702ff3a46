import { useTranslation } from 'react-i18next';
import { useListParams } from '../../lib/list-params';
import { ErrorState, LoadingState, PageHeader } from '../../ui/page';
import { Tabs } from '../../ui/tabs';
import { useSettings, type Settings } from './api';
import { BankAccountsPanel } from './bank-accounts-panel';
import { MaintenancePanel } from './maintenance-panel';
import { PaymentGatewayPanel } from './payment-gateway-panel';
import { PromptPayForm } from './promptpay-form';
import { SiteInfoForm } from './site-info-form';
import { WithdrawalsPanel } from './withdrawals-panel';

const settingsTabs = ['site', 'accounts', 'gateway', 'withdrawals', 'maintenance'] as const;
type SettingsTab = (typeof settingsTabs)[number];

/**
 * The settings desk (owner, admin): what the member site shows and how members pay, and maintenance
 * mode. Each tab saves on its own; every change is audited by the server and the member site reads it
 * on its next call.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const list = useListParams({ tab: 'site' });
  const tab = (settingsTabs as readonly string[]).includes(list.filters.tab)
    ? (list.filters.tab as SettingsTab)
    : 'site';
  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <Tabs
        label={t('settings.title')}
        value={tab}
        onChange={(value) => list.setFilters({ tab: value })}
        options={settingsTabs.map((value) => ({ value, label: t(`settings.tabs.${value}`) }))}
      />
      <div className="mt-4">
        {settings.isLoading ? (
          <LoadingState />
        ) : settings.data ? (
          <SettingsTabContent tab={tab} settings={settings.data.data} />
        ) : (
          <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
        )}
      </div>
    </>
  );
}

function SettingsTabContent({ tab, settings }: { tab: SettingsTab; settings: Settings }) {
  switch (tab) {
    case 'site':
      return <SiteInfoForm site={settings.site} />;
    case 'accounts':
      return (
        <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <BankAccountsPanel accounts={settings.bank_accounts} />
          <PromptPayForm promptpay={settings.promptpay} accounts={settings.bank_accounts} />
        </div>
      );
    case 'gateway':
      return <PaymentGatewayPanel mode={settings.payment_gateway.mode} />;
    case 'withdrawals':
      return <WithdrawalsPanel />;
    case 'maintenance':
      return <MaintenancePanel maintenance={settings.maintenance} />;
  }
}
