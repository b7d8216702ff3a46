import { bannerInput, type BannerInput, type StaffBanner } from '@chaba/contracts/backoffice-content';
import { bannerPlacements, type BannerPlacement } from '@chaba/contracts/banners';
import { formatDateTime } from '@chaba/i18n/format';
import { useRef, useState } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../lib/forms';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FilterSelect, FormError, SelectField, TextField } from '../../ui/field';
import { Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import { bannersApi, useDeleteBanner, useReorderBanners, useSetBannerActive } from './api';
import { ActiveMark, ContentDesk } from './content-desk';
import { DateTimeField } from './date-time-field';
import { ActiveCheckbox, FormSection, OrderField, SaveRow } from './form-parts';
import { ImageField } from './image-field';
import { LanguageColumns, useLanguageLabel } from './language-columns';
import { useContentForm } from './use-content-form';
import { useContentSelection } from './use-content-selection';

const bannerFields = [
  'placement',
  'image',
  'link',
  'title_th',
  'title_en',
  'title_cn',
  'text_th',
  'text_en',
  'text_cn',
  'sort_order',
  'active',
  'active_from',
  'active_until',
] as const;

function emptyBanner(placement: BannerPlacement): BannerInput {
  return {
    placement,
    image: '',
    link: '',
    title_th: '',
    title_en: '',
    title_cn: '',
    text_th: '',
    text_en: '',
    text_cn: '',
    sort_order: 0,
    active: true,
    active_from: null,
    active_until: null,
  };
}

/** The placement shown, from the URL (`placement=lobby`); the home page's by default. */
function usePlacement() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('placement');
  const placement: BannerPlacement = raw === 'lobby' ? 'lobby' : 'home';
  /** Another placement's list, or one banner of it (a banner saved with another placement). */
  const choose = (next: BannerPlacement, id?: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set('placement', next);
      if (id === undefined) params.delete('id');
      else params.set('id', String(id));
      return params;
    });
  return { placement, choose };
}

/**
 * The banners of the member site's carousels (decision 33): one placement at a time, in the order
 * the site shows them, each moved up or down, switched on or off from its row, or opened to edit.
 */
export function BannersTab() {
  const { t } = useTranslation();
  const { placement, choose } = usePlacement();
  const list = bannersApi.useList();
  const shown = list.data?.data.filter((banner) => banner.placement === placement);
  return (
    <ContentDesk
      query={{ ...list, data: shown ? { data: shown } : undefined }}
      newLabel={t('content.banner.new')}
      filters={
        <FilterSelect
          aria-label={t('content.banner.placement')}
          value={placement}
          onChange={(event) => choose(event.target.value as BannerPlacement)}
          data-testid="banner-placement"
          className="max-w-44 min-w-0"
        >
          {bannerPlacements.map((value) => (
            <option key={value} value={value}>
              {t(`content.banner.placements.${value}`)}
            </option>
          ))}
        </FilterSelect>
      }
      renderItem={(banner) => <BannerRow banner={banner} />}
      renderActions={(banner, index) => (
        <BannerRowActions banner={banner} index={index} placed={shown ?? []} placement={placement} />
      )}
      renderEditor={(banner) => (
        <BannerForm banner={banner} placement={placement} onSaved={(id, saved) => choose(saved, id)} />
      )}
    />
  );
}

/** A row's controls: one up, one down (the placement's new order), on or off. */
function BannerRowActions({
  banner,
  index,
  placed,
  placement,
}: {
  banner: StaffBanner;
  index: number;
  placed: StaffBanner[];
  placement: BannerPlacement;
}) {
  const { t } = useTranslation();
  const reorder = useReorderBanners();
  const setActive = useSetBannerActive();
  const feedback = {
    onSuccess: () => toast(t('content.saved')),
    onError: (failure: unknown) => toast(messageOf(failure), 'error'),
  };
  const move = (step: -1 | 1) => {
    const ids = placed.map((each) => each.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + step, 0, moved!);
    reorder.mutate({ placement, ids }, feedback);
  };
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('content.banner.moveUp', { title: banner.title_th })}
        disabled={index === 0 || reorder.isPending}
        onClick={() => move(-1)}
      >
        ↑
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('content.banner.moveDown', { title: banner.title_th })}
        disabled={index === placed.length - 1 || reorder.isPending}
        onClick={() => move(1)}
      >
        ↓
      </Button>
      <button
        type="button"
        role="switch"
        aria-checked={banner.active}
        aria-label={t('content.banner.switch', { title: banner.title_th })}
        disabled={setActive.isPending}
        onClick={() => setActive.mutate({ id: banner.id, active: !banner.active }, feedback)}
        className="relative ml-1 inline-flex h-5 w-9 shrink-0 items-center rounded-full bg-zinc-300 transition-colors disabled:opacity-60 aria-checked:bg-emerald-500"
      >
        <span
          aria-hidden="true"
          className={`inline-block size-4 rounded-full bg-white shadow transition-transform ${banner.active ? 'translate-x-4.5' : 'translate-x-0.5'}`}
        />
      </button>
    </div>
  );
}

/** Whether a banner shows now, will from a time, or has ended (its window, by this device's clock). */
function BannerRow({ banner }: { banner: StaffBanner }) {
  const { t } = useTranslation();
  const now = Date.now();
  const scheduled = banner.active_from !== null && Date.parse(banner.active_from) > now;
  const ended = banner.active_until !== null && Date.parse(banner.active_until) <= now;
  return (
    <div className="flex items-center gap-3">
      <img
        src={banner.image}
        alt=""
        className="aspect-[2/1] w-16 shrink-0 rounded border border-zinc-200 object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate text-[13px] font-medium text-zinc-900">{banner.title_th}</p>
        <p className="flex flex-wrap gap-x-3 text-[11px] text-zinc-500">
          <ActiveMark active={banner.active} />
          {banner.active && scheduled ? (
            <span className="text-amber-700">
              {t('content.promotion.scheduled', { time: formatDateTime(banner.active_from!) })}
            </span>
          ) : null}
          {banner.active && ended ? (
            <span className="text-zinc-400">{t('content.promotion.ended')}</span>
          ) : null}
          <span className="truncate">{banner.link || t('content.banner.noLink')}</span>
        </p>
      </div>
    </div>
  );
}

function BannerForm({
  banner,
  placement,
  onSaved,
}: {
  banner: StaffBanner | undefined;
  placement: BannerPlacement;
  /** Shows the saved banner, in the list of its placement. */
  onSaved: (id: number, placement: BannerPlacement) => void;
}) {
  const { t } = useTranslation();
  const languageLabel = useLanguageLabel();
  const save = bannersApi.useSave();
  const savedPlacement = useRef(placement);
  const { form, formError, submit } = useContentForm({
    schema: bannerInput,
    defaultValues: banner ? withoutMeta(banner) : emptyBanner(placement),
    fields: bannerFields,
    save: (values) => {
      savedPlacement.current = values.placement;
      return save.mutateAsync({ id: banner?.id, values });
    },
    onSaved: (id) => onSaved(id, savedPlacement.current),
  });
  const errors = form.formState.errors;
  return (
    <Panel title={banner ? banner.title_th : t('content.banner.new')}>
      <form onSubmit={submit} noValidate className="space-y-5 p-4" data-testid="banner-form">
        <div className="grid gap-3 md:grid-cols-3">
          <SelectField
            label={t('content.banner.placement')}
            error={errors.placement?.message}
            className="md:col-span-2"
            {...form.register('placement')}
          >
            {bannerPlacements.map((value) => (
              <option key={value} value={value}>
                {t(`content.banner.placements.${value}`)}
              </option>
            ))}
          </SelectField>
          <OrderField
            error={errors.sort_order?.message}
            {...form.register('sort_order', { valueAsNumber: true })}
          />
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <BannerImage control={form.control} />
          <BannerPreview control={form.control} />
        </div>
        <TextField
          label={t('content.banner.link')}
          hint={t('content.banner.linkHint')}
          placeholder="/promotion"
          error={errors.link?.message}
          {...form.register('link')}
        />
        {(['title', 'text'] as const).map((part) => (
          <FormSection key={part} title={t(`content.banner.${part}`)}>
            <LanguageColumns>
              {(language) => (
                <TextField
                  label={languageLabel(t(`content.banner.${part}`), language)}
                  error={errors[`${part}_${language}`]?.message}
                  {...form.register(`${part}_${language}`)}
                />
              )}
            </LanguageColumns>
          </FormSection>
        ))}
        <FormSection title={t('content.promotion.periodSection')}>
          <BannerPeriod control={form.control} />
          <ActiveCheckbox label={t('content.banner.active')} {...form.register('active')} />
        </FormSection>
        <p className="text-xs text-zinc-500">{t('content.banner.cacheHint')}</p>
        <SaveRow formError={formError} busy={form.formState.isSubmitting} />
      </form>
      {banner ? <DeleteBanner banner={banner} /> : null}
    </Panel>
  );
}

/** The banner's art: uploaded, required (no "remove"), previewed at 2:1. */
function BannerImage({ control }: { control: Control<BannerInput> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="image"
      render={({ field, fieldState }) => (
        <ImageField
          label={t('content.banner.image')}
          hint={t('content.banner.imageHint')}
          thumbnail={false}
          removable={false}
          value={field.value}
          onChange={(url) => field.onChange(url ?? '')}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** When the banner shows: from, until (each may stay open), in the operator's time zone. */
function BannerPeriod({ control }: { control: Control<BannerInput> }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {(['active_from', 'active_until'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <DateTimeField
              name={name}
              label={t(
                name === 'active_from' ? 'content.promotion.activeFrom' : 'content.promotion.activeUntil',
              )}
              hint={t('content.promotion.periodHint')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
    </div>
  );
}

/** The slide as the home page shows it on a phone: the art at 2:1, the Thai headline and line over it. */
function BannerPreview({ control }: { control: Control<BannerInput> }) {
  const { t } = useTranslation();
  const [image, title, text] = useWatch({ control, name: ['image', 'title_th', 'text_th'] });
  return (
    <figure className="min-w-0 space-y-1">
      <figcaption className="text-xs font-medium text-zinc-700">{t('content.banner.preview')}</figcaption>
      <div className="relative aspect-[2/1] w-full max-w-sm overflow-hidden rounded-lg bg-zinc-800">
        {image ? (
          <img
            src={image}
            alt=""
            className="absolute inset-0 h-full w-full object-cover"
            data-testid="image-preview"
          />
        ) : null}
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent p-3 text-white">
          <p className="truncate text-sm font-semibold">{title || t('content.banner.title')}</p>
          {text ? <p className="truncate text-xs opacity-90">{text}</p> : null}
        </div>
      </div>
    </figure>
  );
}

/** Deleting a banner, after a confirmation that names it. */
function DeleteBanner({ banner }: { banner: StaffBanner }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string>();
  const remove = useDeleteBanner();
  const { select } = useContentSelection();
  return (
    <div className="flex justify-end border-t border-zinc-100 px-4 py-3">
      <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setOpen(true)}>
        {t('content.banner.delete')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('content.banner.deleteTitle')}
        description={t('content.banner.deleteText', { title: banner.title_th })}
      >
        <FormError message={failure} />
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('content.cancel')}</Button>
          <Button
            variant="danger"
            busy={remove.isPending}
            data-testid="banner-delete-confirm"
            onClick={() =>
              remove.mutate(banner.id, {
                onSuccess: () => {
                  setOpen(false);
                  toast(t('content.banner.deleted'));
                  select(null);
                },
                onError: (error) => setFailure(messageOf(error)),
              })
            }
          >
            {t('content.banner.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}

function withoutMeta(banner: StaffBanner): BannerInput {
  const { id: _id, updated_at: _updated, ...values } = banner;
  return values;
}
