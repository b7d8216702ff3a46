/**
 * The one place where money and dates become text (spec §9): baht with two decimals and
 * thousands separators; dates dd/mm/yy HH:mm in Asia/Bangkok, or with Thai short month names.
 */
const bahtFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatBaht(amountBaht: number): string {
  return bahtFormat.format(amountBaht);
}

export const thaiShortMonths = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
] as const;

const bangkokOffsetMs = 7 * 60 * 60 * 1000;

function bangkokParts(value: Date | string) {
  const date = typeof value === 'string' ? new Date(value) : value;
  // Thailand has no daylight saving time, so a fixed +07:00 offset is exact.
  const shifted = new Date(date.getTime() + bangkokOffsetMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: pad(shifted.getUTCDate()),
    monthIndex: shifted.getUTCMonth(),
    month: pad(shifted.getUTCMonth() + 1),
    year2: pad(shifted.getUTCFullYear() % 100),
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
  };
}

/** dd/mm/yy HH:mm, Bangkok time. */
export function formatDateTime(value: Date | string): string {
  const parts = bangkokParts(value);
  return `${parts.day}/${parts.month}/${parts.year2} ${parts.time}`;
}

/** dd <Thai short month> yy HH:mm, Bangkok time. */
export function formatThaiDateTime(value: Date | string): string {
  const parts = bangkokParts(value);
  return `${parts.day} ${thaiShortMonths[parts.monthIndex]} ${parts.year2} ${parts.time}`;
}

/** dd/mm/yy of a Bangkok calendar day given as YYYY-MM-DD (a cashback period's days). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${(year ?? '').slice(2)}`;
}
