/**
 * Percents and multipliers as the operator typed them: 50, 12.5, never 12.50000001. Money goes
 * through @chaba/i18n/format instead; these are plain factors, not baht.
 */
export function formatFactor(value: number): string {
  return String(Number(value.toFixed(2)));
}
