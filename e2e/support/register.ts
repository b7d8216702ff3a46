import type { Locator } from 'playwright-core';

/** The register popup's date of birth: three selects (day, month, year), given a Gregorian YYYY-MM-DD. */
export async function chooseDateOfBirth(step: Locator, date: string): Promise<void> {
  const [year, month, day] = date.split('-');
  await step.locator('select[name="date_of_birth_day"]').selectOption(day!);
  await step.locator('select[name="date_of_birth_month"]').selectOption(month!);
  await step.locator('select[name="date_of_birth_year"]').selectOption(year!);
}

/** The message under the date of birth (the field's own error line). */
export function dateOfBirthError(step: Locator): Locator {
  return step.locator('fieldset[data-field="date_of_birth"] p[id$="-error"]');
}
