import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { FilterInput } from './field';

/** A filter bar's two calendar days, from and to (YYYY-MM-DD, both included). */
export function DayRangeInputs({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (change: { from?: string; to?: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="flex items-center gap-1.5 text-xs text-zinc-500">
        {t('common.from')}
        <FilterInput
          type="date"
          value={from}
          onChange={(event) => onChange({ from: event.target.value })}
          className="min-w-0 md:w-40"
        />
      </label>
      <label className="flex items-center gap-1.5 text-xs text-zinc-500">
        {t('common.to')}
        <FilterInput
          type="date"
          value={to}
          onChange={(event) => onChange({ to: event.target.value })}
          className="min-w-0 md:w-40"
        />
      </label>
    </>
  );
}

/** A filter bar's search (its form's submit) and clear buttons. */
export function FilterButtons({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="col-span-2 flex gap-2">
      <Button type="submit" variant="primary">
        {t('common.search')}
      </Button>
      <Button variant="ghost" onClick={onClear}>
        {t('common.clear')}
      </Button>
    </div>
  );
}

/** What a filter bar's fields read and change: the draft, not yet applied. */
export interface FilterDraft<Filters extends Record<string, string>> {
  values: Filters;
  /** An input's or a select's change handler for one filter. */
  set: (key: keyof Filters) => (event: { target: { value: string } }) => void;
  change: (changes: Partial<Filters>) => void;
}

/**
 * A list's filter bar (issue 30): the fields change a draft, applied together with the search button
 * (or Enter) and kept in the URL by the desk; clear empties and applies at once. One form for every
 * desk (audit, bank messages, games, members and the lists after them).
 */
export function DraftFilterForm<Filters extends Record<string, string>>({
  filters,
  empty,
  onApply,
  children,
}: {
  filters: Filters;
  empty: Filters;
  onApply: (filters: Filters) => void;
  children: (draft: FilterDraft<Filters>) => ReactNode;
}) {
  const [values, setValues] = useState(filters);
  const draft: FilterDraft<Filters> = {
    values,
    set: (key) => (event) => setValues({ ...values, [key]: event.target.value }),
    change: (changes) => setValues({ ...values, ...changes }),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-2 gap-2 md:flex md:flex-wrap md:items-center"
      role="search"
    >
      {children(draft)}
      <FilterButtons
        onClear={() => {
          setValues(empty);
          onApply(empty);
        }}
      />
    </form>
  );
}

/** A filter bar's smallest and largest amount (baht). */
export function AmountRangeInputs({
  min,
  max,
  onChange,
}: {
  min: string;
  max: string;
  onChange: (change: { min?: string; max?: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FilterInput
        aria-label={t('lists.minAmount')}
        placeholder={t('lists.minAmount')}
        inputMode="decimal"
        value={min}
        onChange={(event) => onChange({ min: event.target.value })}
        className="md:w-32"
      />
      <FilterInput
        aria-label={t('lists.maxAmount')}
        placeholder={t('lists.maxAmount')}
        inputMode="decimal"
        value={max}
        onChange={(event) => onChange({ max: event.target.value })}
        className="md:w-32"
      />
    </>
  );
}
