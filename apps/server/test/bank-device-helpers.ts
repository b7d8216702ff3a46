import { expect } from 'vitest';
import { memberWithToken, type TestApp } from './helpers';

let memberCounter = 0;

/**
 * A member with a pending bank deposit, for the company phones' tests: its exact amount (baht) and
 * the company account to pay (digits only). Each member prepares from an address of its own, so that
 * the per-address limits of the deposit API do not get in the way.
 */
export async function memberWithPendingDeposit(t: TestApp, amount: number) {
  memberCounter += 1;
  const member = await memberWithToken(t, `0874${String(memberCounter).padStart(6, '0')}`);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/requests/deposit/prepare',
    headers: { authorization: `Bearer ${member.token}` },
    payload: { amount },
    remoteAddress: `10.9.${Math.floor(memberCounter / 250)}.${(memberCounter % 250) + 1}`,
  });
  expect(response.statusCode).toBe(200);
  const deposit = response.json().data as { amount: number; to_account_number: string };
  return { ...member, amount: deposit.amount, account: deposit.to_account_number.replace(/\D/g, '') };
}
