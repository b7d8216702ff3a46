/**
 * Calendar arithmetic in Asia/Bangkok (UTC+7 all year: Thailand has no daylight saving time), for
 * activity periods and the weekly referral summary.
 */
const offsetMs = 7 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of the Bangkok day that contains `at`. */
export function bangkokDate(at: Date): string {
  return new Date(at.getTime() + offsetMs).toISOString().slice(0, 10);
}

/** The UTC instant of 00:00 Bangkok time on a YYYY-MM-DD date. */
export function bangkokMidnight(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - offsetMs);
}

/** The Bangkok date of the Monday that starts the week of `at`. */
export function bangkokWeekStart(at: Date): string {
  const local = new Date(at.getTime() + offsetMs);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - daysSinceMonday * dayMs).toISOString().slice(0, 10);
}

/** The latest Friday 00:00 Bangkok at or before `at`, as its YYYY-MM-DD date. */
export function latestFridayMidnight(at: Date): string {
  const local = new Date(at.getTime() + offsetMs);
  const daysSinceFriday = (local.getUTCDay() + 2) % 7;
  return new Date(local.getTime() - daysSinceFriday * dayMs).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * dayMs).toISOString().slice(0, 10);
}
