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
  return useMemo(
    () => [
      selectColumn({
        label: t('catalogue.selectAll'),
        labelOf: (game) => t('catalogue.selectGame', { name: nameOf(game) }),
        rows,
        selected,
        onSelect,
      }),
      {
        id: 'game',
        header: t('catalogue.columns.game'),
        mobile: 'title',
        cell: (game) => <GameCell game={game} name={nameOf(game)} />,
      },
      {
        id: 'studio',
        header: `${t('catalogue.columns.studio')} · ${t('catalogue.columns.category')}`,
        cell: (game) => <StudioCell game={game} />,
      },
      {
        id: 'rtp',
        header: `${t('catalogue.columns.rtp')} · ${t('catalogue.columns.volatility')}`,
        cell: (game) => <RtpCell game={game} />,
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
        cell: (game) => <GameActions game={game} name={nameOf(game)} onSwitch={onSwitch} onEdit={onEdit} />,
      },
    ],
    [t, nameOf, rows, selected, onSelect, onSwitch, onEdit],
  );
}

/** The tick of a row for a bulk change, and in the header the tick of the whole page. */
function selectColumn({
  label,
  labelOf,
  rows,
  selected,
  onSelect,
}: {
  label: string;
  labelOf: (game: StaffCatalogueGame) => string;
  rows: StaffCatalogueGame[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
}): Column<StaffCatalogueGame> {
  const allOnPage = rows.length > 0 && rows.every((game) => selected.has(game.id));
  return {
    id: 'select',
    header: (
      <Tick
        label={label}
        checked={allOnPage}
        onChange={(on) =>
          onSelect(
            rows.map((game) => game.id),
            on,
          )
        }
      />
    ),
    mobile: 'hidden',
    className: 'w-8',
    cell: (game) => (
      <Tick
        label={labelOf(game)}
        checked={selected.has(game.id)}
        onChange={(on) => onSelect([game.id], on)}
      />
    ),
  };
}

function RtpCell({ game }: { game: StaffCatalogueGame }) {
  return (
    <span className="block text-[13px] whitespace-nowrap tabular">
      {game.rtp === null ? '-' : `${game.rtp.toFixed(2)}%`}
      <span className="block text-xs text-zinc-500">{game.volatility ?? '-'}</span>
    </span>
  );
}

function Tick({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className="size-4 rounded border-zinc-300 align-middle"
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

function StudioCell({ game }: { game: StaffCatalogueGame }) {
  const { t } = useTranslation();
  return (
    <span className="block text-[13px]">
      {game.studio?.name ?? '-'}
      {game.studio && !game.studio.active ? (
        <span className="block text-[11px] text-red-600">{t('catalogue.studioOff')}</span>
      ) : null}
      <span className="block text-xs text-zinc-500">{t(`content.game.categories.${game.category}`)}</span>
    </span>
  );
}

/** A row's switches: on or off, the featured star, the full edit. */
function GameActions({
  game,
  name,
  onSwitch,
  onEdit,
}: {
  game: StaffCatalogueGame;
  name: string;
  onSwitch: (game: StaffCatalogueGame, switches: GameSwitches) => void;
  onEdit: (game: StaffCatalogueGame) => void;
}) {
  const { t } = useTranslation();
  const featureText = game.featured ? t('catalogue.unfeature') : t('catalogue.feature');
  return (
    <div className="flex flex-wrap gap-1.5 md:flex-nowrap">
      <OnOffButton
        active={game.active}
        name={name}
        texts={[t('catalogue.switchOn'), t('catalogue.switchOff')]}
        onClick={() => onSwitch(game, { active: !game.active })}
      />
      <Button
        size="sm"
        variant="ghost"
        aria-pressed={game.featured}
        onClick={() => onSwitch(game, { featured: !game.featured })}
        aria-label={`${featureText} ${name}`}
        title={featureText}
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
  );
}

/** Switches a game or a studio on or off; its name is in the button's accessible name. */
export function OnOffButton({
  active,
  name,
  texts: [switchOn, switchOff],
  onClick,
}: {
  active: boolean;
  name: string;
  texts: [switchOn: string, switchOff: string];
  onClick: () => void;
}) {
  const text = active ? switchOff : switchOn;
  return (
    <Button
      size="sm"
      variant={active ? 'secondary' : 'success'}
      onClick={onClick}
      aria-label={`${text} ${name}`}
    >
      {text}
    </Button>
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
