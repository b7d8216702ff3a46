import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useListParams } from '../../lib/list-params';
import { useCan } from '../../lib/me';
import { Badge } from '../../ui/badge';
import { Money } from '../../ui/format';
import { ErrorState, LoadingState } from '../../ui/page';
import { StatusBadge } from '../../ui/status-badge';
import { Tabs } from '../../ui/tabs';
import { useMember, type MemberDetail } from './api';
import { MemberActions } from './member-actions';
import { ProtectionBadge } from './member-protection';
import { MemberRiskFlags } from './member-risk-flags';
import { MemberDocuments } from '../documents/member-documents';
import { MemberVipLevel } from '../vip/member-vip-level';
import { MemberTabContent, visibleMemberTabs, type MemberTab } from './member-tabs';

/** One member: who they are, their money and play, and what staff may do to the account. */
export function MemberPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const member = useMember(id);
  const list = useListParams({ tab: 'overview' });
  const tabs = visibleMemberTabs(useCan('members.history'));
  const tab = (tabs as readonly string[]).includes(list.filters.tab)
    ? (list.filters.tab as MemberTab)
    : tabs[0]!;
  if (member.isLoading) return <LoadingState />;
  if (!member.data) return <ErrorState error={member.error} onRetry={() => void member.refetch()} />;
  return (
    <>
      <Link to="/members" className="mb-2 inline-block text-xs text-zinc-500 hover:text-zinc-900">
        ‹ {t('members.title')}
      </Link>
      <MemberHeader member={member.data} />
      <MemberRiskFlags memberId={member.data.profile.id} />
      <MemberDocuments memberId={member.data.profile.id} />
      <MemberActions member={member.data} />
      <div className="mt-4">
        <Tabs
          label={t('members.title')}
          value={tab}
          onChange={(value) => list.setFilters({ tab: value })}
          options={tabs.map((value) => ({ value, label: t(`members.tabs.${value}`) }))}
        />
      </div>
      <div className="mt-3">
        <MemberTabContent tab={tab} member={member.data} />
      </div>
    </>
  );
}

function MemberHeader({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const { profile, balances } = member;
  const vip = member.vip_level;
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-4">
      <div className="min-w-0 flex-1">
        <h1
          className="flex flex-wrap items-center gap-2 text-lg font-semibold tracking-tight"
          data-testid="member-name"
        >
          {profile.name ?? profile.phone}
          <StatusBadge status={profile.locked ? 'locked' : 'active'} />
          {balances ? <ProtectionBadge memberId={profile.id} /> : null}
          {vip ? <MemberVipLevel level={vip} /> : null}
          {member.tags.map((tag) => (
            <Badge key={tag}>{tag}</Badge>
          ))}
        </h1>
        <p className="text-[13px] text-zinc-500">
          <span className="whitespace-nowrap">{profile.phone}</span> ·{' '}
          <span className="whitespace-nowrap">
            {t('members.customerId')} {profile.username ?? '-'}
          </span>{' '}
          · #{profile.id}
        </p>
        {profile.locked && profile.lock_reason ? (
          <p className="mt-1 text-xs text-red-700">
            {t('members.lockedBecause')} {profile.lock_reason}
          </p>
        ) : null}
      </div>
      {balances ? (
        <dl className="grid shrink-0 grid-cols-3 gap-4 rounded-lg border border-zinc-200 bg-white px-4 py-2.5 shadow-xs">
          <Balance label={t('members.wallet')} baht={balances.wallet} testId="member-wallet" />
          <Balance label={t('members.hold')} baht={balances.hold} />
          <Balance label={t('members.referralPending')} baht={balances.referral_pending} />
        </dl>
      ) : null}
    </header>
  );
}

function Balance({ label, baht, testId }: { label: string; baht: number; testId?: string }) {
  return (
    <div>
      <dt className="text-[11px] text-zinc-500">{label}</dt>
      <dd className="text-base font-semibold" data-testid={testId}>
        <Money baht={baht} />
      </dd>
    </div>
  );
}
