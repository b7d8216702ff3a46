import type { Ref } from 'react';
import { Icon, PlayIcon, type IconProps } from '../../../ui/icons';
import type { LobbyGame } from '../api/lobby-api';
import { GameArt } from './game-art';

interface GameTileProps {
  game: LobbyGame;
  /** The call to action shown over the art on hover and under the name ('เข้าเล่น', 'ทดลองเล่น'). */
  actionLabel: string;
  /** A small label in the corner, e.g. the category on the trial page. */
  badge?: string;
  selected?: boolean;
  /** Art on the first screen loads at once (it is the page's largest paint); the rest when near. */
  eager?: boolean;
  onSelect: (game: LobbyGame) => void;
  ref?: Ref<HTMLButtonElement>;
  /** The heart over the art (the lobby; not trial play): whether it is on, what a tap does, its label. */
  favourite?: { on: boolean; label: string; onToggle: (game: LobbyGame) => void };
}

/** Drawn here rather than in ui/icons: only the lobby's route chunk carries it (decision 56). */
const HeartIcon = ({ filled, ...props }: IconProps & { filled: boolean }) => (
  <Icon {...props} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
  </Icon>
);

/** The game's tile with, for the lobby, the heart beside it (a button of its own: no button in a button). */
export function GameTile(props: GameTileProps) {
  const { favourite, game } = props;
  if (!favourite) return <GameTileButton {...props} />;
  return (
    <div className="relative">
      <GameTileButton {...props} />
      <button
        type="button"
        data-testid="favourite"
        aria-pressed={favourite.on}
        aria-label={favourite.label}
        onClick={() => favourite.onToggle(game)}
        className={`absolute top-2 right-2 flex h-9 w-9 items-center justify-center rounded-full bg-black/60 transition hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-gold-300 ${
          favourite.on ? 'text-rose-400' : 'text-white/85'
        }`}
      >
        <HeartIcon size={20} filled={favourite.on} />
      </button>
    </div>
  );
}

/** A game in the lobby grid: our own art, its name, and a play call to action. */
function GameTileButton({
  game,
  actionLabel,
  badge,
  selected = false,
  eager = false,
  onSelect,
  ref,
}: GameTileProps) {
  const studio = game.studio?.name;
  return (
    <button
      ref={ref}
      type="button"
      data-testid="game-tile"
      data-game-code={game.code}
      aria-current={selected || undefined}
      onClick={() => onSelect(game)}
      className={`group block w-full rounded-2xl p-1 text-left transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300 ${
        selected ? 'bg-gold-400/15 ring-2 ring-gold-300' : ''
      }`}
    >
      <span className="relative block aspect-square overflow-hidden rounded-xl bg-ink-800 shadow-lg ring-1 ring-white/10 transition group-hover:-translate-y-0.5 group-hover:ring-gold-300/60">
        <GameArt src={game.image} eager={eager} className="transition duration-300 group-hover:scale-105" />
        {badge ? (
          <span className="absolute top-1.5 left-1.5 rounded-full bg-black/70 px-2 py-0.5 text-[0.65rem] font-semibold text-gold-100">
            {badge}
          </span>
        ) : null}
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center bg-black/45 opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100"
        >
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-gradient-to-b from-gold-300 to-gold-600 text-ink-950 shadow-[0_0_24px_rgba(245,180,40,0.55)]">
            <PlayIcon size={24} />
          </span>
        </span>
      </span>
      {/* The studio above the name, so that a tile's accessible name still ends "<name> <play>". */}
      {studio ? (
        <span className="mt-1.5 block truncate px-0.5 text-[0.7rem] text-ink-400">{studio}</span>
      ) : null}
      <span
        className={`${studio ? '' : 'mt-2 '}line-clamp-2 px-0.5 text-sm leading-snug font-semibold text-balance text-white`}
      >
        {game.name}
      </span>
      <span className="block px-0.5 text-xs text-gold-300/90">{actionLabel}</span>
    </button>
  );
}
