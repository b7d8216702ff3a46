/**
 * A Bangkok calendar day's first or last moment (YYYY-MM-DD), as the API's ISO time with its offset;
 * undefined for anything else (an empty filter).
 */
export function bangkokDayEdge(day: string, edge: 'start' | 'end'): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return `${day}T${edge === 'end' ? '23:59:59.999' : '00:00:00.000'}+07:00`;
}

const bangkokOffsetMs = 7 * 60 * 60 * 1000;

/** An ISO time as a `datetime-local` value in Bangkok time (minutes), or '' for none. */
export function bangkokInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + bangkokOffsetMs).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Bangkok time, as the API's ISO time with its offset. */
export function bangkokInputTime(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+07:00` : value;
}
