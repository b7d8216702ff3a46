import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterInput, FilterSelect } from './field';
import { AmountRangeInputs, DayRangeInputs, DraftFilterForm, type FilterDraft } from './filter-parts';
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

/** What every list's bar filters by: the search and the page size; the rest as the list has them. */
export type ListBarFilters = Record<string, string> & { q: string; page_size: string };

/** Every filter empty, the page size kept: what "clear" applies. */
function emptied<Filters extends ListBarFilters>(filters: Filters): Filters {
  const empty = Object.fromEntries(Object.keys(filters).map((key) => [key, '']));
  return { ...empty, page_size: filters.page_size } as Filters;
}

/** Every value without its spaces at either end (a pasted username or number). */
function trimmed<Filters extends ListBarFilters>(filters: Filters): Filters {
  return Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value.trim()])) as Filters;
}

/**
 * A list's filter bar (issue 30, decisions 64, 68 and 69), one for every list of the console: the
 * search (any part of a number, or text), the status, the list's own fields (`children`), the bank
 * (when the list has one), the staff member by id, the days and the amounts, each shown when the
 * list's filters have it; applied together with the search button (or Enter).
 */
export function ListFilterBar<Filters extends ListBarFilters>({
  filters,
  onSearch,
  statuses,
  statusKey = 'status',
  statusLabel,
  statusName,
  anyStatus,
  banks,
  bankName,
  staffLabel,
  daysLabel,
  searchLabel,
  searchHint,
  children,
}: {
  filters: Filters;
  onSearch: (filters: Filters) => void;
  /** The statuses to choose from; none: the desk's tabs choose it (or the list has none). */
  statuses?: readonly string[];
  /** The filter the status select sets, when the URL's `status` is the desk's tab. */
  statusKey?: keyof Filters & string;
  /** A status in words; the status badges' words when not given. */
  statusLabel?: (status: string) => string;
  /** The status select's name and its "any" choice, when not a status of a request. */
  statusName?: string;
  anyStatus?: string;
  /** Bank codes (lower case) to choose from; none: the list has no bank filter. */
  banks?: readonly string[];
  bankName?: string;
  /** The staff filter's name (the list's `staff`: who made, decided or holds it). */
  staffLabel?: string;
  /** What the days filter (`from`/`to`) is the day of, when not the list's obvious one. */
  daysLabel?: string;
  searchLabel: string;
  /** What the search finds, as a tooltip. */
  searchHint?: string;
  /** The list's own fields, after the status. */
  children?: (draft: FilterDraft<Filters>) => ReactNode;
}) {
  return (
    <DraftFilterForm filters={filters} empty={emptied(filters)} onApply={(draft) => onSearch(trimmed(draft))}>
      {(draft) => (
        <>
          <SearchField
            label={searchLabel}
            hint={searchHint}
            value={draft.values.q}
            onChange={draft.set('q')}
          />
          {statuses ? (
            <StatusSelect
              statuses={statuses}
              label={statusLabel}
              name={statusName}
              any={anyStatus}
              value={draft.values[statusKey] ?? ''}
              onChange={draft.set(statusKey)}
            />
          ) : null}
          {children?.(draft)}
          <SharedFields
            draft={draft}
            filters={filters}
            banks={banks}
            bankName={bankName}
            staffLabel={staffLabel}
            daysLabel={daysLabel}
          />
        </>
      )}
    </DraftFilterForm>
  );
}

function StatusSelect({
  statuses,
  label,
  name,
  any,
  value,
  onChange,
}: {
  statuses: readonly string[];
  label: ((status: string) => string) | undefined;
  name: string | undefined;
  any: string | undefined;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  return (
    <FilterSelect
      aria-label={name ?? t('withdrawals.status')}
      value={value}
      onChange={onChange}
      className="md:w-44"
    >
      <option value="">{any ?? t('lists.anyStatus')}</option>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {(label ?? statusLabel)(status)}
        </option>
      ))}
    </FilterSelect>
  );
}

function SearchField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint: string | undefined;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  return (
    <div className="relative col-span-2 min-w-0 md:w-72">
      <Icon name="search" className="pointer-events-none absolute top-2.5 left-3 size-4 text-zinc-400" />
      <FilterInput
        type="search"
        aria-label={label}
        placeholder={label}
        title={hint}
        value={value}
        onChange={onChange}
        className="pl-9"
      />
    </div>
  );
}

/** The fields many lists share, each shown when the list's filters have it. */
function SharedFields<Filters extends ListBarFilters>({
  draft,
  filters,
  banks,
  bankName,
  staffLabel,
  daysLabel,
}: {
  draft: FilterDraft<Filters>;
  filters: Filters;
  banks: readonly string[] | undefined;
  bankName: string | undefined;
  staffLabel: string | undefined;
  daysLabel: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      {banks ? (
        <FilterSelect
          aria-label={bankName ?? t('members.bank')}
          value={draft.values.bank ?? ''}
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
      {'staff' in filters ? (
        <FilterInput
          aria-label={staffLabel ?? t('moneyLists.staff')}
          placeholder={staffLabel ?? t('audit.staffId')}
          inputMode="numeric"
          value={draft.values.staff ?? ''}
          onChange={draft.set('staff')}
          className="md:w-36"
        />
      ) : null}
      {'from' in filters && daysLabel ? (
        <span className="col-span-2 text-xs font-medium text-zinc-600 md:col-span-1">{daysLabel}</span>
      ) : null}
      {'from' in filters ? (
        <DayRangeInputs
          from={draft.values.from ?? ''}
          to={draft.values.to ?? ''}
          onChange={(change) => draft.change(change as Partial<Filters>)}
        />
      ) : null}
      {'min' in filters ? (
        <AmountRangeInputs
          min={draft.values.min ?? ''}
          max={draft.values.max ?? ''}
          onChange={(change) => draft.change(change as Partial<Filters>)}
        />
      ) : null}
    </>
  );
}
