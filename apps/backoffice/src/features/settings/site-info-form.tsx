import { siteInfoRequest } from '@chaba/contracts/backoffice-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import { Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import { useSaveSiteInfo, type Settings } from './api';

/** The site's name, referral base link and LINE contact link (spec §3 "Site info"). */
export function SiteInfoForm({ site }: { site: Settings['site'] }) {
  const { t } = useTranslation();
  const save = useSaveSiteInfo();
  const form = useForm({
    resolver: zodResolver(siteInfoRequest),
    values: { site_name: site.name, referral_link: site.referral, line_link: site.line },
  });
  const { formError, submit } = useServerForm(form, {
    fields: ['site_name', 'referral_link', 'line_link'],
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      toast(t('settings.saved'));
      return 'stay';
    },
  });
  const errors = form.formState.errors;
  return (
    <Panel title={t('settings.site.title')} className="max-w-4xl">
      <form onSubmit={submit} noValidate className="gap-6 p-4 md:grid md:grid-cols-[15rem_minmax(0,1fr)]">
        <p className="mb-4 text-[13px] text-zinc-500 md:mb-0">{t('settings.site.text')}</p>
        <div className="space-y-4">
          <TextField
            label={t('settings.site.name')}
            error={errors.site_name?.message}
            {...form.register('site_name')}
          />
          <TextField
            label={t('settings.site.referral')}
            hint={t('settings.site.referralHint')}
            inputMode="url"
            error={errors.referral_link?.message}
            {...form.register('referral_link')}
          />
          <TextField
            label={t('settings.site.line')}
            hint={t('settings.site.lineHint')}
            inputMode="url"
            error={errors.line_link?.message}
            {...form.register('line_link')}
          />
          <FormError message={formError} />
          <div className="flex justify-end">
            <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
              {t('settings.save')}
            </Button>
          </div>
        </div>
      </form>
    </Panel>
  );
}
