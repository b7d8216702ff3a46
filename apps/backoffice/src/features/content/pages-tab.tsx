import {
  sitePageInput,
  sitePageKinds,
  type SitePageInput,
  type SitePageValues,
  type StaffSitePage,
} from '@chaba/contracts/backoffice-content';
import { formatDateTime } from '@chaba/i18n/format';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../../ui/field';
import { Panel } from '../../ui/page';
import { pagesApi } from './api';
import { ActiveMark, ContentDesk } from './content-desk';
import { DateTimeField } from './date-time-field';
import { ActiveCheckbox, FormSection, OrderField, SaveRow } from './form-parts';
import { contentLanguages, LanguageColumns, useLanguageLabel } from './language-columns';
import { useContentForm } from './use-content-form';

const emptyPage: SitePageInput = {
  kind: 'article',
  title_th: '',
  title_en: '',
  title_cn: '',
  body_th: '',
  body_en: '',
  body_cn: '',
  description_th: '',
  description_en: '',
  description_cn: '',
  active: true,
  sort_order: 0,
};
const pageFields = [
  'kind',
  'title_th',
  'title_en',
  'title_cn',
  'body_th',
  'body_en',
  'body_cn',
  'slug',
  'description_th',
  'description_en',
  'description_cn',
  'published_at',
  'active',
  'sort_order',
] as const;

/** The articles (/article) and the policy (/privacy-policy), each written in three languages. */
export function PagesTab() {
  const { t } = useTranslation();
  return (
    <ContentDesk
      query={pagesApi.useList()}
      newLabel={t('content.page.new')}
      renderItem={(page) => (
        <div>
          <p className="truncate text-[13px] font-medium text-zinc-900">{page.title_th}</p>
          <p className="truncate text-xs text-zinc-500">
            {t(`content.page.kinds.${page.kind}`)}
            {page.kind === 'article' ? ` · /article/${page.slug}` : ''}
          </p>
          <p className="flex gap-3 text-[11px] text-zinc-500">
            <ActiveMark active={page.active} />
            <span>{t('content.page.updated', { time: formatDateTime(page.updated_at) })}</span>
          </p>
        </div>
      )}
      renderEditor={(page, onSaved) => <PageForm page={page} onSaved={onSaved} />}
    />
  );
}

function PageForm({ page, onSaved }: { page: StaffSitePage | undefined; onSaved: (id: number) => void }) {
  const { t } = useTranslation();
  const languageLabel = useLanguageLabel();
  const save = pagesApi.useSave();
  const { form, formError, submit } = useContentForm({
    schema: sitePageInput,
    defaultValues: page ? withoutMeta(page) : emptyPage,
    fields: pageFields,
    save: (values) => save.mutateAsync({ id: page?.id, values }),
    onSaved,
  });
  const errors = form.formState.errors;
  return (
    <Panel title={page ? page.title_th : t('content.page.new')}>
      <form onSubmit={submit} noValidate className="space-y-5 p-4">
        <div className="grid gap-3 md:grid-cols-3">
          <SelectField
            label={t('content.page.kind')}
            error={errors.kind?.message}
            className="md:col-span-2"
            {...form.register('kind')}
          >
            {sitePageKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`content.page.kinds.${kind}`)}
              </option>
            ))}
          </SelectField>
          <OrderField
            error={errors.sort_order?.message}
            {...form.register('sort_order', { valueAsNumber: true })}
          />
        </div>
        <FormSection title={t('content.page.title')}>
          <LanguageColumns>
            {(language) => (
              <TextField
                label={languageLabel(t('content.page.title'), language)}
                error={errors[`title_${language}`]?.message}
                {...form.register(`title_${language}`)}
              />
            )}
          </LanguageColumns>
        </FormSection>
        <FormSection title={t('content.page.body')}>
          <LanguageColumns>
            {(language) => (
              <TextAreaField
                rows={12}
                label={languageLabel(t('content.page.body'), language)}
                hint={language === 'th' ? t('content.page.bodyHint') : undefined}
                error={errors[`body_${language}`]?.message}
                {...form.register(`body_${language}`)}
              />
            )}
          </LanguageColumns>
        </FormSection>
        <PageSearchFields form={form} isNew={!page} />
        <ActiveCheckbox label={t('content.active')} {...form.register('active')} />
        <SaveRow formError={formError} busy={form.formState.isSubmitting} />
      </form>
    </Panel>
  );
}

function withoutMeta(page: StaffSitePage): SitePageInput {
  const { id: _id, updated_at: _updated, ...values } = page;
  return values;
}

/**
 * Where the page lives and what search engines show (decision 36): the slug of `/article/{slug}`,
 * the description per language (with its length; about 160 characters read well) and the date.
 */
function PageSearchFields({
  form,
  isNew,
}: {
  form: UseFormReturn<SitePageInput, unknown, SitePageValues>;
  isNew: boolean;
}) {
  const { t } = useTranslation();
  const languageLabel = useLanguageLabel();
  const errors = form.formState.errors;
  const [kind, slug, ...descriptions] = useWatch({
    control: form.control,
    name: ['kind', 'slug', 'description_th', 'description_en', 'description_cn'],
  });
  const address = kind === 'privacy_policy' ? '/privacy-policy' : `/article/${slug || '…'}`;
  return (
    <FormSection title={t('content.page.searchSection')}>
      <div className="grid gap-3 md:grid-cols-3">
        <TextField
          label={t('content.page.slug')}
          hint={
            isNew
              ? `${t('content.page.slugNewHint')} · ${t('content.page.slugHint', { address })}`
              : t('content.page.slugHint', { address })
          }
          className="md:col-span-2"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.slug?.message}
          {...form.register('slug', { setValueAs: (value: string) => (value === '' ? undefined : value) })}
        />
        <Controller
          control={form.control}
          name="published_at"
          render={({ field, fieldState }) => (
            <DateTimeField
              name="published_at"
              label={t('content.page.publishedAt')}
              hint={t('content.page.publishedHint')}
              value={field.value}
              onChange={(value) => field.onChange(value ?? undefined)}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <p className="text-xs text-zinc-500">{t('content.page.descriptionNote')}</p>
      <LanguageColumns>
        {(language) => (
          <TextAreaField
            rows={3}
            label={languageLabel(t('content.page.description'), language)}
            hint={t('content.page.descriptionHint', {
              count: descriptions[contentLanguages.indexOf(language)]?.length ?? 0,
            })}
            error={errors[`description_${language}`]?.message}
            {...form.register(`description_${language}`)}
          />
        )}
      </LanguageColumns>
    </FormSection>
  );
}
