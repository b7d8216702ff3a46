import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { findBank } from '@chaba/contracts/banks';
import type { Profile } from '@chaba/contracts/profile';
import type { InformationTab } from '../../../lib/popup';
import { useSite } from '../../../lib/site';
import { BankLogo } from '../../../ui/bank-logo';
import { Button, buttonClass } from '../../../ui/button';
import { CopyButton } from '../../../ui/copy-button';
import { Dialog } from '../../../ui/dialog';
import { useFeedback } from '../../../ui/feedback';
import { ChatIcon, LogoutIcon, MegaphoneIcon, WarningIcon } from '../../../ui/icons';
import { ChangePasswordForm } from './change-password-form';
import { CreditRefreshButton } from './credit';
import { useInformationPopup } from './use-information-popup';

const tabKeys = ['info', 'history', 'activity', 'referral', 'protection'] as const;

/** What other features draw inside the popup; the shell passes them in. */
interface InformationPopupProps {
  /** Tab 1: the deposit/withdraw history (history feature). */
  renderHistory: (profile: Profile) => ReactNode;
  /** Tab 0's promotion and turnover block (promotions feature), given the credit refresh button. */
  renderPromotion: (profile: Profile, refreshButton: ReactNode) => ReactNode;
  /** Tab 2: the activities (activities feature). */
  renderActivity: (profile: Profile) => ReactNode;
  /** Tab 3: the referral programme (referral feature). */
  renderReferral: (profile: Profile) => ReactNode;
  /** Tab 4: the player-protection tools (responsible-gaming feature). */
  renderProtection: () => ReactNode;
  /** Tab 0's last rows: the member's settings of other features (push notifications). */
  renderSettings?: () => ReactNode;
}

/**
 * The information popup (spec §2.4, 450 px): four tabs and the play-control tab (issue 13), the news pane and a footer with the
 * contact link, logout and close. Opening it reloads the profile behind the loading overlay.
 * The tabs other features own are passed in by the shell.
 */
export function InformationPopup({
  renderHistory,
  renderPromotion,
  renderActivity,
  renderReferral,
  renderProtection,
  renderSettings,
}: InformationPopupProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const { profile, informationTab, selectTab, close, logOut } = useInformationPopup();

  return (
    <Dialog
      title={t('info.title')}
      onClose={close}
      size="information"
      testId="information-popup"
      footer={<InformationFooter onLogOut={logOut} onClose={close} />}
    >
      <InformationTabs baseId={baseId} selectedTab={informationTab} onSelect={selectTab} />
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${informationTab}`}>
        {profile ? (
          <>
            {informationTab === 0 ? (
              <InfoTab profile={profile} renderPromotion={renderPromotion} renderSettings={renderSettings} />
            ) : null}
            {informationTab === 1 ? renderHistory(profile) : null}
            {informationTab === 2 ? renderActivity(profile) : null}
            {informationTab === 3 ? renderReferral(profile) : null}
            {informationTab === 4 ? renderProtection() : null}
          </>
        ) : (
          <div className="space-y-2 py-4">
            <div className="h-4 w-2/3 animate-pulse rounded bg-ink-700" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-ink-700" />
          </div>
        )}
      </div>
      <NewsPane />
    </Dialog>
  );
}

function Row({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex items-center gap-3 border-b border-white/5 py-3 last:border-b-0">
      <div className="min-w-0 flex-1">
        <p className="text-xs text-ink-400">{label}</p>
        <div className="mt-0.5 text-[0.95rem] font-medium break-words text-white">{children}</div>
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}

function InfoTab({
  profile,
  renderPromotion,
  renderSettings,
}: {
  profile: Profile;
  renderPromotion: InformationPopupProps['renderPromotion'];
  renderSettings?: InformationPopupProps['renderSettings'];
}) {
  const { t } = useTranslation();
  const [changingPassword, setChangingPassword] = useState(false);

  return (
    <div>
      {renderPromotion(profile, <CreditRefreshButton className="bg-gold-400/10" />)}

      <Row label={t('info.phone')}>{profile.phone}</Row>
      <Row
        label={t('info.password')}
        action={
          <button
            type="button"
            className="text-sm font-semibold text-gold-300 hover:underline"
            aria-expanded={changingPassword}
            onClick={() => setChangingPassword((value) => !value)}
          >
            {t('info.changePassword')}
          </button>
        }
      >
        <span aria-label={t('info.passwordMasked')} className="tracking-[0.3em]">
          ••••••••
        </span>
      </Row>
      {changingPassword ? <ChangePasswordForm onCancel={() => setChangingPassword(false)} /> : null}
      <Row
        label={t('info.customerId')}
        action={
          profile.username ? (
            <CopyButton text={profile.username} label={`${t('common.copy')} ${t('info.customerId')}`} />
          ) : null
        }
      >
        {profile.username ? (
          <span data-testid="customer-id">{profile.username}</span>
        ) : (
          <span className="text-sm font-normal text-amber-200">{t('info.waitDeposit')}</span>
        )}
      </Row>

      <MemberBank profile={profile} />
      {renderSettings?.()}
    </div>
  );
}

/** The member's bank account, or the message to add one. */
function MemberBank({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const site = useSite();
  const { showMessage } = useFeedback();
  const bank = findBank(profile.bank);
  return (
    <div className="pt-3">
      <p className="mb-2 text-xs text-ink-400">{t('info.bankAccount')}</p>
      {profile.bank && profile.account_number ? (
        <div
          data-testid="member-bank"
          className="flex items-center gap-3 rounded-xl border border-white/5 bg-ink-800/70 p-3"
        >
          <BankLogo code={profile.bank} name={bank?.thai_name ?? profile.bank} size={44} />
          <div className="min-w-0 leading-snug">
            <p className="font-semibold text-white">{bank?.thai_name ?? profile.bank.toUpperCase()}</p>
            <p className="tabular-nums text-gold-200">{profile.account_number}</p>
            {profile.name ? <p className="text-sm text-ink-300">{profile.name}</p> : null}
          </div>
        </div>
      ) : (
        <div className="rounded-xl border border-amber-400/40 bg-amber-950/40 p-3">
          <p className="flex gap-2 text-sm text-amber-100">
            <WarningIcon size={18} className="shrink-0 text-amber-300" />
            {t('info.noBank')}
          </p>
          <Button
            size="sm"
            className="mt-3"
            onClick={() =>
              showMessage({
                title: t('info.addBankTitle'),
                body: t('info.addBankText'),
                action: site.line ? { label: t('info.contact'), href: site.line } : undefined,
              })
            }
          >
            {t('info.addBank')}
          </Button>
        </div>
      )}
    </div>
  );
}

function InformationTabs({
  baseId,
  selectedTab,
  onSelect,
}: {
  baseId: string;
  selectedTab: InformationTab;
  onSelect: (tab: InformationTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="tablist"
      aria-label={t('info.title')}
      // Each tab as wide as its label on one line, sharing what is left; on a phone too narrow for
      // the five labels the row wraps, so that every label is seen whole (a row that scrolled
      // sideways showed the last one cut, 'ควบคุ…', issue 24) and none is broken in two.
      className="mb-4 flex flex-wrap gap-1 rounded-xl bg-ink-950/70 p-1"
    >
      {tabKeys.map((key, index) => {
        const selected = selectedTab === index;
        return (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={selected}
            aria-controls={`${baseId}-panel`}
            onClick={() => onSelect(index as InformationTab)}
            className={`flex-auto shrink-0 rounded-lg px-1.5 py-2 text-[0.72rem] leading-tight font-semibold whitespace-nowrap transition sm:text-xs ${
              selected
                ? 'bg-gradient-to-b from-gold-300 to-gold-500 text-ink-950 shadow'
                : 'text-ink-300 hover:text-white'
            }`}
          >
            {key === 'protection' ? t('protection.tabShort') : t(`info.tabs.${key}`)}
          </button>
        );
      })}
    </div>
  );
}

/** The contact link, logout and close. */
function InformationFooter({ onLogOut, onClose }: { onLogOut: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <div className="flex items-center gap-2">
      <a
        href={site.line || undefined}
        target="_blank"
        rel="noreferrer"
        className={`${buttonClass('secondary', 'sm')} flex-1`}
      >
        <ChatIcon size={16} />
        {t('info.contact')}
      </a>
      <Button variant="ghost" size="sm" onClick={onLogOut}>
        <LogoutIcon size={16} />
        {t('nav.logout')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onClose}>
        {t('common.close')}
      </Button>
    </div>
  );
}

function NewsPane() {
  const { t } = useTranslation();
  return (
    <section
      className="mt-5 rounded-xl border border-white/5 bg-ink-950/50 px-4 py-3"
      aria-label={t('info.news')}
    >
      <h3 className="mb-1 flex items-center gap-2 text-sm font-semibold text-gold-200">
        <MegaphoneIcon size={16} /> {t('info.news')}
      </h3>
      <p className="text-sm text-ink-400">{t('info.noNews')}</p>
    </section>
  );
}
