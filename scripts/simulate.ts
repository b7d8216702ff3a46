/**
 * `npm run simulate -- slip --phone 08XXXXXXXX [--amount 500] [--url http://localhost:3000]`
 *
 * Plays the member's bank app: writes a transfer slip PNG (a real-format mini-QR) for that member's
 * pending deposit into DATA_DIR/simulated-slips, prints its path, and registers the transfer in
 * DATA_DIR/dev-slips, where the server's development verifier (SLIP_VERIFIER=development) finds it.
 * Attach the file in the site ("แนบสลิป") and watch the credit arrive.
 *
 * `npm run simulate -- payout-agent [--port 3003] [--delay 2000] [--fail] [--timeout] [--twice]`
 *
 * Runs a local payout agent (decision 51, scripts/local-payout-agent.ts) that speaks Chaba's
 * protocol with its signatures: it pays each order two seconds after it gets it and reports the
 * outcome to the server; `--fail` reports every transfer failed, `--timeout` never answers nor
 * reports (Chaba asks `GET /transfers/{id}`), `--twice` reports everything twice. It writes where it
 * listens to DATA_DIR/payout-agent.json (removed when it stops), where the development server of
 * DATA_DIR finds it, started before or after it, unless PAYOUT_AGENT_URL names another agent; it
 * reports to the server DATA_DIR/server.json names at the time (or `--url`). Both sign with
 * PAYOUT_AGENT_SECRET, or the development secret when it is not set. `--port 0` takes any free port.
 *
 * `npm run simulate -- transfer --phone 08XXXXXXXX [--amount 500] [--url http://localhost:3000]`
 * `npm run simulate -- sms --bank kbank --phone 08XXXXXXXX [--amount 500] [--url …]`
 *
 * Plays the bank: posts a correctly signed statement line to the running server, as a statement
 * reader or SMS forwarder would, so that a person can watch a deposit being credited. With --phone
 * it asks the server (development endpoint) for that member's pending deposit, and pays exactly its
 * amount into its company account unless --amount says otherwise. Without --url it finds the
 * development server of DATA_DIR (the address it wrote to DATA_DIR/server.json), whatever its port.
 *
 * `sms` plays the company phone instead (issue 25): it writes the bank's incoming-transfer SMS for
 * that deposit (`sampleIncomingMessage`, the bank of `--bank`) and posts exactly what SmsForwarder
 * posts, its form body and `sign`, to the demo phone the development seed registered.
 */
import type { DevBankDeviceResponse, PendingDepositResponse } from '@chaba/contracts/dev';
import { messageBanks, type MessageBank } from '@chaba/core/bank-messages/bank-message';
import { sampleIncomingMessage } from '@chaba/core/bank-messages/sample-bank-message';
import { signSmsForwarder } from '@chaba/core/bank-devices/forwarder-signatures';
import { signWebhook } from '@chaba/core/integrations/verify-signature';
import { registerDevelopmentSlip } from '@chaba/core/slips/development-slip-registry';
import { sampleSlipImage } from '@chaba/core/slips/sample-slip-image';
import { randomInt, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  developmentPayoutAgentSecret,
  developmentSlipsDirectory,
  loadConfig,
} from '../apps/server/src/config';
import { announcePayoutAgentAddress, localServerUrl } from '../apps/server/src/server-address-file';
import { exitOnSignals } from '../apps/server/src/shutdown';
import { startLocalPayoutAgent } from './local-payout-agent';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    phone: { type: 'string' },
    amount: { type: 'string' },
    account: { type: 'string' },
    bank: { type: 'string' },
    url: { type: 'string' },
    port: { type: 'string' },
    delay: { type: 'string' },
    fail: { type: 'boolean' },
    timeout: { type: 'boolean' },
    twice: { type: 'boolean' },
  },
});

const command = positionals[0];
const bank = (values.bank ?? 'kbank').toUpperCase() as MessageBank;
const commands = ['transfer', 'sms', 'slip', 'payout-agent'];
if (!commands.includes(command ?? '') || (command === 'sms' && !messageBanks.includes(bank))) {
  console.error(
    'usage: npm run simulate -- transfer --phone 08XXXXXXXX [--amount 500] [--account 1234567890] [--url URL]\n' +
      `       npm run simulate -- sms --bank ${messageBanks.map((code) => code.toLowerCase()).join('|')} --phone 08XXXXXXXX [--amount 500] [--url URL]\n` +
      '       npm run simulate -- slip --phone 08XXXXXXXX [--amount 500] [--url URL]\n' +
      '       npm run simulate -- payout-agent [--port 3003] [--delay 2000] [--fail] [--timeout] [--twice] [--url URL]',
  );
  process.exit(2);
}

const config = loadConfig();
const base = (values.url ?? localServerUrl(config)).replace(/\/+$/, '');

if (command === 'payout-agent') {
  await runPayoutAgent();
  // Runs until stopped (Ctrl-C).
  await new Promise(() => {});
}

/**
 * The local payout agent: pays after `--delay` ms and reports to the server, signed; announced in
 * DATA_DIR for the development server there (decision 51).
 */
async function runPayoutAgent(): Promise<void> {
  const secret = config.PAYOUT_AGENT_SECRET ?? developmentPayoutAgentSecret;
  const port = wholeNumber(values.port ?? '3003', 65_535, '--port');
  const delayMs = wholeNumber(values.delay ?? '2000', 600_000, '--delay');
  const agent = await startLocalPayoutAgent({
    secret,
    port,
    delayMs,
    mode: values.fail ? 'fail' : values.timeout ? 'timeout' : 'pay',
    reportTwice: values.twice ?? false,
    report: async (id, body, headers) => {
      // The server of DATA_DIR now: it may have started, or moved port, since the agent did.
      const server = (values.url ?? localServerUrl(config)).replace(/\/+$/, '');
      const response = await fetch(`${server}/api/integrations/payouts/${encodeURIComponent(id)}/result`, {
        method: 'POST',
        headers,
        body,
      });
      console.log(`reported ${id}: ${body} -> ${response.status}`);
      return response.status;
    },
  });
  const forgetAddress = announcePayoutAgentAddress(config, agent.url);
  exitOnSignals({
    close: async () => {
      forgetAddress();
      await agent.close();
    },
  });
  console.log(`payout agent listening at ${agent.url}`);
  if (config.CHABA_ENV === 'development' && config.PAYOUT_AGENT_URL === undefined) {
    console.log(
      `the development server of ${config.DATA_DIR} pays through it (${config.DATA_DIR}/payout-agent.json)`,
    );
  } else {
    // Not the secret: it is the operator's, already in their environment.
    console.log(
      `a server pays through it with PAYOUT_AGENT_URL=${agent.url}, the same PAYOUT_AGENT_SECRET and ` +
        'OUTBOUND_ALLOW_LOOPBACK=true',
    );
  }
}

/** A whole number from 0 to `max` given on the command line; else the usage error, exit 2. */
function wholeNumber(text: string, max: number, flag: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > max) {
    console.error(`${flag} takes a whole number from 0 to ${max}`);
    process.exit(2);
  }
  return value;
}

let accountNumber = values.account;
let amount = values.amount === undefined ? undefined : Number(values.amount);
let fromAccount: string | undefined;
let senderName: string | undefined;
if (values.phone) {
  const response = await fetch(`${base}/api/dev/pending-deposit?phone=${encodeURIComponent(values.phone)}`);
  const body = (await response.json()) as Partial<PendingDepositResponse> & { message?: string };
  if (!response.ok) throw new Error(`the server refused: ${response.status} ${body.message ?? ''}`);
  if (!body.data && (amount === undefined || !accountNumber)) {
    console.error(
      `no pending deposit for ${values.phone}: make one in the site first, or pass --amount and --account`,
    );
    process.exit(1);
  }
  accountNumber ??= body.data?.to_account_number ?? undefined;
  amount ??= body.data?.amount;
  fromAccount = body.data?.member_account_number ?? undefined;
  senderName = body.data?.member_name ?? undefined;
}
if (!accountNumber || amount === undefined || !Number.isFinite(amount)) {
  console.error('need --phone with a pending deposit, or --amount and --account');
  process.exit(2);
}

if (command === 'sms') {
  await postAsThePhone(accountNumber, amount, fromAccount);
  process.exit(0);
}

/** The bank's SMS for the deposit, posted to the demo phone's SmsForwarder address as the app posts it. */
async function postAsThePhone(account: string, baht: number, from: string | undefined): Promise<void> {
  const deviceAnswer = await fetch(`${base}/api/dev/bank-device`);
  const device = ((await deviceAnswer.json()) as Partial<DevBankDeviceResponse>).data;
  if (!deviceAnswer.ok || !device) {
    console.error('the server has no demo company phone (a development server with the demo seed has one)');
    process.exit(1);
  }
  const message = sampleIncomingMessage(bank, {
    amountSatang: BigInt(Math.round(baht * 100)),
    accountNumber: account,
    at: new Date(),
    fromAccountNumber: from,
    fromName: 'SIMULATOR',
  });
  const timestamp = String(Date.now());
  // SmsForwarder's default webhook: a form of from, content, timestamp and its URL-encoded sign.
  const form = new URLSearchParams({
    from: message.from,
    content: message.text,
    timestamp,
    sign: signSmsForwarder(device.secret, timestamp),
  });
  const response = await fetch(device.addresses.sms_forwarder.replace(/^https?:\/\/[^/]+/, base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  console.log(message.text);
  console.log(`${response.status} ${await response.text()}`);
  if (!response.ok) process.exit(1);
}

if (command === 'slip') {
  await writeSlip(accountNumber, amount, fromAccount);
  process.exit(0);
}

/** The slip image of a transfer of `amount` baht into `accountNumber`, known to the development verifier. */
async function writeSlip(toAccount: string, baht: number, senderAccount: string | undefined) {
  const reference = { sendingBank: '004', transRef: `SIM${Date.now()}${randomInt(1000, 9999)}` };
  await registerDevelopmentSlip(developmentSlipsDirectory(config), reference, {
    amountSatang: BigInt(Math.round(baht * 100)),
    occurredAt: new Date(),
    receiver: {
      bank: '014',
      accountMasked: 'x'.repeat(toAccount.length - 4) + toAccount.slice(-4),
      name: {},
    },
    sender: {
      bank: '004',
      accountMasked: senderAccount
        ? 'x'.repeat(senderAccount.length - 4) + senderAccount.slice(-4)
        : undefined,
      name: { en: 'SIMULATOR' },
    },
  });
  const folder = path.resolve(config.DATA_DIR, 'simulated-slips');
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `slip-${reference.transRef}.png`);
  await writeFile(file, sampleSlipImage(reference));
  console.log(file);
  if (config.SLIP_VERIFIER !== 'development') {
    console.error(
      'the server checks slips with the development verifier only when SLIP_VERIFIER=development',
    );
  }
}

const line = {
  id: `simulated-${randomUUID()}`,
  account_number: accountNumber,
  amount,
  occurred_at: new Date().toISOString(),
  from_account: fromAccount ? `xxx-x-x${fromAccount.slice(-5, -1)}-x` : undefined,
  // The bank names the sender as registered (with a title), as a member's own account would be.
  from_name: senderName ? `นาย ${senderName}` : 'SIMULATOR',
};
const body = JSON.stringify({ lines: [line] });
const timestamp = String(Math.floor(Date.now() / 1000));
const secret = config.BANK_WEBHOOK_SECRET;
const response = await fetch(`${base}/api/integrations/bank-statements`, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'x-timestamp': timestamp,
    'x-signature': signWebhook(secret, timestamp, body),
  },
  body,
});
const answer = await response.text();
console.log(`${response.status} ${answer}`);
if (!response.ok) process.exit(1);
