import { bankMessageOutcomes } from '@chaba/contracts/bank-devices';
import { useTranslation } from 'react-i18next';
import { DayRangeInputs, DraftFilterForm } from '../../ui/filter-parts';
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
  return (
    <DraftFilterForm filters={filters} empty={noMessageFilters} onApply={onChange}>
      {(draft) => (
        <>
          <FilterSelect
            aria-label={t('bankMessages.device')}
            value={draft.values.device_id}
            onChange={draft.set('device_id')}
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
            value={draft.values.outcome}
            onChange={draft.set('outcome')}
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
            value={draft.values.account}
            onChange={draft.set('account')}
            className="col-span-2 md:w-44"
          />
          <DayRangeInputs from={draft.values.from} to={draft.values.to} onChange={draft.change} />
        </>
      )}
    </DraftFilterForm>
  );
}
