import { createGuardedDispatcher } from '@chaba/core/outbound/guarded-dispatcher';
import { parseSlipQr } from '@chaba/core/slips/slip-qr';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { slipVerify } from 'promptparse/generate';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { productionConfigProblems } from '../src/production-check';
import { createSlipVerifier } from '../src/slips/slip-verifier';

describe('SLIP_VERIFIER and its settings', () => {
  it('is off by default: no slip is checked', () => {
    const config = loadConfig({});
    expect(config.SLIP_VERIFIER).toBe('off');
    expect(config.EASYSLIP_API_URL).toBe('https://developer.easyslip.com/api/v1');
    expect(createSlipVerifier(config)).toBeUndefined();
  });

  it('makes the chosen adapter, and refuses to start without its key (SlipOK: and its branch id)', () => {
    expect(createSlipVerifier(loadConfig({ SLIP_VERIFIER: 'easyslip', EASYSLIP_API_KEY: 'k' }))?.name).toBe(
      'easyslip',
    );
    expect(createSlipVerifier(loadConfig({ SLIP_VERIFIER: 'slip2go', SLIP2GO_API_SECRET: 's' }))?.name).toBe(
      'slip2go',
    );
    const slipOk = loadConfig({ SLIP_VERIFIER: 'slipok', SLIPOK_API_KEY: 'k', SLIPOK_BRANCH_ID: '62328' });
    expect(createSlipVerifier(slipOk)?.name).toBe('slipok');
    expect(() => createSlipVerifier(loadConfig({ SLIP_VERIFIER: 'easyslip' }))).toThrow(
      'SLIP_VERIFIER=easyslip needs EASYSLIP_API_KEY',
    );
    expect(() => createSlipVerifier(loadConfig({ SLIP_VERIFIER: 'slipok', SLIPOK_API_KEY: 'k' }))).toThrow(
      'SLIP_VERIFIER=slipok needs SLIPOK_BRANCH_ID',
    );
    expect(() => loadConfig({ SLIP_VERIFIER: 'someone' })).toThrow('SLIP_VERIFIER');
    expect(() => loadConfig({ SLIPOK_BRANCH_ID: '../quota' })).toThrow('SLIPOK_BRANCH_ID');
  });

  it('production refuses a verifier reached over plain http', () => {
    const base = { CHABA_ENV: 'production', SLIP_VERIFIER: 'easyslip', EASYSLIP_API_KEY: 'k' } as const;
    const plain = productionConfigProblems(
      loadConfig({ ...base, EASYSLIP_API_URL: 'http://developer.easyslip.com/api/v1' }),
    );
    expect(plain.some((problem) => problem.startsWith('EASYSLIP_API_URL'))).toBe(true);
    const secure = productionConfigProblems(loadConfig(base));
    expect(secure.some((problem) => problem.startsWith('EASYSLIP_API_URL'))).toBe(false);
  });

  it("sends the setting's key to the setting's address within SLIP_VERIFIER_TIMEOUT_MS, through the outbound guard", async () => {
    const seen: Array<{ url: string; authorization: string | undefined }> = [];
    // Never answers: the timeout setting is what ends each of the three calls.
    const server = createServer((request) => {
      seen.push({ url: request.url ?? '', authorization: request.headers.authorization });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
    const config = loadConfig({
      SLIP_VERIFIER: 'easyslip',
      EASYSLIP_API_KEY: 'the-key',
      EASYSLIP_API_URL: url,
      SLIP_VERIFIER_TIMEOUT_MS: '500',
    });
    const dispatcher = createGuardedDispatcher({ policy: { allowLoopback: true } });
    const verifier = createSlipVerifier(config, { dispatcher })!;
    const slip = parseSlipQr(slipVerify({ sendingBank: '004', transRef: '016106143021BPM04826' }))!;
    const started = Date.now();
    expect(await verifier.verify(slip)).toEqual({ status: 'pending', reason: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(seen).toHaveLength(3);
    expect(seen[0]!.url).toMatch(/^\/api\/v1\/verify\?payload=0041/);
    expect(seen[0]!.authorization).toBe('Bearer the-key');
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
