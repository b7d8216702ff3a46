import { useTranslation } from 'react-i18next';
import { DayRangeInputs, DraftFilterForm } from '../../ui/filter-parts';
import { FilterInput } from '../../ui/field';
import { knownActions } from './action-label';
import type { AuditFilters } from './api';

const empty: AuditFilters = { staff_id: '', action: '', member_id: '', from: '', to: '' };

/** The audit log's filters: applied together with the search button (or Enter), kept in the URL. */
export function AuditFilterBar({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <DraftFilterForm filters={filters} empty={empty} onApply={onChange}>
      {(draft) => (
        <>
          <FilterInput
            aria-label={t('audit.action')}
            placeholder={t('audit.actionPlaceholder')}
            value={draft.values.action}
            onChange={draft.set('action')}
            list="audit-actions"
            className="col-span-2 md:w-56"
          />
          <FilterInput
            aria-label={t('audit.staffId')}
            placeholder={t('audit.staffId')}
            inputMode="numeric"
            value={draft.values.staff_id}
            onChange={draft.set('staff_id')}
            className="md:w-28"
          />
          <FilterInput
            aria-label={t('audit.memberId')}
            placeholder={t('audit.memberId')}
            inputMode="numeric"
            value={draft.values.member_id}
            onChange={draft.set('member_id')}
            className="md:w-32"
          />
          <DayRangeInputs from={draft.values.from} to={draft.values.to} onChange={draft.change} />
          <datalist id="audit-actions">
            {knownActions.map((action) => (
              <option key={action} value={action} />
            ))}
          </datalist>
        </>
      )}
    </DraftFilterForm>
  );
}
