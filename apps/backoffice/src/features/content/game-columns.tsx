import type { StaffCatalogueGame } from '@chaba/contracts/backoffice-games';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import type { Column } from '../../ui/data-table';
import { FilterInput } from '../../ui/field';
import type { GameSwitches } from './games-api';

/** A game's name in the console's language (the catalogue has Thai and English for every game). */
export function useGameName() {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  return useCallback(
    (game: Pick<StaffCatalogueGame, 'name_th' | 'name_en'>) => (english ? game.name_en : game.name_th),
    [english],
  );
}

/** The catalogue table's columns: the tick of a bulk change, what the aggregator says, the operator's switches. */
export function useGameColumns({
  rows,
  selected,
  onSelect,
  onSwitch,
  onEdit,
}: {
  rows: StaffCatalogueGame[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  onSwitch: (game: StaffCatalogueGame, switches: GameSwitches) => void;
  onEdit: (game: StaffCatalogueGame) => void;
}): Column<StaffCatalogueGame>[] {
  const { t } = useTranslation();
  const nameOf = useGameName();
  const allOnPage = rows.length > 0 && rows.every((game) => selected.has(game.id));
  return useMemo(
    () => [
      {
        id: 'select',
        header: (
          <input
            type="checkbox"
            className="size-4 rounded border-zinc-300 align-middle"
            aria-label={t('catalogue.selectAll')}
            checked={allOnPage}
            onChange={(event) =>
              onSelect(
                rows.map((game) => game.id),
                event.target.checked,
              )
            }
          />
        ),
        mobile: 'hidden',
        className: 'w-8',
        cell: (game) => (
          <input
            type="checkbox"
            className="size-4 rounded border-zinc-300"
            aria-label={t('catalogue.selectGame', { name: nameOf(game) })}
            checked={selected.has(game.id)}
            onChange={(event) => onSelect([game.id], event.target.checked)}
          />
        ),
      },
      {
        id: 'game',
        header: t('catalogue.columns.game'),
        mobile: 'title',
        cell: (game) => <GameCell game={game} name={nameOf(game)} />,
      },
      {
        id: 'studio',
        header: `${t('catalogue.columns.studio')} · ${t('catalogue.columns.category')}`,
        cell: (game) => (
          <span className="block text-[13px]">
            {game.studio?.name ?? '-'}
            {game.studio && !game.studio.active ? (
              <span className="block text-[11px] text-red-600">{t('catalogue.studioOff')}</span>
            ) : null}
            <span className="block text-xs text-zinc-500">
              {t(`content.game.categories.${game.category}`)}
            </span>
          </span>
        ),
      },
      {
        id: 'rtp',
        header: `${t('catalogue.columns.rtp')} · ${t('catalogue.columns.volatility')}`,
        cell: (game) => (
          <span className="block text-[13px] whitespace-nowrap tabular">
            {game.rtp === null ? '-' : `${game.rtp.toFixed(2)}%`}
            <span className="block text-xs text-zinc-500">{game.volatility ?? '-'}</span>
          </span>
        ),
      },
      {
        id: 'platforms',
        header: t('catalogue.columns.platforms'),
        cell: (game) => <Platforms game={game} />,
      },
      {
        id: 'popularity',
        header: t('catalogue.columns.popularity'),
        align: 'right',
        cell: (game) => game.popularity.toLocaleString('en-US'),
      },
      {
        id: 'order',
        header: t('catalogue.columns.order'),
        className: 'w-24',
        cell: (game) => (
          <OrderInput
            key={`${game.id}-${game.sort_order}`}
            value={game.sort_order}
            label={t('catalogue.orderOf', { name: nameOf(game) })}
            onCommit={(sortOrder) => onSwitch(game, { sort_order: sortOrder })}
          />
        ),
      },
      {
        id: 'actions',
        header: t('catalogue.columns.actions'),
        mobile: 'actions',
        cell: (game) => (
          <div className="flex flex-wrap gap-1.5 md:flex-nowrap">
            <Button
              size="sm"
              variant={game.active ? 'secondary' : 'success'}
              onClick={() => onSwitch(game, { active: !game.active })}
              aria-label={`${game.active ? t('catalogue.switchOff') : t('catalogue.switchOn')} ${nameOf(game)}`}
            >
              {game.active ? t('catalogue.switchOff') : t('catalogue.switchOn')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-pressed={game.featured}
              onClick={() => onSwitch(game, { featured: !game.featured })}
              aria-label={`${game.featured ? t('catalogue.unfeature') : t('catalogue.feature')} ${nameOf(game)}`}
              title={game.featured ? t('catalogue.unfeature') : t('catalogue.feature')}
            >
              <span
                aria-hidden="true"
                className={`text-base ${game.featured ? 'text-amber-500' : 'text-zinc-300'}`}
              >
                ★
              </span>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onEdit(game)}>
              {t('catalogue.edit')}
            </Button>
          </div>
        ),
      },
    ],
    [t, nameOf, rows, selected, allOnPage, onSelect, onSwitch, onEdit],
  );
}

function GameCell({ game, name }: { game: StaffCatalogueGame; name: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      {game.image_url ? (
        <img src={game.image_url} alt="" className="size-9 shrink-0 rounded object-cover" loading="lazy" />
      ) : (
        <span className="size-9 shrink-0 rounded bg-zinc-100" aria-hidden="true" />
      )}
      <div className="min-w-0">
        <p className="truncate text-[13px] font-medium text-zinc-900">{name}</p>
        <p className="truncate font-mono text-[11px] text-zinc-500">
          {game.provider}/{game.code}
        </p>
        <div className="mt-0.5 flex flex-wrap gap-1">
          <Badge tone={game.active ? 'success' : 'neutral'}>
            {game.active ? t('catalogue.on') : t('catalogue.off')}
          </Badge>
          {game.featured ? <Badge tone="warning">{t('catalogue.featuredMark')}</Badge> : null}
          {game.available ? null : <Badge tone="danger">{t('catalogue.withdrawn')}</Badge>}
        </div>
      </div>
    </div>
  );
}

function Platforms({ game }: { game: StaffCatalogueGame }) {
  const { t } = useTranslation();
  const parts = [
    game.mobile ? t('catalogue.mobile') : null,
    game.desktop ? t('catalogue.desktop') : null,
    game.demo ? t('catalogue.demo') : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return <span className="text-xs text-zinc-400">-</span>;
  return (
    <ul className="text-xs whitespace-nowrap text-zinc-600">
      {parts.map((part) => (
        <li key={part}>{part}</li>
      ))}
    </ul>
  );
}

/** A place in the lobby (a game's, a studio's): saved when the field is left or Enter is pressed, if it changed. */
export function OrderInput({
  value,
  label,
  onCommit,
}: {
  value: number;
  label: string;
  onCommit: (value: number) => void;
}) {
  const [draft, setDraft] = useState(String(value));
  const commit = () => {
    const next = Number(draft);
    if (draft.trim() !== '' && Number.isInteger(next) && next >= 0 && next <= 1_000_000 && next !== value) {
      onCommit(next);
    } else {
      setDraft(String(value));
    }
  };
  return (
    <div className="w-20">
      <FilterInput
        type="number"
        inputMode="numeric"
        min={0}
        aria-label={label}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
        className="h-7 px-2 text-right tabular"
      />
    </div>
  );
}
