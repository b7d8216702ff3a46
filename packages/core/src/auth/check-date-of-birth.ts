import { bangkokDate } from '../bangkok-time';
import { DomainError } from '../errors';

/** Thailand's age of majority (Civil and Commercial Code §19): nobody younger may register. */
export const minimumAge = 20;
/** Older than this is a mistyped year (a Buddhist-era year taken for a Gregorian one, 1900 for 1990). */
export const maximumAge = 120;

/**
 * Full years between a YYYY-MM-DD date of birth and a YYYY-MM-DD day. A birthday on 29 February
 * comes on 1 March in a year without one.
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/**
 * Refuses a date of birth (already a real YYYY-MM-DD day, see `dateOfBirthSchema`) unless its owner
 * is between 20 and 120 on today's date in Bangkok: the birthday counts from 00:00 Bangkok time.
 *
 * @throws DomainError date_of_birth_future, under_minimum_age, date_of_birth_too_old (field date_of_birth)
 */
export function checkDateOfBirth(dateOfBirth: string, now: Date): void {
  const today = bangkokDate(now);
  const field = 'date_of_birth';
  if (dateOfBirth > today) throw new DomainError('date_of_birth_future', { field });
  const age = ageOn(dateOfBirth, today);
  if (age < minimumAge) throw new DomainError('under_minimum_age', { field, values: { min: minimumAge } });
  if (age > maximumAge)
    throw new DomainError('date_of_birth_too_old', { field, values: { max: maximumAge } });
}
