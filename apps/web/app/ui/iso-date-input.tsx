import { useRef } from 'react';
import { useTranslation } from '../lib/i18n';
import { CalendarIcon } from './icons';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date shown and typed as YYYY-MM-DD (spec §5), whatever the browser's language: a native date
 * input shows the browser's order (11/28/2026 in an English Chromium, issue 24). The field is text;
 * its calendar button opens the browser's own picker (a hidden date input), whose choice is written
 * back in the same order.
 */
export function IsoDateInput({
  id,
  value,
  max,
  onChange,
  testId,
  className = '',
}: {
  id: string;
  value: string;
  max?: string;
  onChange: (value: string) => void;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      // A browser without showPicker (or refusing it): the date is typed instead.
    }
  };
  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        name="date"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder={t('common.datePlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/[^\d-]/g, ''))}
        data-testid={testId}
        className={`${className} pr-11 tabular-nums`}
      />
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        value={isoDate.test(value) ? value : ''}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        className="pointer-events-none absolute right-0 bottom-0 h-px w-px opacity-0"
      />
      <button
        type="button"
        onClick={openPicker}
        aria-label={t('common.openCalendar')}
        className="absolute inset-y-0 right-1 flex items-center rounded-lg px-2 text-ink-300 hover:text-gold-200"
      >
        <CalendarIcon size={18} />
      </button>
    </div>
  );
}
