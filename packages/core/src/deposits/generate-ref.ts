import { randomInt } from 'node:crypto';

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A request reference a member can read out on the phone: a type letter and 9 characters. */
export function generateRef(type: 'deposit' | 'withdraw'): string {
  let ref = type === 'deposit' ? 'D' : 'W';
  for (let index = 0; index < 9; index += 1) ref += alphabet[randomInt(0, alphabet.length)];
  return ref;
}
