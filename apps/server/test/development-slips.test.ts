import { registerDevelopmentSlip } from '@chaba/core/slips/development-slip-registry';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { developmentSlipsDirectory } from '../src/config';
import { creditOf, useTestApp } from './helpers';
import { maskAccount, memberWithDepositAndSlip, postSlip } from './slip-helpers';

/*
 * SLIP_VERIFIER=development (the demo, `npm run simulate -- slip`): the server makes the development
 * verifier at start, and it verifies the slips registered in DATA_DIR/dev-slips, and nothing else.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'chaba-dev-slips-'));
const t = useTestApp({ env: { SLIP_VERIFIER: 'development', DATA_DIR: dataDir } });

describe('the development slip verifier', () => {
  it('credits a slip the simulator registered, and refuses one it did not', async () => {
    expect(t.context.slipVerifier?.name).toBe('development');
    const m = await memberWithDepositAndSlip(t, '0658000001', 345);
    const unknown = await postSlip(t, m.token, m.image);
    expect(unknown.body.code).toBe('slip_not_found');

    const other = await memberWithDepositAndSlip(t, '0658000002', 346);
    await registerDevelopmentSlip(developmentSlipsDirectory(t.context.config), other.reference, {
      amountSatang: BigInt(Math.round(other.deposit.amount * 100)),
      occurredAt: t.clock.now(),
      receiver: { accountMasked: maskAccount(other.deposit.to_account_number), name: {} },
      sender: { name: { en: 'SIMULATOR' } },
    });
    const credit = await creditOf(t.app, other.token);
    const answer = await postSlip(t, other.token, other.image);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.status).toBe('credited');
    expect(await creditOf(t.app, other.token)).toBeCloseTo(credit + other.deposit.amount, 2);
  });
});
