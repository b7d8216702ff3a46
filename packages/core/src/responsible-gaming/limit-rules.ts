import type { PlayerLimitKind } from '@chaba/db/schema';

/**
 * The rules of the limits a member sets on themselves (docs/decisions/0019-player-limits.md).
 * Windows are rolling: a day limit counts the last 24 hours, a week the last 7 days, a month the last
 * 30 days, so that no 24 hours ever hold more than the day limit (a calendar day would let a member
 * deposit it at 23:59 and again at 00:00).
 */
export const limitWindowDays: Record<PlayerLimitKind, number> = {
  deposit_day: 1,
  deposit_week: 7,
  deposit_month: 30,
  loss_day: 1,
  loss_week: 7,
  loss_month: 30,
};

export const depositLimitKinds = ['deposit_day', 'deposit_week', 'deposit_month'] as const;
export type DepositLimitKind = (typeof depositLimitKinds)[number];

/** A raise or a removal may be confirmed only this long after it was asked for. */
export const limitRaiseDelaySeconds = 24 * 60 * 60;

/** The highest limit a member may set: 10,000,000 baht. */
export const maxLimitSatang = 1_000_000_000n;

const dayMs = 24 * 60 * 60 * 1000;

export function windowStart(kind: PlayerLimitKind, now: Date): Date {
  return new Date(now.getTime() - limitWindowDays[kind] * dayMs);
}

export function windowMs(kind: PlayerLimitKind): number {
  return limitWindowDays[kind] * dayMs;
}

/** `YYYY-MM-DD HH:mm` in Bangkok time (UTC+7, no daylight saving), for the member's messages. */
export function bangkokDateTime(at: Date): string {
  return new Date(at.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ');
}
