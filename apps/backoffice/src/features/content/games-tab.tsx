import { gameInput, type GameInput, type StaffGame } from '@chaba/contracts/backoffice-content';
import { gameCategories, type GameCategory } from '@chaba/contracts/games';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FilterSelect, SelectField, TextField } from '../../ui/field';
import { Panel } from '../../ui/page';
import { useGames, useSaveGame } from './api';
import { ActiveMark, ContentDesk } from './content-desk';
import { ActiveCheckbox, OrderField, SaveRow } from './form-parts';
import { ImageField } from './image-field';
import { useLanguageLabel } from './language-columns';
import { useContentForm } from './use-content-form';

const gameFields = [
  'name_th',
  'name_en',
  'name_cn',
  'category',
  'image_url',
  'active',
  'sort_order',
] as const;

/** The game catalogue: each game on or off, its order, category, names and artwork. */
export function GamesTab() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('category');
  const category = (gameCategories as readonly string[]).includes(raw ?? '')
    ? (raw as GameCategory)
    : undefined;
  const filter = (
    <FilterSelect
      aria-label={t('content.game.category')}
      value={category ?? ''}
      onChange={(event) =>
        setSearchParams((current) => {
          const params = new URLSearchParams(current);
          if (event.target.value) params.set('category', event.target.value);
          else params.delete('category');
          params.delete('id');
          return params;
        })
      }
    >
      <option value="">{t('content.game.allCategories')}</option>
      {gameCategories.map((value) => (
        <option key={value} value={value}>
          {t(`content.game.categories.${value}`)}
        </option>
      ))}
    </FilterSelect>
  );
  return (
    <ContentDesk
      query={useGames(category)}
      filters={filter}
      renderItem={(game) => (
        <div className="flex items-center gap-3">
          {game.image_url ? (
            <img src={game.image_url} alt="" className="size-10 shrink-0 rounded object-cover" />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="truncate text-[13px] font-medium text-zinc-900">{game.name_th}</p>
            <p className="text-xs text-zinc-500">
              {t(`content.game.categories.${game.category}`)} · {game.provider} · {t('content.order')}{' '}
              {game.sort_order}
            </p>
            <ActiveMark active={game.active} />
          </div>
        </div>
      )}
      renderEditor={(game) => (game ? <GameForm game={game} /> : null)}
    />
  );
}

function GameForm({ game }: { game: StaffGame }) {
  const { t } = useTranslation();
  const languageLabel = useLanguageLabel();
  const save = useSaveGame();
  const { form, formError, submit } = useContentForm({
    schema: gameInput,
    defaultValues: withoutMeta(game),
    fields: gameFields,
    save: (values) => save.mutateAsync({ id: game.id, values }),
  });
  const errors = form.formState.errors;
  return (
    <Panel title={`${game.name_th} · ${game.provider}/${game.code}`}>
      <form onSubmit={submit} noValidate className="space-y-5 p-4">
        <fieldset className="space-y-2">
          <div className="grid gap-3 lg:grid-cols-3">
            {(['th', 'en', 'cn'] as const).map((language) => (
              <TextField
                key={language}
                label={languageLabel(t('content.game.name'), language)}
                error={errors[`name_${language}`]?.message}
                {...form.register(`name_${language}`)}
              />
            ))}
          </div>
          <p className="text-xs text-zinc-500">{t('content.game.namesRequired')}</p>
        </fieldset>
        <div className="grid gap-3 md:grid-cols-3">
          <SelectField
            label={t('content.game.category')}
            error={errors.category?.message}
            {...form.register('category')}
          >
            {gameCategories.map((value) => (
              <option key={value} value={value}>
                {t(`content.game.categories.${value}`)}
              </option>
            ))}
          </SelectField>
          <OrderField
            error={errors.sort_order?.message}
            {...form.register('sort_order', { valueAsNumber: true })}
          />
        </div>
        <ActiveCheckbox label={t('content.game.enabled')} {...form.register('active')} />
        <Controller
          control={form.control}
          name="image_url"
          render={({ field, fieldState }) => (
            <ImageField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <SaveRow formError={formError} busy={form.formState.isSubmitting} />
      </form>
    </Panel>
  );
}

function withoutMeta(game: StaffGame): GameInput {
  const { id: _id, provider: _provider, code: _code, ...values } = game;
  return values;
}
