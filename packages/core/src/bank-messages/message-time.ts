import { addDays, bangkokDate, bangkokMidnight } from '../bangkok-time';

/**
 * The time a bank message states, read as Asia/Bangkok. Banks print two-digit years in either era
 * (KBank and Krungsri `17/05/68`, Buddhist; ttb and Krungthai's English texts `24/05/25`, Common),
 * four-digit Buddhist years (`2568`), or no year or date at all; the missing parts come from when the
 * phone received the message.
 */

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
/** A stated time may run this far ahead of the phone's clock before it is taken as the day before. */
const clockSkewMs = 5 * minuteMs;
/** The years between the Buddhist era and the Common era (BE 2569 = CE 2026). */
const buddhistEraOffset = 543;

export interface StatedDate {
  day: string;
  month: number;
  /** Two or four digits, in either era; absent when the text gives day and month only. */
  year?: string;
}

export interface StatedTime {
  hour: string;
  minute: string;
}

/** The instant a message states, or null when its date or time cannot be a real one. */
export function statedInstant(date: StatedDate | null, time: StatedTime, receivedAt: Date): Date | null {
  const hour = Number(time.hour);
  const minute = Number(time.minute);
  if (hour > 23 || minute > 59) return null;
  const offsetMs = hour * hourMs + minute * minuteMs;
  const latestMs = receivedAt.getTime() + clockSkewMs;
  if (!date) {
    // A time alone is today's, unless today's would be later than the message arrived.
    const today = bangkokDate(receivedAt);
    const atToday = bangkokMidnight(today).getTime() + offsetMs;
    return new Date(atToday <= latestMs ? atToday : bangkokMidnight(addDays(today, -1)).getTime() + offsetMs);
  }
  const at = (year: number) => instantOn(year, date.month, Number(date.day), offsetMs);
  if (date.year === undefined) {
    // Day and month alone are this year's, unless that would be later than the message arrived.
    const thisYear = Number(bangkokDate(receivedAt).slice(0, 4));
    const candidate = at(thisYear);
    return candidate && candidate.getTime() <= latestMs ? candidate : at(thisYear - 1);
  }
  return closest(candidateYears(date.year).map(at), receivedAt);
}

/** The Common-era years a printed year may mean: a two-digit year in either era. */
function candidateYears(printed: string): number[] {
  const year = Number(printed);
  if (printed.length === 4) return [year > 2400 ? year - buddhistEraOffset : year];
  return [2500 + year - buddhistEraOffset, 2000 + year];
}

function closest(instants: (Date | null)[], receivedAt: Date): Date | null {
  const distance = (instant: Date) => Math.abs(instant.getTime() - receivedAt.getTime());
  return instants.reduce<Date | null>((best, instant) => {
    if (!instant) return best;
    return !best || distance(instant) < distance(best) ? instant : best;
  }, null);
}

function instantOn(year: number, month: number, day: number, offsetMs: number): Date | null {
  if (month < 1 || month > 12 || day < 1) return null;
  // Date.UTC rolls 31 February over into March: a date that does not come back unchanged is no date.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return new Date(bangkokMidnight(date.toISOString().slice(0, 10)).getTime() + offsetMs);
}

/** The Bangkok calendar fields of an instant, for printing a message. */
export function bangkokFields(at: Date) {
  const date = bangkokDate(at);
  const minutes = Math.floor((at.getTime() - bangkokMidnight(date).getTime()) / minuteMs);
  return {
    day: Number(date.slice(8, 10)),
    month: Number(date.slice(5, 7)),
    year: Number(date.slice(0, 4)),
    hour: Math.floor(minutes / 60),
    minute: minutes % 60,
  };
}

/** Two digits, zero-padded, as the banks print days, months, hours and minutes. */
export function twoDigits(value: number): string {
  return String(value % 100).padStart(2, '0');
}

/** The Buddhist-era year of a Common-era year. */
export function buddhistYear(commonYear: number): number {
  return commonYear + buddhistEraOffset;
}
