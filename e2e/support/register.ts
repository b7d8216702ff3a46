import type { Locator, Page } from 'playwright-core';
import { readOtp } from './api';
import { control, field, popup } from './site';
import { th } from './texts';

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

/**
 * A visitor's first two registration steps from the header's button (phone, then the SMS code) up to
 * the password step, which it fills and sends; answers the bank step's popup.
 */
export async function registerUpToBank(
  page: Page,
  options: { baseUrl: string; phone: string; password: string },
): Promise<Locator> {
  const { phone, password } = options;
  await control(page, th.nav.register).click();
  const register = popup(page, th.register.title);
  await field(register, th.fields.phone).fill(phone);
  await control(register, th.register.requestOtp).click();
  await field(register, th.fields.otp).fill(await readOtp(options.baseUrl, phone));
  await control(register, th.register.verifyOtp).click();
  const setPassword = popup(page, th.register.passwordTitle);
  await field(setPassword, th.fields.password).fill(password);
  await field(setPassword, th.fields.passwordConfirmation).fill(password);
  await control(setPassword, th.common.next).click();
  return popup(page, th.register.bankTitle);
}
