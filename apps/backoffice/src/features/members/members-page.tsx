import {
  memberSearchKinds,
  memberSearchResponse,
  type MemberSearchResponse,
} from '@chaba/contracts/backoffice-members';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCursorList } from '../../lib/cursor-list';
import { useListParams } from '../../lib/list-params';
import { Button } from '../../ui/button';
import { MemberLink } from '../../ui/member-link';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { bankLabel, DateTime } from '../../ui/format';
import { FilterInput, FilterSelect } from '../../ui/field';
import { Icon } from '../../ui/icon';
import { PageHeader, Panel } from '../../ui/page';
import { StatusBadge } from '../../ui/status-badge';

type MemberSummary = MemberSearchResponse['data'][number];

/** Finds members by phone, customer id, name, bank account or referral key; the newest without a search. */
export function MembersPage() {
  const { t } = useTranslation();
  const list = useListParams({ q: '', kind: 'auto' });
  const members = useCursorList('/api/backoffice/members', memberSearchResponse, {
    query: { q: list.filters.q || undefined, kind: list.filters.kind },
    pageSize: 20,
  });
  const columns = useMemberColumns();
  return (
    <>
      <PageHeader title={t('members.title')} subtitle={t('members.subtitle')} />
      <MemberSearchForm
        q={list.filters.q}
        kind={list.filters.kind}
        onSearch={(q, kind) => list.setFilters({ q, kind })}
      />
      <Panel className="mt-3 overflow-hidden">
        <DataTable
          testId="members-table"
          columns={columns}
          rows={members.rows}
          rowKey={(member) => member.id}
          page={members.page}
          onPageChange={members.onPageChange}
          {...queryStatus(members.result)}
          empty={list.filters.q ? t('members.noMatch', { q: list.filters.q }) : undefined}
        />
      </Panel>
    </>
  );
}

function MemberSearchForm({
  q,
  kind,
  onSearch,
}: {
  q: string;
  kind: string;
  onSearch: (q: string, kind: string) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ q, kind });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.q.trim(), draft.kind);
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap gap-2">
      <div className="relative min-w-0 flex-1 basis-64">
        <Icon name="search" className="pointer-events-none absolute top-2.5 left-3 size-4 text-zinc-400" />
        <FilterInput
          type="search"
          aria-label={t('members.search')}
          placeholder={t('members.searchPlaceholder')}
          value={draft.q}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          className="pl-9"
        />
      </div>
      <div className="flex w-full gap-2 sm:w-auto">
        <FilterSelect
          className="min-w-0 flex-1 sm:w-48 sm:flex-none"
          aria-label={t('members.searchBy')}
          value={draft.kind}
          onChange={(event) => setDraft({ ...draft, kind: event.target.value })}
        >
          {memberSearchKinds.map((value) => (
            <option key={value} value={value}>
              {t(`members.kinds.${value}`)}
            </option>
          ))}
        </FilterSelect>
        <Button type="submit" variant="primary">
          {t('common.search')}
        </Button>
      </div>
    </form>
  );
}

function useMemberColumns(): Column<MemberSummary>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'member',
        header: t('members.member'),
        mobile: 'title',
        cell: (member) => (
          <MemberLink id={member.id} name={member.name} phone={member.phone} detail={member.phone} />
        ),
      },
      {
        id: 'username',
        header: t('members.customerId'),
        cell: (member) => <span className="font-mono text-xs">{member.username ?? '-'}</span>,
      },
      {
        id: 'bank',
        header: t('members.bankAccount'),
        cell: (member) =>
          member.account_number ? (
            <span className="text-xs">
              <span className="font-medium text-zinc-600">{bankLabel(member.bank)}</span>{' '}
              <span className="font-mono">{member.account_number}</span>
            </span>
          ) : (
            '-'
          ),
      },
      {
        id: 'referral_key',
        header: t('members.referralKey'),
        cell: (member) => <span className="font-mono text-xs">{member.referral_key}</span>,
      },
      {
        id: 'status',
        header: t('withdrawals.status'),
        cell: (member) => <StatusBadge status={member.locked ? 'locked' : 'active'} />,
      },
      {
        id: 'created_at',
        header: t('members.joined'),
        cell: (member) => <DateTime value={member.created_at} />,
      },
    ],
    [t],
  );
}
