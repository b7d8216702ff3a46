import { gameCatalogueOrders } from '@chaba/contracts/backoffice-games';
import { gameCategories } from '@chaba/contracts/games';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterInput, FilterSelect } from '../../ui/field';
import { FilterButtons } from '../../ui/filter-parts';
import { noGameFilters, type GameFilters } from './games-api';

/** The catalogue's search and filters: applied together with the search button (or Enter), kept in the URL. */
export function GameFilterBar({
  filters,
  providers,
  studios,
  onChange,
}: {
  filters: GameFilters;
  providers: string[];
  studios: { id: number; name: string; provider: string }[];
  onChange: (filters: GameFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof GameFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  const choice = (key: keyof GameFilters, label: string, options: [string, string][]) => (
    <FilterSelect aria-label={label} value={draft[key]} onChange={set(key)} className="min-w-0 md:w-44">
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </FilterSelect>
  );
  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-2 gap-2 md:flex md:flex-wrap md:items-center"
      role="search"
    >
      <FilterInput
        type="search"
        aria-label={t('catalogue.search')}
        placeholder={t('catalogue.search')}
        value={draft.q}
        onChange={set('q')}
        className="col-span-2 md:w-64"
      />
      {choice('provider', t('content.game.provider'), [
        ['', t('catalogue.allProviders')],
        ...providers.map((provider): [string, string] => [provider, provider]),
      ])}
      {choice('studio_id', t('catalogue.columns.studio'), [
        ['', t('catalogue.allStudios')],
        ...studios
          .filter((studio) => draft.provider === '' || studio.provider === draft.provider)
          .map((studio): [string, string] => [String(studio.id), studio.name]),
      ])}
      {choice('category', t('content.game.category'), [
        ['', t('content.game.allCategories')],
        ...gameCategories.map((value): [string, string] => [value, t(`content.game.categories.${value}`)]),
      ])}
      {choice('active', t('catalogue.columns.state'), [
        ['', t('catalogue.anyState')],
        ['true', t('catalogue.onlyOn')],
        ['false', t('catalogue.onlyOff')],
      ])}
      {choice('featured', t('catalogue.columns.featured'), [
        ['', t('catalogue.anyFeatured')],
        ['true', t('catalogue.onlyFeatured')],
        ['false', t('catalogue.notFeatured')],
      ])}
      {choice('available', t('catalogue.withdrawn'), [
        ['', t('catalogue.anyAvailable')],
        ['true', t('catalogue.onlyAvailable')],
        ['false', t('catalogue.onlyWithdrawn')],
      ])}
      {choice(
        'order',
        t('catalogue.orderBy'),
        gameCatalogueOrders.map((order): [string, string] => [order, t(`catalogue.orders.${order}`)]),
      )}
      <FilterButtons
        onClear={() => {
          setDraft(noGameFilters);
          onChange(noGameFilters);
        }}
      />
    </form>
  );
}
