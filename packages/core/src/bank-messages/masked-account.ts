/**
 * Account numbers as the banks mask them: `X153594X`, `x475366`, `X-0314`, `xxx-x-x1234-x`,
 * `XXX-X-XX805-8`, `0204XXXX0743`. Only the visible digits, in order, are kept: they are what a
 * statement line can be matched on.
 */

/** The visible digits of a masked account, or null when it shows none. */
export function visibleDigits(masked: string | undefined): string | null {
  const digits = masked?.replace(/\D/g, '') ?? '';
  return digits === '' ? null : digits;
}

/** The digits of a full account number as a form gives it (`123-4-56789-0` → `1234567890`). */
export function accountDigits(accountNumber: string): string {
  return accountNumber.replace(/\D/g, '');
}

/** The last `count` digits of an account number. */
export function lastDigits(accountNumber: string, count: number): string {
  return accountDigits(accountNumber).slice(-count);
}
