import { formatBaht, formatDateTime } from '@chaba/i18n/format';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/forms';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FilterInput, FormError } from '../../ui/field';
import { bankLabel, Money } from '../../ui/format';
import { EmptyState, LoadingState } from '../../ui/page';
import { toast } from '../../ui/toast';
import { useCandidates, useMatchStatementLine, type Candidate, type StatementLine } from './api';

/** The match dialog's state: the search, the chosen member, the amount's acceptance, the call. */
function useMatchDialog(line: StatementLine | null, onClose: () => void) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<Candidate | null>(null);
  const [acceptAmount, setAcceptAmount] = useState(false);
  const [error, setError] = useState<string>();
  const candidates = useCandidates(line?.id, q);
  const match = useMatchStatementLine();
  const close = () => {
    setSearch('');
    setQ('');
    setChosen(null);
    setAcceptAmount(false);
    setError(undefined);
    onClose();
  };
  const differs =
    chosen?.pending_deposit != null && line !== null && chosen.pending_deposit.amount !== line.amount;
  const confirm = async () => {
    if (!line || !chosen) return;
    setError(undefined);
    const target = chosen.pending_deposit
      ? {
          request_id: chosen.pending_deposit.request_id,
          ...(differs && acceptAmount ? { accept_amount: true } : {}),
        }
      : { member_phone: chosen.phone };
    try {
      const matched = await match.mutateAsync({ lineId: line.id, target });
      toast(t('deposits.matched', { amount: formatBaht(matched.data.amount), id: matched.data.request_id }));
      close();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setChosen(null);
    setQ(search.trim());
  };
  return {
    search,
    setSearch,
    q,
    chosen,
    setChosen,
    acceptAmount,
    setAcceptAmount,
    error,
    candidates,
    match,
    close,
    differs,
    confirm,
    submitSearch,
  };
}

/**
 * Staff credit an unmatched transfer to the right member: the server suggests members (a pending
 * deposit of that amount shortly before, an account ending like the sender's, a name like it), staff
 * may search for another, pick one and confirm. A member's pending deposit is completed; a member
 * without one gets a deposit for the transfer.
 */
export function MatchDialog({ line, onClose }: { line: StatementLine | null; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useMatchDialog(line, onClose);
  return (
    <Dialog
      open={line !== null}
      onClose={dialog.close}
      title={t('deposits.matchTitle')}
      description={
        line
          ? t('deposits.matchText', {
              amount: formatBaht(line.amount),
              time: formatDateTime(line.occurred_at),
              sender: [line.from_name, line.from_bank, line.from_account].filter(Boolean).join(' ') || '-',
            })
          : null
      }
    >
      <CandidateSearch value={dialog.search} onChange={dialog.setSearch} onSubmit={dialog.submitSearch} />
      <p className="mt-3 mb-1 text-[11px] font-medium tracking-wide text-zinc-500 uppercase">
        {dialog.q ? t('deposits.searchResults') : t('deposits.suggestions')}
      </p>
      <CandidateList
        candidates={dialog.candidates.data?.data}
        loading={dialog.candidates.isLoading}
        chosen={dialog.chosen}
        onChoose={dialog.setChosen}
      />
      {dialog.differs ? (
        <label className="mt-3 flex items-start gap-2 text-[13px] text-amber-800">
          <input
            type="checkbox"
            checked={dialog.acceptAmount}
            onChange={(event) => dialog.setAcceptAmount(event.target.checked)}
            className="mt-0.5 size-4"
          />
          {t('deposits.acceptAmount')}
        </label>
      ) : null}
      <div className="mt-3">
        <FormError
          message={dialog.error ?? (dialog.candidates.error ? messageOf(dialog.candidates.error) : undefined)}
        />
      </div>
      <DialogActions>
        <Button onClick={dialog.close}>{t('common.cancel')}</Button>
        <Button
          variant="accent"
          disabled={!dialog.chosen || (dialog.differs && !dialog.acceptAmount)}
          busy={dialog.match.isPending}
          onClick={() => void dialog.confirm()}
        >
          {t('deposits.matchSubmit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CandidateList({
  candidates,
  loading,
  chosen,
  onChoose,
}: {
  candidates: Candidate[] | undefined;
  loading: boolean;
  chosen: Candidate | null;
  onChoose: (candidate: Candidate) => void;
}) {
  const { t } = useTranslation();
  if (loading) return <LoadingState />;
  if (!candidates?.length) return <EmptyState>{t('deposits.noCandidates')}</EmptyState>;
  return (
    <ul
      className="max-h-72 divide-y divide-zinc-100 overflow-y-auto rounded-md ring-1 ring-zinc-200"
      data-testid="match-candidates"
    >
      {candidates.map((candidate) => (
        <li key={candidate.member_id}>
          <label
            className={`flex cursor-pointer items-start gap-3 px-3 py-2.5 ${chosen?.member_id === candidate.member_id ? 'bg-accent-50' : 'hover:bg-zinc-50'}`}
          >
            <input
              type="radio"
              name="candidate"
              className="mt-1"
              checked={chosen?.member_id === candidate.member_id}
              onChange={() => onChoose(candidate)}
            />
            <span className="min-w-0 flex-1">
              <span className="block font-medium">
                {candidate.name ?? candidate.phone}{' '}
                <span className="font-normal text-zinc-500">{candidate.phone}</span>
              </span>
              <span className="block text-xs text-zinc-500">
                {bankLabel(candidate.bank)} {candidate.account_number ?? '-'}
                {candidate.pending_deposit ? (
                  <>
                    {' · '}
                    {t('deposits.pendingDeposit', { id: candidate.pending_deposit.request_id })}{' '}
                    <Money baht={candidate.pending_deposit.amount} />
                  </>
                ) : null}
              </span>
              <span className="mt-1 flex flex-wrap gap-1">
                {candidate.reasons.map((reason) => (
                  <Badge key={reason} tone={reason === 'search' ? 'neutral' : 'success'}>
                    {t(`deposits.candidateReasons.${reason}`)}
                  </Badge>
                ))}
              </span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

function CandidateSearch({
  value,
  onChange,
  onSubmit,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const { t } = useTranslation();
  return (
    <form role="search" onSubmit={onSubmit} className="flex gap-2">
      <FilterInput
        type="search"
        aria-label={t('deposits.findMember')}
        placeholder={t('deposits.findMemberHint')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="flex-1"
      />
      <Button type="submit">{t('common.search')}</Button>
    </form>
  );
}
