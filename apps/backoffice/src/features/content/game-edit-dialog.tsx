import { gameInput, type GameInput } from '@chaba/contracts/backoffice-content';
import type { StaffCatalogueGame } from '@chaba/contracts/backoffice-games';
import { gameCategories } from '@chaba/contracts/games';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { SelectField, TextField } from '../../ui/field';
import { ActiveCheckbox, OrderField, SaveRow } from './form-parts';
import { useSaveGame } from './games-api';
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

/** A game's full edit (names, category, artwork, order, on or off) over the catalogue's table. */
export function GameEditDialog({ game, onClose }: { game: StaffCatalogueGame | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={game !== null}
      onClose={onClose}
      title={t('catalogue.editTitle')}
      description={game ? `${game.provider}/${game.code}` : undefined}
    >
      {game ? <GameForm key={game.id} game={game} /> : null}
    </Dialog>
  );
}

function GameForm({ game }: { game: StaffCatalogueGame }) {
  const { t } = useTranslation();
  const languageLabel = useLanguageLabel();
  const save = useSaveGame();
  const { form, formError, submit } = useContentForm({
    schema: gameInput,
    defaultValues: editableFields(game),
    fields: gameFields,
    save: (values) => save.mutateAsync({ id: game.id, values }),
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="game-form">
      <fieldset className="space-y-2">
        <div className="grid gap-3">
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
      <div className="grid gap-3 sm:grid-cols-2">
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
  );
}

function editableFields(game: StaffCatalogueGame): GameInput {
  return {
    name_th: game.name_th,
    name_en: game.name_en,
    name_cn: game.name_cn,
    category: game.category,
    image_url: game.image_url,
    active: game.active,
    sort_order: game.sort_order,
  };
}
