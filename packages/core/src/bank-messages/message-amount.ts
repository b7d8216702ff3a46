/**
 * Amounts as Thai banks print them (`1,000.00`, `500.00`, `+180.00`, `6,302`), turned into satang
 * with integer arithmetic only: a float would round some amounts by a satang.
 */

/** The longest whole-baht part read: a deposit of a thousand billion baht is not a real message. */
const maximumBahtDigits = 12;

/** Reads a printed amount as satang, or null when it is not one (a leading `+` is allowed). */
export function amountSatang(printed: string): bigint | null {
  const match = /^\+?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(printed);
  if (!match) return null;
  const baht = match[1]!.replaceAll(',', '');
  if (baht.length > maximumBahtDigits) return null;
  return BigInt(baht) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Prints satang the way the banks do: thousands separated by commas, always two decimals. */
export function printedAmount(satang: bigint): string {
  const baht = (satang / 100n).toString().replace(/\B(?=(\d{3})+$)/g, ',');
  return `${baht}.${(satang % 100n).toString().padStart(2, '0')}`;
}
