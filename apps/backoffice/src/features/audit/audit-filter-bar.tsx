import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeInputs, FilterButtons } from '../../ui/filter-parts';
import { FilterInput } from '../../ui/field';
import { knownActions } from './action-label';
import type { AuditFilters } from './api';

/** The audit log's filters: applied together with the search button (or Enter), kept in the URL. */
export function AuditFilterBar({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  const empty = { staff_id: '', action: '', member_id: '', from: '', to: '' };
  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-2 gap-2 md:flex md:flex-wrap md:items-center"
      role="search"
    >
      <FilterInput
        aria-label={t('audit.action')}
        placeholder={t('audit.actionPlaceholder')}
        value={draft.action}
        onChange={set('action')}
        list="audit-actions"
        className="col-span-2 md:w-56"
      />
      <FilterInput
        aria-label={t('audit.staffId')}
        placeholder={t('audit.staffId')}
        inputMode="numeric"
        value={draft.staff_id}
        onChange={set('staff_id')}
        className="md:w-28"
      />
      <FilterInput
        aria-label={t('audit.memberId')}
        placeholder={t('audit.memberId')}
        inputMode="numeric"
        value={draft.member_id}
        onChange={set('member_id')}
        className="md:w-32"
      />
      <DayRangeInputs
        from={draft.from}
        to={draft.to}
        onChange={(change) => setDraft({ ...draft, ...change })}
      />
      <datalist id="audit-actions">
        {knownActions.map((action) => (
          <option key={action} value={action} />
        ))}
      </datalist>
      <FilterButtons
        onClear={() => {
          setDraft(empty);
          onChange(empty);
        }}
      />
    </form>
  );
}
