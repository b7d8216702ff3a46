import { useTranslation } from '../../../lib/i18n';
import { SearchIcon } from '../../../ui/icons';
import { gameCategories, lobbyLists, type LobbyList, type LobbyStudio } from '../api/lobby-api';
import type { Lobby } from './use-lobby';

const chipClass = (selected: boolean) =>
  `inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300 ${
    selected
      ? 'border-gold-300 bg-gold-400/20 text-gold-100'
      : 'border-white/10 bg-ink-900/80 text-ink-300 hover:border-gold-300/40 hover:text-white'
  }`;

/** The category tabs: slots, live casino, table games, fish, lottery. */
export function CategoryTabs({ lobby, baseId }: { lobby: Lobby; baseId: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="tablist"
      aria-label={t('lobby.categoriesLabel')}
      className="grid grid-cols-5 gap-1 rounded-2xl border border-gold-400/15 bg-ink-900/80 p-1 md:w-[34rem] md:shrink-0"
    >
      {gameCategories.map((key, index) => {
        const selected = key === lobby.filters.category;
        return (
          <button
            key={key}
            ref={(element) => lobby.setTabRef(key, element)}
            type="button"
            role="tab"
            id={`${baseId}-tab-${key}`}
            data-testid={`lobby-tab-${key}`}
            aria-selected={selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => lobby.selectCategory(key)}
            onKeyDown={(event) => lobby.onTabKeyDown(event, index)}
            className={`flex items-center justify-center rounded-xl px-1 py-2 text-center text-[0.8rem] leading-tight font-semibold transition sm:text-sm ${
              selected
                ? 'bg-gradient-to-b from-gold-300 to-gold-500 text-ink-950 shadow'
                : 'text-ink-300 hover:bg-white/5 hover:text-white'
            }`}
          >
            {t(`lobby.categories.${key}`)}
          </button>
        );
      })}
    </div>
  );
}

/** The lists: all, popular, new, featured, the member's favourites and recently played. */
export function ListChips({ lobby }: { lobby: Lobby }) {
  const { t } = useTranslation();
  const choices: Array<LobbyList | null> = [null, ...lobbyLists];
  return (
    <div
      role="group"
      aria-label={t('lobby.listsLabel')}
      className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {choices.map((list) => (
        <button
          key={list ?? 'all'}
          type="button"
          data-testid={`lobby-list-${list ?? 'all'}`}
          aria-pressed={lobby.filters.list === list}
          onClick={() => lobby.selectList(list)}
          className={chipClass(lobby.filters.list === list)}
        >
          {t(`lobby.lists.${list ?? 'all'}`)}
        </button>
      ))}
    </div>
  );
}

/** The studios with their logos: one scrolling row on a phone, wrapped on wider screens. */
export function StudioFilter({ lobby, studios }: { lobby: Lobby; studios: LobbyStudio[] }) {
  const { t } = useTranslation();
  if (studios.length === 0) return null;
  const selected = lobby.filters.studio;
  return (
    <div
      role="group"
      aria-label={t('lobby.studiosLabel')}
      data-testid="studio-filter"
      className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none] sm:mx-0 sm:px-0 lg:max-h-[5.5rem] lg:flex-wrap lg:overflow-y-auto"
    >
      <button
        type="button"
        aria-pressed={selected === null}
        onClick={() => lobby.selectStudio(null)}
        className={chipClass(selected === null)}
      >
        {t('lobby.allStudios')}
      </button>
      {studios.map((studio) => (
        <button
          key={studio.id}
          type="button"
          data-testid="studio-chip"
          aria-pressed={selected === studio.id}
          onClick={() => lobby.selectStudio(selected === studio.id ? null : studio.id)}
          className={chipClass(selected === studio.id)}
        >
          {studio.logo ? (
            <img
              src={studio.logo}
              alt=""
              width={20}
              height={20}
              loading="lazy"
              decoding="async"
              className="h-5 w-5 rounded-full object-cover"
            />
          ) : null}
          {studio.name}
        </button>
      ))}
    </div>
  );
}

export function SearchBox({ id, lobby }: { id: string; lobby: Lobby }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 md:mt-0 md:ml-auto md:w-72 md:min-w-0">
      <label htmlFor={id} className="sr-only">
        {t('lobby.searchLabel')}
      </label>
      <div className="relative">
        <SearchIcon
          size={18}
          className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-ink-400"
        />
        <input
          id={id}
          data-testid="lobby-search"
          type="search"
          value={lobby.search}
          maxLength={64}
          onChange={(event) => lobby.setSearch(event.target.value)}
          placeholder={t('lobby.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 w-full rounded-xl border border-white/10 bg-ink-900 pr-3 pl-10 text-[0.95rem] text-white placeholder:text-ink-500 focus:border-gold-300/70 focus:outline-none"
        />
      </div>
    </div>
  );
}
