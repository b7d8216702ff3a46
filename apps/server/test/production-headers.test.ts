import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './helpers';

/*
 * Issue 24: the production CSP named `http://localhost:3001`, the demo aggregator's development
 * address, which no member's browser can reach. Production headers name only what production uses.
 */

const production = { CHABA_ENV: 'production', PUBLIC_URL: 'https://chaba.example' };
let plain: TestApp;
let withDemo: TestApp;
beforeAll(async () => {
  plain = await createTestApp({ env: production });
  withDemo = await createTestApp({
    env: { ...production, DEMO_PROVIDER_URL: 'https://games.chaba.example' },
  });
});
afterAll(async () => {
  await plain?.close();
  await withDemo?.close();
});

function headerText(headers: Record<string, unknown>): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join('\n');
}

describe('production headers', () => {
  it.each(['/api/site', '/api/docs', '/healthz', '/api/no-such-route'])(
    'name no development address (%s)',
    async (url) => {
      const response = await call(plain.app, 'GET', url);
      const text = headerText(response.headers);
      expect(text).toContain('content-security-policy');
      expect(text).not.toMatch(/localhost|127\.0\.0\.1|\[::1\]|:3001/);
    },
  );

  it('frame only the aggregators production uses: the demo one when given a public address', async () => {
    const response = await call(withDemo.app, 'GET', '/api/site');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/frame-src 'self' https:\/\/games\.chaba\.example[; ]/);
    expect(policy).not.toContain('localhost');
  });

  it('offer no game of an aggregator left at its development address', async () => {
    const trial = await call(plain.app, 'GET', '/lobby/api/trial-game/chaba-demo/baccarat');
    expect(trial.status).toBe(404);
    expect(trial.text).not.toContain('localhost');
    const demo = await call(withDemo.app, 'GET', '/lobby/api/trial-game/chaba-demo/baccarat');
    expect(demo.body.url).toMatch(/^https:\/\/games\.chaba\.example\//);
  });
});
