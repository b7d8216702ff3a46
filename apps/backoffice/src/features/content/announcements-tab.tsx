import {
  announcementInput,
  type AnnouncementInput,
  type StaffAnnouncement,
} from '@chaba/contracts/backoffice-content';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField } from '../../ui/field';
import { DateTime } from '../../ui/format';
import { Panel } from '../../ui/page';
import { announcementsApi, useAnnouncementPush } from './api';
import { ContentDesk } from './content-desk';
import { SaveRow } from './form-parts';
import { ImageField } from './image-field';
import { LanguageColumns, useLanguageLabel } from './language-columns';
import { useContentForm } from './use-content-form';

const emptyAnnouncement: AnnouncementInput = {
  content_th: '',
  content_en: '',
  content_cn: '',
  image_url: null,
  active: 1,
};
const announcementFields = ['content_th', 'content_en', 'content_cn', 'image_url', 'active'] as const;
const displays = [1, 2, 0] as const;

/** The announcements tab: the popup or banner the site shows (spec §2.2), newest first. */
export function AnnouncementsTab() {
  const { t } = useTranslation();
  const push = useAnnouncementPush().data?.data;
  return (
    <ContentDesk
      query={announcementsApi.useList()}
      newLabel={t('content.announcement.new')}
      renderItem={(announcement) => (
        <div>
          <p className="line-clamp-2 text-[13px] text-zinc-900">{announcement.content_th}</p>
          <p className="mt-0.5 flex gap-3 text-[11px] text-zinc-500">
            <span className={announcement.active === 0 ? 'text-zinc-400' : 'text-emerald-700'}>
              {t(`content.announcement.displays.${announcement.active}`)}
            </span>
            <DateTime value={announcement.created_at} />
            {push?.pushed_ids.includes(announcement.id) ? (
              <span className="text-sky-700">{t('content.announcement.pushedMark')}</span>
            ) : null}
          </p>
        </div>
      )}
      renderEditor={(announcement, onSaved) => (
        <AnnouncementForm announcement={announcement} onSaved={onSaved} />
      )}
    />
  );
}

function AnnouncementForm({
  announcement,
  onSaved,
}: {
  announcement: StaffAnnouncement | undefined;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation();
  const languageLabel = useLanguageLabel();
  const save = announcementsApi.useSave();
  const { form, formError, submit } = useContentForm({
    schema: announcementInput,
    defaultValues: announcement ? withoutMeta(announcement) : emptyAnnouncement,
    fields: announcementFields,
    save: (values) => save.mutateAsync({ id: announcement?.id, values }),
    onSaved,
  });
  const errors = form.formState.errors;
  return (
    <Panel title={announcement ? t('content.edit') : t('content.announcement.new')}>
      <form onSubmit={submit} noValidate className="space-y-5 p-4">
        <LanguageColumns>
          {(language) => (
            <TextAreaField
              rows={4}
              label={languageLabel(t('content.announcement.text'), language)}
              error={errors[`content_${language}`]?.message}
              {...form.register(`content_${language}`)}
            />
          )}
        </LanguageColumns>
        <SelectField
          label={t('content.announcement.display')}
          hint={t('content.announcement.newestHint')}
          error={errors.active?.message}
          className="max-w-xs"
          {...form.register('active', { setValueAs: (value: string | number) => Number(value) })}
        >
          {displays.map((display) => (
            <option key={display} value={display}>
              {t(`content.announcement.displays.${display}`)}
            </option>
          ))}
        </SelectField>
        <Controller
          control={form.control}
          name="image_url"
          render={({ field, fieldState }) => (
            <ImageField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <PushNotice announcementId={announcement?.id} />
        <SaveRow formError={formError} busy={form.formState.isSubmitting} />
      </form>
    </Panel>
  );
}

/**
 * What saving does on members' phones (decision 35): a visible announcement is pushed once, at its
 * first showing, to every subscribed browser; nothing when push is not set up.
 */
function PushNotice({ announcementId }: { announcementId: number | undefined }) {
  const { t } = useTranslation();
  const push = useAnnouncementPush().data?.data;
  if (!push) return null;
  const text = !push.enabled
    ? t('content.announcement.pushOff')
    : announcementId !== undefined && push.pushed_ids.includes(announcementId)
      ? t('content.announcement.pushed')
      : t('content.announcement.pushWill', { count: push.subscriptions });
  return (
    <p
      className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-xs text-sky-900"
      data-testid="announcement-push"
    >
      {text}
    </p>
  );
}

function withoutMeta(announcement: StaffAnnouncement): AnnouncementInput {
  const { id: _id, created_at: _created, ...values } = announcement;
  return values;
}
