import { checkLedger } from '@chaba/core/ledger/check-ledger';
import { ledgerAccount } from '@chaba/core/ledger/accounts';
import { postTransaction, transfer } from '@chaba/core/ledger/post-transaction';
import { demoMember, seedDemoData } from '@chaba/core/demo/seed-demo-data';
import { defaultWithdrawAuto } from '@chaba/contracts/withdrawal-rules';
import { writeSiteSetting } from '@chaba/core/site/site-settings';
import { requestWithdrawal } from '@chaba/core/withdrawals/request-withdrawal';
import { openDatabase, type DatabaseConnection } from '@chaba/db/client';
import { members, moneyRequests, payoutOrders } from '@chaba/db/schema';
import { withAdminClient } from '@chaba/db/test-database';
import { eq } from 'drizzle-orm';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startLocalPayoutAgent, type LocalPayoutAgent } from '../scripts/local-payout-agent';
import { startChaba, type StartedChaba } from './support/start-chaba';

/**
 * kill -9 of the server between a payout order and the agent's report (issue 27, decision 51): the
 * restarted server sends no second order (the same id at most, which the agent answers 409), takes
 * the late report, and the ledger is clean. Two server processes on one PostgreSQL database, one
 * after the other; a PGlite run skips it (its database is the server's own process).
 */
const source = inject('testDatabase');
const secret = 'restart-payout-agent-secret-0123456789';

let databaseUrl = '';
let connection: DatabaseConnection | undefined;
let dataDir = '';
let agent: LocalPayoutAgent | undefined;
let serverUrl = '';

beforeAll(async () => {
  if (source.kind !== 'postgres') return;
  const name = `${source.templateName.replace('template', 'test')}_kill_${randomBytes(3).toString('hex')}`;
  await withAdminClient(source.serverUrl, (admin) =>
    admin.query(`create database ${name} template ${source.templateName}`),
  );
  const url = new URL(source.serverUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  connection = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  dataDir = await mkdtemp(path.join(tmpdir(), 'chaba-payout-kill-'));
  agent = await startLocalPayoutAgent({
    secret,
    mode: 'timeout',
    report: async (id, body, headers) => {
      const response = await fetch(`${serverUrl}/api/integrations/payouts/${id}/result`, {
        method: 'POST',
        headers,
        body,
      });
      return response.status;
    },
  });
}, 60_000);
afterAll(async () => {
  await agent?.close();
  await connection?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (source.kind === 'postgres' && databaseUrl) {
    const name = new URL(databaseUrl).pathname.slice(1);
    await withAdminClient(source.serverUrl, (admin) =>
      admin.query(`drop database if exists ${name} with (force)`),
    );
  }
});

/** `scripts/start.ts` on the test's database, paying through the local agent; waits for its banner. */
async function startServer(): Promise<StartedChaba> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CHABA_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_PROVIDER_PORT: '0',
    LOG_LEVEL: 'warn',
    WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
    PAYOUT_AGENT_URL: agent!.url,
    PAYOUT_AGENT_SECRET: secret,
    PAYOUT_AGENT_TIMEOUT_MS: '60000',
    PAYOUT_CHECK_AFTER_SECONDS: '5',
    OUTBOUND_ALLOW_LOOPBACK: 'true',
  };
  delete env.REDIS_URL;
  return startChaba(env, 180_000);
}

async function killed(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('a payout across kill -9 of the server', () => {
  it.skipIf(source.kind !== 'postgres')(
    'makes one order, pays once, takes the late report and leaves the ledger clean',
    { timeout: 600_000 },
    async () => {
      const db = connection!.db;
      const now = new Date();
      await seedDemoData(db, { publicUrl: 'http://localhost:3000', now });
      // The rules pay any withdrawal up to 5,000 baht: the first-withdrawal and name rules are
      // tested in apps/server/test/payouts.test.ts.
      await writeSiteSetting(
        db,
        'withdraw_auto',
        { ...defaultWithdrawAuto, enabled: true, up_to_satang: 500_000, not_first: false, name_match: false },
        now,
      );
      const [member] = await db.select().from(members).where(eq(members.phone, demoMember.phone));
      await postTransaction(db, {
        idempotencyKey: 'payout-kill:credit',
        eventType: 'staff_adjustment',
        postings: transfer(
          ledgerAccount.staffAdjustments(),
          ledgerAccount.memberWallet(member!.id),
          100_000n,
        ),
        metadata: {},
      });
      // Asked while no server runs: the first server's payout job finds it, orders and sends it.
      const request = await requestWithdrawal(db, {
        memberId: member!.id,
        phone: demoMember.phone,
        amountSatang: 50_000n,
        now,
      });
      const orderId = `wd-${request.id}`;

      const first = await startServer();
      serverUrl = first.serverUrl;
      // The agent has it (and pays it) but its answer never comes: the server is mid-call.
      await vi.waitFor(() => expect(agent!.transfers.has(orderId)).toBe(true), {
        timeout: 30_000,
        interval: 50,
      });
      await killed(first.child);
      const [stuck] = await db.select().from(payoutOrders).where(eq(payoutOrders.requestId, request.id));
      expect(stuck).toMatchObject({ id: orderId, status: 'sending' });

      agent!.mode = 'silent';
      const second = await startServer();
      serverUrl = second.serverUrl;
      try {
        // The restarted server sends the same id again (409: the agent has it) and nothing else; it
        // may also have asked the agent already, which says paid.
        await vi.waitFor(
          async () => {
            const [order] = await db
              .select()
              .from(payoutOrders)
              .where(eq(payoutOrders.requestId, request.id));
            expect(['accepted', 'paid']).toContain(order!.status);
          },
          { timeout: 40_000, interval: 200 },
        );
        expect(await agent!.reportNow(orderId)).toBe(200);
        const [paid] = await db.select().from(moneyRequests).where(eq(moneyRequests.id, request.id));
        expect(paid!.status).toBe('completed');
      } finally {
        await killed(second.child);
      }
      const orders = await db.select().from(payoutOrders);
      expect(orders.map((order) => order.id)).toEqual([orderId]);
      expect(agent!.payments.get(orderId)).toBe(1);
      const posted = agent!.requests.filter(
        (entry) => entry.method === 'POST' && entry.path === '/transfers',
      );
      expect(posted.length).toBeGreaterThanOrEqual(2);
      expect(new Set([...agent!.transfers.keys()])).toEqual(new Set([orderId]));
      expect((await checkLedger(db)).problems).toEqual([]);
    },
  );
});
