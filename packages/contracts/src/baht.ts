import { z } from 'zod';

/**
 * The API speaks baht as numbers with at most two decimals (DESIGN.md §3); inside, money is integer
 * satang. This is the one place where baht from outside become satang.
 */
export function bahtToSatang(baht: number): bigint {
  const satang = Math.round(baht * 100);
  if (!Number.isFinite(baht) || Math.abs(baht * 100 - satang) > 1e-6)
    throw new RangeError(`not a baht amount: ${baht}`);
  return BigInt(satang);
}

export function satangToBahtNumber(satang: bigint): number {
  return Number(satang) / 100;
}

export const maxBaht = 100_000_000;

/**
 * The one amount schema: baht with at most two decimals inside [min, max], to integer satang. Every
 * amount from outside goes through it (member forms, statement lines, the game wallet), so 1.001,
 * 1e400, -5, "NaN" or "1e3" are a 422 (`amount_format` / `amount_positive`), never a 500 at
 * `bahtToSatang` or in the database. `strings` also takes numeric strings ("500", "500.25"), as the
 * member site's forms send them; machine callers send JSON numbers. `bahtNumber` is the same rule
 * keeping baht (the game-wallet protocol's own type); the route then converts with `bahtToSatang`.
 */
export function bahtAmount(options: { allowZero?: boolean; max?: number; strings?: boolean } = {}) {
  return bahtNumber(options).transform(bahtToSatang);
}

export function bahtNumber(options: { allowZero?: boolean; max?: number; strings?: boolean } = {}) {
  const max = options.max ?? maxBaht;
  const error = (issue: { input?: unknown }) => (issue.input == null ? 'required' : 'amount_format');
  const input = options.strings ? z.union([z.number(), z.string().trim()], { error }) : z.number({ error });
  return input.transform((value, context) => {
    if (value === '') {
      context.addIssue({ code: 'custom', message: 'required' });
      return z.NEVER;
    }
    const baht = typeof value === 'number' ? value : /^\d+(\.\d{1,2})?$/.test(value) ? Number(value) : NaN;
    if (!Number.isFinite(baht) || baht > max) {
      context.addIssue({ code: 'custom', message: 'amount_format' });
      return z.NEVER;
    }
    if (baht < 0 || (baht === 0 && !options.allowZero)) {
      context.addIssue({ code: 'custom', message: 'amount_positive' });
      return z.NEVER;
    }
    // In range, a JSON number's shortest form is its decimal text: "100.001" stays "100.001".
    if (!/^\d+(\.\d{1,2})?$/.test(String(baht))) {
      context.addIssue({ code: 'custom', message: 'amount_format' });
      return z.NEVER;
    }
    return baht;
  });
}
