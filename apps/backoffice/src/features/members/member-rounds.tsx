import {
  memberRoundDetailsResponse,
  memberRoundGamesResponse,
  memberRoundResponse,
  memberRoundsResponse,
  type MemberRoundsResponse,
} from '@chaba/contracts/backoffice-members';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi } from '../../lib/api';
import { useListParams } from '../../lib/list-params';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FilterSelect } from '../../ui/field';
import { DayRangeInputs, FilterButtons } from '../../ui/filter-parts';
import { DateTime, Money } from '../../ui/format';
import { EmptyState, ErrorState, LoadingState } from '../../ui/page';
import { memberPath } from './api';
import { MemberList, type Row } from './member-lists';

type Round = Row<MemberRoundsResponse>;
const noFilters = { from: '', to: '', game_code: '', studio_id: '', outcome: '' };
type RoundFilters = typeof noFilters;

/** The round's game as the catalogue names it, or its code when the catalogue does not know it. */
const gameName = (round: Round, english: boolean) =>
  round.game ? (english ? round.game.name_en : round.game.name_th) : (round.game_code ?? '-');

/**
 * The member's bet log (issue 30): each round with its game, studio, bet and win, filtered on the
 * server by days, game and studio (chosen among the games the member played, by their catalogue
 * names) and outcome, kept in the URL, paged by the server; a round's wallet calls open from its row.
 */
export function MemberRounds({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const list = useListParams({ tab: 'rounds', ...noFilters });
  const { tab: _, ...filters } = list.filters;
  const [open, setOpen] = useState<Round | null>(null);
  const columns = useRoundColumns(setOpen);
  return (
    <>
      <MemberList
        path={`${memberPath(memberId)}/rounds`}
        schema={memberRoundsResponse}
        columns={columns}
        query={filters}
        testId="rounds-table"
        toolbar={
          <RoundFilterBar memberId={memberId} filters={filters} onChange={(next) => list.setFilters(next)} />
        }
      />
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t('player.roundTitle', { round: open.round_id }) : ''}
        description={
          open ? `${gameName(open, english)}${open.game?.studio ? ` · ${open.game.studio}` : ''}` : undefined
        }
      >
        {open ? <RoundCalls memberId={memberId} round={open} /> : null}
      </Dialog>
    </>
  );
}

/** The bet log's columns; `onDetails` opens a round's calls. */
function useRoundColumns(onDetails: (round: Round) => void) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  return useMemo(
    () => [
      {
        id: 'game',
        header: t('members.game'),
        mobile: 'title' as const,
        cell: (round: Round) => (
          <span className="block min-w-0">
            <span className="font-medium">{gameName(round, english)}</span>
            {round.game?.studio ? <span className="text-zinc-500"> · {round.game.studio}</span> : null}
            <span className="block font-mono text-xs break-all text-zinc-500">
              {round.provider}/{round.game_code ?? '-'} · {t('members.roundId')} {round.round_id}
            </span>
          </span>
        ),
      },
      {
        id: 'bet',
        header: t('members.bet'),
        align: 'right' as const,
        cell: (round: Round) => <Money baht={round.bet} />,
      },
      {
        id: 'win',
        header: t('members.win'),
        align: 'right' as const,
        cell: (round: Round) => <Money baht={round.win} />,
      },
      {
        id: 'result',
        header: t('player.result'),
        align: 'right' as const,
        cell: (round: Round) => {
          const result = Math.round((round.win - round.bet) * 100) / 100;
          return (
            <Money
              baht={result}
              className={result > 0 ? 'text-emerald-700' : result < 0 ? 'text-red-700' : undefined}
            />
          );
        },
      },
      {
        id: 'rolled_back',
        header: t('members.rolledBack'),
        align: 'right' as const,
        cell: (round: Round) => <Money baht={round.rolled_back} />,
      },
      {
        id: 'started_at',
        header: t('audit.time'),
        cell: (round: Round) => <DateTime value={round.started_at} />,
      },
      {
        id: 'details',
        header: t('player.details'),
        cell: (round: Round) => (
          <Button size="sm" variant="ghost" onClick={() => onDetails(round)}>
            {t('player.details')}
          </Button>
        ),
      },
    ],
    [t, english, onDetails],
  );
}

/** The games the member has played and their studios, for the bet log's selects (the catalogue's names). */
function useRoundGames(memberId: number) {
  const path = `${memberPath(memberId)}/round-games`;
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => callApi(path, { schema: memberRoundGamesResponse, signal }),
    select: (answer) => answer.data,
    staleTime: 60_000,
  });
}

function RoundFilterBar({
  memberId,
  filters,
  onChange,
}: {
  memberId: number;
  filters: RoundFilters;
  onChange: (filters: RoundFilters) => void;
}) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const choices = useRoundGames(memberId).data;
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof RoundFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-2 gap-2 py-2 md:flex md:flex-wrap md:items-center"
      role="search"
      data-testid="rounds-filters"
    >
      <FilterSelect
        aria-label={t('player.filters.game')}
        value={draft.game_code}
        onChange={set('game_code')}
        className="col-span-2 md:w-60"
      >
        <option value="">{t('player.filters.anyGame')}</option>
        {choices?.games.map((game) => (
          <option key={game.code} value={game.code}>
            {(english ? game.name_en : game.name_th) ?? game.code}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        aria-label={t('player.filters.studio')}
        value={draft.studio_id}
        onChange={set('studio_id')}
        className="md:w-44"
      >
        <option value="">{t('player.filters.anyStudio')}</option>
        {choices?.studios.map((studio) => (
          <option key={studio.id} value={studio.id}>
            {studio.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        aria-label={t('player.filters.outcome')}
        value={draft.outcome}
        onChange={set('outcome')}
        className="md:w-40"
      >
        <option value="">{t('player.filters.anyOutcome')}</option>
        <option value="won">{t('player.filters.won')}</option>
        <option value="lost">{t('player.filters.lost')}</option>
      </FilterSelect>
      <DayRangeInputs
        from={draft.from}
        to={draft.to}
        onChange={(change) => setDraft({ ...draft, ...change })}
      />
      <FilterButtons
        onClear={() => {
          setDraft(noFilters);
          onChange(noFilters);
        }}
      />
    </form>
  );
}

/** A round's wallet calls from our records, and the aggregator's own page where it has one. */
function RoundCalls({ memberId, round }: { memberId: number; round: Round }) {
  const { t } = useTranslation();
  const path = `${memberPath(memberId)}/rounds/${round.id}`;
  const calls = useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => callApi(path, { schema: memberRoundResponse, signal }),
    select: (answer) => answer.data,
  });
  if (calls.isLoading) return <LoadingState />;
  if (!calls.data) return <ErrorState error={calls.error} onRetry={() => void calls.refetch()} />;
  return (
    <div className="space-y-3">
      {calls.data.length === 0 ? (
        <EmptyState>-</EmptyState>
      ) : (
        <ul className="divide-y divide-zinc-100 rounded-md border border-zinc-200" data-testid="round-calls">
          {calls.data.map((call) => (
            <li key={call.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 px-3 py-2">
              <span className="font-medium">
                {t(`player.calls.${call.kind}`)}{' '}
                <span className="text-xs font-normal text-zinc-500">
                  {t(`player.callStatus.${call.status}`)}
                </span>
              </span>
              <Money baht={call.amount} className="text-right font-medium" />
              <span className="font-mono text-xs break-all text-zinc-500">
                {call.transaction_id}
                {call.refusal_reason ? ` · ${call.refusal_reason}` : ''}
              </span>
              <span className="text-right text-xs text-zinc-500">
                {t('player.balanceAfter')} <Money baht={call.balance_after} />
              </span>
              <span className="col-span-2 text-xs text-zinc-500">
                <DateTime value={call.created_at} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {round.round_page ? <RoundDetailsButton memberId={memberId} roundId={round.id} /> : null}
    </div>
  );
}

/**
 * Opens the aggregator's page of a round (Hub88's game/round) in a new tab. The tab is opened on the
 * click, before the address is known, so that the browser does not take it for a pop-up.
 */
function RoundDetailsButton({ memberId, roundId }: { memberId: number; roundId: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    setError(null);
    setBusy(true);
    const tab = window.open('about:blank', '_blank');
    try {
      const { url } = await callApi(`${memberPath(memberId)}/rounds/${roundId}/details`, {
        schema: memberRoundDetailsResponse,
      });
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch (failure) {
      tab?.close();
      setError(failure instanceof ApiError ? failure.message : t('members.roundDetailsFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="block">
      <Button size="sm" variant="secondary" busy={busy} onClick={() => void open()}>
        {t('player.atAggregator')}
      </Button>
      {error ? (
        <span role="alert" className="block text-xs text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}
