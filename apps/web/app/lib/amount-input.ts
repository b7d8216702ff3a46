/**
 * Keeps what a baht amount can be while it is typed: digits and at most two decimals. The server
 * still checks the amount; this only keeps the field tidy on keyboards without a numeric pad.
 */
export function sanitizeAmount(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
}
