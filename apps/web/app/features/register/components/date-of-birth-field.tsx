import { useId, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { Language } from '@chaba/i18n/languages';
import { ChevronDownIcon } from '../../../ui/icons';

/** The Buddhist era runs 543 years ahead of the Gregorian calendar (2533 BE = 1990). */
const buddhistEraOffset = 543;
/** The oldest year offered: the server refuses over 120 years anyway. */
const yearsOffered = 120;

const intlLocale: Record<Language, string> = { th: 'th-TH', en: 'en-GB', cn: 'zh-CN' };

/** `YYYY-MM-DD` from the three selects; a part not chosen yet stays empty (`1990--15`). */
export function joinDate(year: string, month: string, day: string): string {
  return `${year}-${month}-${day}`;
}

/** True when the three parts are chosen; the form's rule then checks that the day exists. */
export function isComplete(value: string): boolean {
  return value.split('-').every((part) => part !== '');
}

/** The choices of the three selects: `[value, label]`; months by name, years newest first (BE in Thai). */
function useDateOptions(language: Language) {
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLocale[language], { month: 'long', timeZone: 'UTC' });
    const twoDigits = (value: number) => String(value).padStart(2, '0');
    const thisYear = new Date().getFullYear();
    return {
      days: Array.from({ length: 31 }, (_, index): [string, string] => [
        twoDigits(index + 1),
        String(index + 1),
      ]),
      months: Array.from({ length: 12 }, (_, index): [string, string] => [
        twoDigits(index + 1),
        format.format(new Date(Date.UTC(2000, index, 1))),
      ]),
      years: Array.from({ length: yearsOffered + 1 }, (_, index): [string, string] => {
        const year = thisYear - index;
        return [String(year), String(language === 'th' ? year + buddhistEraOffset : year)];
      }),
    };
  }, [language]);
}

/**
 * The date of birth as three selects, day, month and year, as Thai forms ask it: nothing to type on
 * a phone, and the year in the Buddhist era in Thai (2533 for 1990). The value is always the
 * Gregorian `YYYY-MM-DD` the API takes.
 */
export function DateOfBirthField({
  name,
  value,
  onChange,
  onBlur,
  error,
  language,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  language: Language;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [year = '', month = '', day = ''] = value.split('-');
  const options = useDateOptions(language);
  const describedBy = error ? errorId : hintId;
  const selectClass = `h-12 w-full min-w-0 appearance-none rounded-xl border bg-ink-950/70 pr-7 pl-3 text-base text-white outline-none transition focus:border-gold-300 focus:ring-2 focus:ring-gold-400/25 ${
    error ? 'border-rose-400/80' : 'border-ink-600'
  }`;

  const selects = [
    { part: 'day', label: t('register.birthDay'), value: day, options: options.days },
    { part: 'month', label: t('register.birthMonth'), value: month, options: options.months },
    { part: 'year', label: t('register.birthYear'), value: year, options: options.years },
  ];
  const change = (part: string, next: string) =>
    onChange(
      joinDate(part === 'year' ? next : year, part === 'month' ? next : month, part === 'day' ? next : day),
    );

  return (
    <fieldset className="mb-2" data-field={name}>
      <legend className="mb-1.5 block text-sm font-medium text-ink-200">{t('fields.dateOfBirth')}</legend>
      <div className="grid grid-cols-[1fr_1.7fr_1.3fr] gap-2">
        {selects.map((select) => (
          <div key={select.part} className="relative min-w-0">
            <select
              name={`${name}_${select.part}`}
              aria-label={select.label}
              value={select.value}
              onChange={(event) => change(select.part, event.target.value)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={selectClass}
            >
              <option value="">{select.label}</option>
              {select.options.map(([optionValue, optionLabel]) => (
                <option key={optionValue} value={optionValue}>
                  {optionLabel}
                </option>
              ))}
            </select>
            <ChevronDownIcon
              size={16}
              className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 text-ink-400"
            />
          </div>
        ))}
      </div>
      {/* The rule, until an error says it (or something else) in its place. */}
      {error ? null : (
        <p id={hintId} className="mt-1.5 text-xs leading-relaxed text-ink-400">
          {t('register.ageHint')}
        </p>
      )}
      <p
        id={errorId}
        role={error ? 'alert' : undefined}
        className="mt-1 min-h-5 text-xs leading-5 font-medium text-rose-300"
      >
        {error}
      </p>
    </fieldset>
  );
}
