import {
  activityInput,
  activityRuleKinds,
  type ActivityInput,
  type StaffActivity,
} from '@chaba/contracts/backoffice-content';
import { formatBaht } from '@chaba/i18n/format';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../ui/field';
import { Panel } from '../../ui/page';
import { activitiesApi } from './api';
import { ActiveMark, ContentDesk } from './content-desk';
import { ActiveCheckbox, OrderField, SaveRow } from './form-parts';
import { LanguageColumns, useLanguageLabel } from './language-columns';
import { useContentForm } from './use-content-form';

const emptyActivity: ActivityInput = {
  name_th: '',
  name_en: '',
  name_cn: '',
  bonus: 0,
  rule_kind: 'first_deposit_of_day',
  minimum_deposit: 0,
  active: true,
  sort_order: 0,
};
const activityFields = [
  'name_th',
  'name_en',
  'name_cn',
  'bonus',
  'rule_kind',
  'minimum_deposit',
  'active',
  'sort_order',
] as const;

/** The activities tab: the bonuses members claim on the activity board. */
export function ActivitiesTab() {
  const { t } = useTranslation();
  return (
    <ContentDesk
      query={activitiesApi.useList()}
      newLabel={t('content.activity.new')}
      renderItem={(activity) => (
        <div>
          <p className="truncate text-[13px] font-medium text-zinc-900">{activity.name_th}</p>
          <p className="text-xs text-zinc-500">
            {formatBaht(activity.bonus)} · {t(`content.activity.rules.${activity.rule_kind}`)}
          </p>
          <ActiveMark active={activity.active} />
        </div>
      )}
      renderEditor={(activity, onSaved) => <ActivityForm activity={activity} onSaved={onSaved} />}
    />
  );
}

function ActivityForm({
  activity,
  onSaved,
}: {
  activity: StaffActivity | undefined;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation();
  const languageLabel = useLanguageLabel();
  const save = activitiesApi.useSave();
  const { form, formError, submit } = useContentForm({
    schema: activityInput,
    defaultValues: activity ? withoutMeta(activity) : emptyActivity,
    fields: activityFields,
    save: (values) => save.mutateAsync({ id: activity?.id, values }),
    onSaved,
  });
  const errors = form.formState.errors;
  const weekly = form.watch('rule_kind') === 'weekly_deposit_total';
  return (
    <Panel title={activity ? activity.name_th : t('content.activity.new')}>
      <form onSubmit={submit} noValidate className="space-y-5 p-4">
        <LanguageColumns>
          {(language) => (
            <TextField
              label={languageLabel(t('content.activity.name'), language)}
              error={errors[`name_${language}`]?.message}
              {...form.register(`name_${language}`)}
            />
          )}
        </LanguageColumns>
        <div className="grid gap-3 md:grid-cols-3">
          <TextField
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            label={t('content.activity.bonus')}
            error={errors.bonus?.message}
            {...form.register('bonus', { valueAsNumber: true })}
          />
          <SelectField
            label={t('content.activity.rule')}
            error={errors.rule_kind?.message}
            className="md:col-span-2"
            {...form.register('rule_kind')}
          >
            {activityRuleKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`content.activity.rules.${kind}`)}
              </option>
            ))}
          </SelectField>
          {weekly ? (
            <TextField
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              label={t('content.activity.minimumDeposit')}
              error={errors.minimum_deposit?.message}
              {...form.register('minimum_deposit', { valueAsNumber: true })}
            />
          ) : null}
          <OrderField
            error={errors.sort_order?.message}
            {...form.register('sort_order', { valueAsNumber: true })}
          />
        </div>
        <ActiveCheckbox label={t('content.active')} {...form.register('active')} />
        <SaveRow formError={formError} busy={form.formState.isSubmitting} />
      </form>
    </Panel>
  );
}

function withoutMeta(activity: StaffActivity): ActivityInput {
  const { id: _id, created_at: _created, ...values } = activity;
  return values;
}
