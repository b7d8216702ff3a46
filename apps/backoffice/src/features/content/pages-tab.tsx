import {
  sitePageInput,
  sitePageKinds,
  type SitePageInput,
  type StaffSitePage,
} from '@chaba/contracts/backoffice-content';
import { formatDateTime } from '@chaba/i18n/format';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../../ui/field';
import { Panel } from '../../ui/page';
import { pagesApi } from './api';
import { ActiveMark, ContentDesk } from './content-desk';
import { ActiveCheckbox, FormSection, OrderField, SaveRow } from './form-parts';
import { LanguageColumns, useLanguageLabel } from './language-columns';
import { useContentForm } from './use-content-form';

const emptyPage: SitePageInput = {
  kind: 'article',
  title_th: '',
  title_en: '',
  title_cn: '',
  body_th: '',
  body_en: '',
  body_cn: '',
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
          <p className="text-xs text-zinc-500">{t(`content.page.kinds.${page.kind}`)}</p>
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
