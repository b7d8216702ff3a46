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
