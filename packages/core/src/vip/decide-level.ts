import { addDays, bangkokDate, bangkokMidnight } from '../bangkok-time';

/** A level as the rule reads it. */
export interface RuledLevel {
  id: number;
  rank: number;
  thresholdSatang: bigint;
  keepDays: number;
}

/** A member's level now: none, or a level kept until an instant. */
export interface HeldLevel {
  levelId: number | null;
  reachedAt: Date | null;
  keptUntil: Date | null;
}

/**
 * The one rule of a member's VIP level (decision 72), from the levels (active ones only) and what
 * the member's window amount is for each (`amounts`, by level id: completed deposits or applied bets
 * over that level's window):
 * - the qualified level is the highest-ranked one whose amount reaches its threshold;
 * - above the held level: raised at once, kept until 00:00 Bangkok `keepDays` days after today
 *   (today counts as day one: keepDays 1 keeps it to the end of today);
 * - the same level: kept, its kept period renewed from today when that ends later;
 * - below the held one: nothing changes before the held level's kept period ends; after it the
 *   member is lowered to the qualified level (kept from today by its own period) or to none.
 * A held level that is no longer active counts as none.
 */
export function decideLevel(options: {
  levels: readonly RuledLevel[];
  amounts: ReadonlyMap<number, bigint>;
  held: HeldLevel;
  now: Date;
}): HeldLevel & { raisedFrom: number | null } {
  const { levels, amounts, held, now } = options;
  const qualified = [...levels]
    .sort((a, b) => b.rank - a.rank)
    .find((level) => (amounts.get(level.id) ?? 0n) >= level.thresholdSatang);
  const current = levels.find((level) => level.id === held.levelId);
  const keptFrom = (level: RuledLevel) => bangkokMidnight(addDays(bangkokDate(now), level.keepDays));
  if (qualified && (!current || qualified.rank > current.rank)) {
    return {
      levelId: qualified.id,
      reachedAt: now,
      keptUntil: keptFrom(qualified),
      raisedFrom: current?.rank ?? 0,
    };
  }
  if (current && qualified?.id === current.id) {
    const renewed = keptFrom(current);
    const keptUntil = held.keptUntil && held.keptUntil > renewed ? held.keptUntil : renewed;
    return { ...held, keptUntil, raisedFrom: null };
  }
  if (current && held.keptUntil && held.keptUntil > now) return { ...held, raisedFrom: null };
  if (!qualified) return { levelId: null, reachedAt: null, keptUntil: null, raisedFrom: null };
  return { levelId: qualified.id, reachedAt: now, keptUntil: keptFrom(qualified), raisedFrom: null };
}

/**
 * Whether `today` (YYYY-MM-DD, Bangkok) is the birthday of someone born on `dateOfBirth`: the same
 * month and day; a 29 February birthday falls on 28 February in a year without one.
 */
export function isBirthday(dateOfBirth: string, today: string): boolean {
  const monthDay = dateOfBirth.slice(5);
  const year = Number(today.slice(0, 4));
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const observed = monthDay === '02-29' && !leap ? '02-28' : monthDay;
  return observed === today.slice(5);
}
