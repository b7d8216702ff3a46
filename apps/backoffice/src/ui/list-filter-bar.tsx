import { useTranslation } from 'react-i18next';
import { FilterInput, FilterSelect } from './field';
import { AmountRangeInputs, DayRangeInputs, DraftFilterForm } from './filter-parts';
import { bankLabel } from './format';
import { Icon } from './icon';
import { useStatusLabel } from './status-badge';

/** The filters a money list's bar offers: the shared list query's, as text in the URL. */
export interface MoneyListFilters extends Record<string, string> {
  q: string;
  status: string;
  bank: string;
  staff: string;
  from: string;
  to: string;
  min: string;
  max: string;
  page_size: string;
}

export const noMoneyListFilters: MoneyListFilters = {
  q: '',
  status: '',
  bank: '',
  staff: '',
  from: '',
  to: '',
  min: '',
  max: '',
  page_size: '50',
};

/**
 * A money list's filter bar (issue 30, decision 68): the search (any part of a number, or text), the
 * status, the bank (when the list has one), the staff member by id, the days and the amounts; applied
 * together with the search button (or Enter).
 */
export function ListFilterBar({
  filters,
  onSearch,
  statuses,
  banks,
  searchLabel,
}: {
  filters: MoneyListFilters;
  onSearch: (filters: MoneyListFilters) => void;
  /** The statuses to choose from; none: the desk's tabs choose it. */
  statuses?: readonly string[];
  /** Bank codes (lower case) to choose from; none: the list has no bank filter. */
  banks?: readonly string[];
  searchLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <DraftFilterForm
      filters={filters}
      empty={{ ...noMoneyListFilters, page_size: filters.page_size }}
      onApply={(draft) => onSearch({ ...draft, q: draft.q.trim(), staff: draft.staff.trim() })}
    >
      {(draft) => (
        <>
          <div className="relative col-span-2 min-w-0 md:w-72">
            <Icon
              name="search"
              className="pointer-events-none absolute top-2.5 left-3 size-4 text-zinc-400"
            />
            <FilterInput
              type="search"
              aria-label={searchLabel}
              placeholder={searchLabel}
              title={t('moneyLists.numberHint')}
              value={draft.values.q}
              onChange={draft.set('q')}
              className="pl-9"
            />
          </div>
          {statuses ? (
            <StatusSelect statuses={statuses} value={draft.values.status} onChange={draft.set('status')} />
          ) : null}
          {banks ? (
            <FilterSelect
              aria-label={t('members.bank')}
              value={draft.values.bank}
              onChange={draft.set('bank')}
              className="md:w-44"
            >
              <option value="">{t('lists.anyBank')}</option>
              {banks.map((code) => (
                <option key={code} value={code}>
                  {bankLabel(code)}
                </option>
              ))}
            </FilterSelect>
          ) : null}
          <FilterInput
            aria-label={t('moneyLists.staff')}
            placeholder={t('audit.staffId')}
            inputMode="numeric"
            value={draft.values.staff}
            onChange={draft.set('staff')}
            className="md:w-28"
          />
          <DayRangeInputs from={draft.values.from} to={draft.values.to} onChange={draft.change} />
          <AmountRangeInputs min={draft.values.min} max={draft.values.max} onChange={draft.change} />
        </>
      )}
    </DraftFilterForm>
  );
}

function StatusSelect({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly string[];
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  return (
    <FilterSelect aria-label={t('withdrawals.status')} value={value} onChange={onChange} className="md:w-40">
      <option value="">{t('lists.anyStatus')}</option>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {statusLabel(status)}
        </option>
      ))}
    </FilterSelect>
  );
}
