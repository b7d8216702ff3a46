import { bankMessageOutcomes } from '@chaba/contracts/bank-devices';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeInputs, FilterButtons } from '../../ui/filter-parts';
import { FilterInput, FilterSelect } from '../../ui/field';
import type { BankMessageFilters } from './api';

export const noMessageFilters: BankMessageFilters = {
  device_id: '',
  account: '',
  outcome: '',
  from: '',
  to: '',
};

/** The messages' filters: applied together with the search button (or Enter), kept in the URL. */
export function MessageFilterBar({
  filters,
  devices,
  onChange,
}: {
  filters: BankMessageFilters;
  devices: { id: number; name: string }[];
  onChange: (filters: BankMessageFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof BankMessageFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-2 gap-2 md:flex md:flex-wrap md:items-center"
      role="search"
    >
      <FilterSelect
        aria-label={t('bankMessages.device')}
        value={draft.device_id}
        onChange={set('device_id')}
        className="min-w-0 md:w-48"
      >
        <option value="">{t('bankMessages.allDevices')}</option>
        {devices.map((device) => (
          <option key={device.id} value={String(device.id)}>
            {device.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        aria-label={t('bankMessages.outcome')}
        value={draft.outcome}
        onChange={set('outcome')}
        className="min-w-0 md:w-52"
      >
        <option value="">{t('bankMessages.allOutcomes')}</option>
        {bankMessageOutcomes.map((outcome) => (
          <option key={outcome} value={outcome}>
            {t(`bankMessages.outcomes.${outcome}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterInput
        aria-label={t('bankMessages.account')}
        placeholder={t('bankMessages.accountPlaceholder')}
        inputMode="numeric"
        value={draft.account}
        onChange={set('account')}
        className="col-span-2 md:w-44"
      />
      <DayRangeInputs
        from={draft.from}
        to={draft.to}
        onChange={(change) => setDraft({ ...draft, ...change })}
      />
      <FilterButtons
        onClear={() => {
          setDraft(noMessageFilters);
          onChange(noMessageFilters);
        }}
      />
    </form>
  );
}
