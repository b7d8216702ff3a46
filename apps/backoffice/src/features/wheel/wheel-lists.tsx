import type { StaffVipLevel } from '@chaba/contracts/vip';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/me';
import { useVipLevels } from '../../lib/vip-levels';
import { Button } from '../../ui/button';
import { SelectField, TextField } from '../../ui/field';
import { Panel } from '../../ui/page';
import { ListError, NumberField, type WheelForm } from './wheel-fields';

/** A new prize's key: stable while the wheel keeps it (the spins record it), unique on the wheel. */
const newPrizeKey = () => `prize-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** Each prize's chance in percent: its weight over the sum of the weights (before the budget withdraws any). */
export function chancesOf(weights: readonly unknown[]): string[] {
  const numbers = weights.map((weight) => (typeof weight === 'number' && weight > 0 ? weight : 0));
  const total = numbers.reduce((sum, weight) => sum + weight, 0);
  return numbers.map((weight) => (total > 0 ? ((weight / total) * 100).toFixed(1) : '0.0'));
}

/** The wheel's prizes in its order: kind, names, amount with turnover, weight and the chance it gives. */
export function PrizesPanel({ form }: { form: WheelForm }) {
  const { t } = useTranslation();
  const prizes = useFieldArray({ control: form.control, name: 'prizes' });
  const values = form.watch('prizes');
  const chances = chancesOf(values.map((prize) => prize.weight));
  const error = form.formState.errors.prizes;
  return (
    <Panel
      title={t('wheel.sections.prizes')}
      actions={
        <Button
          size="sm"
          data-testid="wheel-add-prize"
          disabled={prizes.fields.length >= 12}
          onClick={() =>
            prizes.append({
              key: newPrizeKey(),
              kind: 'bonus',
              name_th: '',
              name_en: '',
              name_cn: '',
              amount: 0,
              turnover_multiplier: 1,
              weight: 1,
            })
          }
        >
          {t('wheel.addPrize')}
        </Button>
      }
    >
      <p className="px-4 pt-3 text-xs text-zinc-500">{t('wheel.chanceHint')}</p>
      {prizes.fields.length === 0 ? (
        <p className="px-4 py-3 text-[13px] text-zinc-500">{t('wheel.noPrizes')}</p>
      ) : null}
      <ol className="divide-y divide-zinc-100" data-testid="wheel-prizes">
        {prizes.fields.map((field, index) => (
          <li key={field.id} className="space-y-2 px-4 py-3" data-testid="wheel-prize">
            <div className="flex items-center gap-2">
              <h3 className="flex-1 text-[13px] font-semibold text-zinc-800">
                {t('wheel.prize', { n: index + 1 })}
                <span className="ml-2 rounded bg-accent-50 px-1.5 py-0.5 text-xs font-medium text-accent-700 tabular-nums">
                  {t('wheel.chance', { percent: chances[index] })}
                </span>
              </h3>
              <Button
                size="sm"
                aria-label={t('wheel.removePrize', { n: index + 1 })}
                onClick={() => prizes.remove(index)}
              >
                {t('wheel.remove')}
              </Button>
            </div>
            <PrizeFields form={form} index={index} />
          </li>
        ))}
      </ol>
      <div className="px-4 pb-3">
        <ListError message={error?.message ?? error?.root?.message} />
      </div>
    </Panel>
  );
}

function PrizeFields({ form, index }: { form: WheelForm; index: number }) {
  const { t } = useTranslation();
  const bonus = form.watch(`prizes.${index}.kind`) === 'bonus';
  const errorOf = (name: 'name_th' | 'name_en' | 'name_cn') =>
    form.getFieldState(`prizes.${index}.${name}`, form.formState).error?.message;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[10.5rem_repeat(3,minmax(0,1fr))_7.5rem_7rem_6rem]">
      <SelectField label={t('wheel.kind')} className="w-full" {...form.register(`prizes.${index}.kind`)}>
        <option value="bonus">{t('wheel.kinds.bonus')}</option>
        <option value="try_again">{t('wheel.kinds.try_again')}</option>
      </SelectField>
      {(['th', 'en', 'cn'] as const).map((language) => (
        <TextField
          key={language}
          label={t('wheel.name', { language: t(`wheel.languages.${language}`) })}
          error={errorOf(`name_${language}`)}
          {...form.register(`prizes.${index}.name_${language}`)}
        />
      ))}
      {bonus ? (
        <>
          <NumberField form={form} name={`prizes.${index}.amount`} label={t('wheel.amount')} />
          <NumberField form={form} name={`prizes.${index}.turnover_multiplier`} label={t('wheel.turnover')} />
        </>
      ) : (
        <div className="hidden lg:col-span-2 lg:block" />
      )}
      <NumberField form={form} name={`prizes.${index}.weight`} label={t('wheel.weight')} step="1" />
    </div>
  );
}

/** The VIP rule: per level (chosen from the levels when the role may read them), spins a Bangkok day. */
export function VipSpinsFields({ form }: { form: WheelForm }) {
  const { t, i18n } = useTranslation();
  const canRead = useCan('vip.manage');
  const levels = useVipLevels().data?.data ?? [];
  const entries = useFieldArray({ control: form.control, name: 'vip_daily_spins' });
  const chosen = (form.watch('vip_daily_spins') ?? []).map((entry) => Number(entry.level_id));
  const free = levels.filter((level) => !chosen.includes(level.id));
  const error = form.formState.errors.vip_daily_spins;
  return (
    <fieldset className="space-y-2" data-testid="wheel-vip-spins">
      <legend className="text-[13px] font-medium text-zinc-800">{t('wheel.vipRule')}</legend>
      <p className="text-xs text-zinc-500">{canRead ? t('wheel.vipHint') : t('wheel.vipCannotRead')}</p>
      {entries.fields.length === 0 ? <p className="text-[13px] text-zinc-500">{t('wheel.vipNone')}</p> : null}
      {entries.fields.map((field, index) => (
        <div key={field.id} className="flex flex-wrap items-end gap-3">
          {canRead ? (
            <SelectField
              label={t('wheel.vipLevel')}
              className="min-w-40"
              {...form.register(`vip_daily_spins.${index}.level_id`, { valueAsNumber: true })}
            >
              {levels
                .filter((level) => level.id === chosen[index] || !chosen.includes(level.id))
                .map((level) => (
                  <option key={level.id} value={level.id}>
                    {level.active
                      ? levelName(level, i18n.language)
                      : t('wheel.levelOff', { name: levelName(level, i18n.language) })}
                  </option>
                ))}
            </SelectField>
          ) : (
            <p className="min-w-40 pb-2 text-[13px] text-zinc-800">
              {t('wheel.levelNumber', { id: field.level_id })}
            </p>
          )}
          <NumberField
            form={form}
            name={`vip_daily_spins.${index}.spins`}
            label={t('wheel.vipSpins')}
            step="1"
            className="w-28"
          />
          <Button size="sm" className="mb-1" onClick={() => entries.remove(index)}>
            {t('wheel.remove')}
          </Button>
        </div>
      ))}
      {canRead && free.length > 0 ? (
        <Button
          size="sm"
          data-testid="wheel-add-vip"
          onClick={() => entries.append({ level_id: free[0]!.id, spins: 1 })}
        >
          {t('wheel.addVipLevel')}
        </Button>
      ) : null}
      <ListError message={error?.message ?? error?.root?.message} />
    </fieldset>
  );
}

/** A level's name in the console's language (Thai when it has no English name). */
function levelName(level: StaffVipLevel, language: string): string {
  return (language === 'en' && level.name_en) || level.name_th;
}
