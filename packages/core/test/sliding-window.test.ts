import type { DatabaseConnection } from '@chaba/db/client';
import { otpChallenges } from '@chaba/db/schema';
import { openTestDatabase } from '@chaba/db/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { refuseWhenWindowFull, type SlidingWindow, type WindowRefusal } from '../src/auth/sliding-window';
import { addSeconds } from '../src/clock';
import { DomainError } from '../src/errors';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await openTestDatabase(inject('testDatabase'));
});
afterAll(() => connection.close());

const now = new Date('2026-11-20T10:00:00.000Z');

/** Codes sent to `phone` the given seconds before `now`. */
async function codesSentAgo(phone: string, secondsAgo: number[]) {
  await connection.db.insert(otpChallenges).values(
    secondsAgo.map((seconds) => ({
      phone,
      purpose: 'register' as const,
      codeHash: 'x',
      expiresAt: now,
      createdAt: addSeconds(now, -seconds),
    })),
  );
}

function window(phone: string, max: number, windowSeconds: number): SlidingWindow {
  return {
    table: otpChallenges,
    createdAt: otpChallenges.createdAt,
    where: eq(otpChallenges.phone, phone),
    max,
    windowSeconds,
  };
}

async function refusal(limit: SlidingWindow, refuse: WindowRefusal): Promise<DomainError | undefined> {
  try {
    await refuseWhenWindowFull(connection.db, { ...limit, now, refusal: refuse });
    return undefined;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}

const hourly: WindowRefusal = { code: 'otp_hourly_limit', field: 'phone', waitIn: 'minutes' };

describe('the sliding-window limit', () => {
  it('lets the call through while the window holds fewer rows than the limit', async () => {
    // Two in the hour, one older than the window: it no longer counts.
    await codesSentAgo('0810000001', [3_700, 1_000, 10]);
    expect(await refusal(window('0810000001', 3, 3_600), hourly)).toBeUndefined();
  });

  it('refuses a full window until its oldest row leaves it, in minutes rounded up', async () => {
    await codesSentAgo('0810000002', [3_000, 1_000, 10]);
    const refused = await refusal(window('0810000002', 3, 3_600), hourly);
    // The oldest leaves 600 s from now; the other rows would keep the caller waiting longer.
    expect(refused?.code).toBe('otp_hourly_limit');
    expect(refused?.details).toEqual({ field: 'phone', retryAfterSeconds: 600, values: { minutes: 10 } });
  });

  it('says the wait in seconds where asked, at least one, and without a field where none is given', async () => {
    await codesSentAgo('0810000003', [59.5]);
    const refused = await refusal(window('0810000003', 1, 60), {
      code: 'too_many_login_attempts',
      waitIn: 'seconds',
    });
    expect(refused?.details).toEqual({ retryAfterSeconds: 1, values: { seconds: 1 } });
  });
});
