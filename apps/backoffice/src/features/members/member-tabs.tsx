import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/me';
import { bankLabel, Copyable, DateTime, Money } from '../../ui/format';
import { Detail, EmptyState, Panel } from '../../ui/page';
import type { MemberDetail } from './api';
import { MemberBonuses } from './member-bonuses';
import { MemberOverview } from './member-overview';
import { MemberRounds } from './member-rounds';
import { LedgerList, LoginsList, RequestsList } from './member-lists';
import { MemberNotes } from './member-notes';
import { MemberProtection } from './member-protection';
import { MemberPushSubscriptions } from './member-push';
import { ReferralTree } from './referral-tree';
import { TagsEditor } from './tags-editor';
import { TurnoverBar } from './turnover-bar';

export const memberTabs = [
  'overview',
  'profile',
  'wallet',
  'bonuses',
  'ledger',
  'money',
  'rounds',
  'referral',
  'logins',
  'notes',
  'protection',
] as const;
export type MemberTab = (typeof memberTabs)[number];

/** The tabs of a member's money and activity history: only for staff with `members.history`. */
const historyTabs: readonly MemberTab[] = [
  'overview',
  'wallet',
  'bonuses',
  'ledger',
  'money',
  'rounds',
  'logins',
  'protection',
];

/** The tabs a staff member may open: a lookup (without the history) sees the profile, referrals and notes. */
export function visibleMemberTabs(canSeeHistory: boolean): readonly MemberTab[] {
  return canSeeHistory ? memberTabs : memberTabs.filter((tab) => !historyTabs.includes(tab));
}

export function MemberTabContent({ tab, member }: { tab: MemberTab; member: MemberDetail }) {
  const id = member.profile.id;
  switch (tab) {
    case 'overview':
      return <MemberOverview member={member} />;
    case 'profile':
      return <ProfileTab member={member} />;
    case 'wallet':
      return <WalletTab member={member} />;
    case 'bonuses':
      return <MemberBonuses member={member} />;
    case 'ledger':
      return <LedgerList memberId={id} />;
    case 'money':
      return <RequestsList memberId={id} />;
    case 'rounds':
      return <MemberRounds memberId={id} />;
    case 'referral':
      return <ReferralTree member={member} />;
    case 'logins':
      return <LoginsList memberId={id} />;
    case 'notes':
      return <MemberNotes memberId={id} />;
    case 'protection':
      return <MemberProtection member={member} />;
  }
}

function ProfileTab({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const canSeeHistory = useCan('members.history');
  const { profile } = member;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title={t('members.tabs.profile')}>
        <dl className="grid grid-cols-2 gap-4 p-4">
          <Detail label={t('members.phone')}>
            <Copyable value={profile.phone} />
          </Detail>
          <Detail label={t('members.customerId')}>{profile.username ?? '-'}</Detail>
          <Detail label={t('members.name')}>{profile.name ?? '-'}</Detail>
          <Detail label="LINE">{profile.line ?? '-'}</Detail>
          <Detail label={t('members.dateOfBirth')}>
            {profile.date_of_birth ? (
              <span className="tabular" data-testid="member-date-of-birth">
                {profile.date_of_birth.split('-').reverse().join('/')}{' '}
                <span className="text-zinc-500">({t('members.age', { age: profile.age })})</span>
              </span>
            ) : (
              '-'
            )}
          </Detail>
          <Detail label={t('members.bankAccount')}>
            {profile.account_number ? (
              <span>
                {bankLabel(profile.bank)} <Copyable value={profile.account_number} />
              </span>
            ) : (
              '-'
            )}
          </Detail>
          <Detail label={t('members.referralKey')}>{profile.referral_key}</Detail>
          <Detail label={t('members.affiliate')}>{profile.affiliate_key ?? '-'}</Detail>
          <Detail label={t('members.joined')}>
            <DateTime value={profile.created_at} />
          </Detail>
          <Detail label={t('members.activeSessions')}>{member.active_sessions}</Detail>
        </dl>
        <div className="border-t border-zinc-200 p-4">
          <TagsEditor memberId={profile.id} tags={member.tags} />
        </div>
      </Panel>
      <Panel title={t('members.bankHistory')}>
        {member.bank_history.length === 0 ? (
          <EmptyState>{t('members.noBankHistory')}</EmptyState>
        ) : (
          <ul className="divide-y divide-zinc-100">
            {member.bank_history.map((entry) => (
              <li key={entry.replaced_at} className="px-4 py-2.5">
                <div>
                  {bankLabel(entry.bank)} <span className="font-mono text-xs">{entry.account_number}</span> ·{' '}
                  {entry.name ?? '-'}
                </div>
                <div className="text-xs text-zinc-500">
                  {t('members.replacedBy', { username: entry.replaced_by?.username ?? '-' })} ·{' '}
                  <DateTime value={entry.replaced_at} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {canSeeHistory ? <MemberPushSubscriptions memberId={profile.id} /> : null}
    </div>
  );
}

function WalletTab({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const { balances, promotion } = member;
  if (!balances) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title={t('members.balances')}>
        <dl className="grid grid-cols-3 gap-4 p-4">
          <Detail label={t('members.wallet')}>
            <Money baht={balances.wallet} />
          </Detail>
          <Detail label={t('members.hold')}>
            <Money baht={balances.hold} />
          </Detail>
          <Detail label={t('members.referralPending')}>
            <Money baht={balances.referral_pending} />
          </Detail>
        </dl>
      </Panel>
      <Panel title={t('members.promotion')}>
        {promotion ? (
          <div className="space-y-3 p-4">
            <div className="font-medium">{promotion.name}</div>
            <TurnoverBar done={promotion.turnover_done} required={promotion.turnover_required} />
            <dl className="grid grid-cols-3 gap-4">
              <Detail label={t('members.bonus')}>
                <Money baht={promotion.bonus} />
              </Detail>
              <Detail label={t('members.turnoverDone')}>
                <Money baht={promotion.turnover_done} />
              </Detail>
              <Detail label={t('members.turnoverRemaining')}>
                <Money baht={promotion.turnover_remaining} />
              </Detail>
            </dl>
          </div>
        ) : (
          <EmptyState>{t('members.noPromotion')}</EmptyState>
        )}
      </Panel>
    </div>
  );
}
