/**
 * When Yeekee rounds run: back to back every `roundMinutes` through the Bangkok day (UTC+7, no daylight
 * saving), numbered from 1 at midnight like Thai sites (รอบที่ 1 … 96 with 15-minute rounds). A round
 * is open for tickets and shots from its opening to its close, and its result is computed at the close.
 * Its key is the Bangkok date and the number, e.g. "20261124-37".
 */

const bangkokOffsetMs = 7 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

export interface RoundSlot {
  key: string;
  /** The Bangkok date, YYYY-MM-DD. */
  date: string;
  number: number;
  opensAt: Date;
  closesAt: Date;
}

/** Round lengths that divide the day into whole rounds (1440 minutes). */
export function isRoundMinutes(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440 && 1440 % minutes === 0;
}

export function roundsPerDay(roundMinutes: number): number {
  return 1440 / roundMinutes;
}

/** The round open at `at` (a round opens at its start and is closed at its end). */
export function roundAt(at: Date, roundMinutes: number): RoundSlot {
  if (!isRoundMinutes(roundMinutes)) throw new Error(`rounds of ${roundMinutes} minutes do not fill a day`);
  const roundMs = roundMinutes * 60_000;
  const local = at.getTime() + bangkokOffsetMs;
  const dayStartLocal = Math.floor(local / dayMs) * dayMs;
  const index = Math.floor((local - dayStartLocal) / roundMs);
  return slot(dayStartLocal, index, roundMs);
}

/** The round after `round`. */
export function nextRound(round: RoundSlot, roundMinutes: number): RoundSlot {
  return roundAt(round.closesAt, roundMinutes);
}

/** The slot of a key, or undefined when it names no round of this length. */
export function roundOfKey(key: string, roundMinutes: number): RoundSlot | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})-(\d{1,4})$/.exec(key);
  if (!match) return undefined;
  const [, year, month, day, number] = match;
  const dayStartLocal = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const index = Number(number) - 1;
  if (Number.isNaN(dayStartLocal) || index < 0 || index >= roundsPerDay(roundMinutes)) return undefined;
  const round = slot(dayStartLocal, index, roundMinutes * 60_000);
  return round.key === key ? round : undefined;
}

function slot(dayStartLocal: number, index: number, roundMs: number): RoundSlot {
  const date = new Date(dayStartLocal).toISOString().slice(0, 10);
  const number = index + 1;
  const opensAtLocal = dayStartLocal + index * roundMs;
  return {
    key: `${date.replaceAll('-', '')}-${number}`,
    date,
    number,
    opensAt: new Date(opensAtLocal - bangkokOffsetMs),
    closesAt: new Date(opensAtLocal + roundMs - bangkokOffsetMs),
  };
}
