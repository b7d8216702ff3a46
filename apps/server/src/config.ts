import { z } from 'zod';
import { developmentTotpKey } from '@chaba/core/backoffice/totp-secret-box';
import type { DatabaseOptions } from '@chaba/db/client';
import { isIP } from 'node:net';
import path from 'node:path';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** Only for a developer's machine: the server warns at start while it is in use. */
export const developmentWebhookSecret = 'chaba-development-bank-webhook-secret';
/** Only for a developer's machine, like the webhook secret: production refuses to start with it. */
export const developmentDemoProviderSecret = 'chaba-development-demo-provider-secret';
/**
 * What the local payout agent (`npm run simulate -- payout-agent`) and a development server that
 * finds it in DATA_DIR sign with when PAYOUT_AGENT_SECRET is not set (decision 51). Never used in
 * production: there the agent is PAYOUT_AGENT_URL's, and PAYOUT_AGENT_SECRET is required with it.
 */
export const developmentPayoutAgentSecret = 'chaba-development-payout-agent-secret';

/** Every setting of the server, read once at start from the environment (see .env.example). */
/** A baht amount from the environment, read as satang (whole baht, up to 100 million). */
function secondApprovalAbove(defaultBaht: number) {
  return z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000_000)
    .default(defaultBaht)
    .transform((baht) => BigInt(baht) * 100n);
}

const settingsSchema = z.object({
  /**
   * `development` (the default, what `npm start` runs: console SMS, demo seed, /api/dev helpers) or
   * `production`, which refuses to start while any development-only choice is in force.
   */
  CHABA_ENV: z.enum(['development', 'production']).default('development'),
  /**
   * The proxies in front of the server whose X-Forwarded-For is believed: a comma-separated list of
   * addresses or CIDR ranges (or `loopback`, `linklocal`, `uniquelocal`). Empty: the client address
   * is the socket's, and forwarded headers are ignored.
   */
  TRUST_PROXY: optionalString.transform((value) =>
    value === undefined
      ? undefined
      : value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
  ),
  /**
   * The only client addresses staff may log in and work from: a comma-separated list of addresses
   * and CIDR ranges (e.g. `203.0.113.7, 10.0.0.0/8`). Empty: any address (issue 11).
   */
  STAFF_ALLOWED_ADDRESSES: optionalString.transform((value, context) => {
    const entries = (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    for (const entry of entries) {
      const [address = '', prefix, extra] = entry.split('/');
      const version = isIP(address);
      const maxPrefix = version === 6 ? 128 : 32;
      const prefixValid = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
      if (version === 0 || !prefixValid || extra !== undefined) {
        context.addIssue({ code: 'custom', message: `not an address or CIDR range: ${entry}` });
      }
    }
    return entries;
  }),
  /**
   * Failed logins from one client address across all accounts per 15 minutes before it must wait
   * (issue 9). Members behind one carrier NAT share an address: raise it if they are refused.
   */
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * Refused coupon codes from one client address across all members per 15 minutes before it must
   * wait (decision 59); a member has 5 of their own. Members behind one carrier NAT share an address.
   */
  COUPON_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  /** OTP text messages one client address may have sent per hour, whatever the phones (issue 9). */
  SMS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * How long a client may take to send a whole request, headers and body (issue 24): then 408 and
   * the connection closes. Uploads (2 MB) must arrive within it.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  /**
   * Open connections one client address may hold on one server process; one more is closed as it
   * opens. Not applied to the proxies of TRUST_PROXY (decision 45). Members behind one carrier NAT
   * share an address: raise it if they are refused.
   */
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /**
   * Password checks per minute in one process (logins, registration passwords, reset passwords)
   * above which the forms must solve a proof-of-work challenge, for at least a minute (issue 24,
   * decision 43). 0: always.
   */
  PROOF_OF_WORK_ABOVE_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(600),
  /**
   * Signs the proof-of-work challenges. Not set: a random one per process, so several processes
   * behind one load balancer need the same long random value here.
   */
  PROOF_OF_WORK_SECRET: optionalString.pipe(z.string().min(32).optional()),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded PostgreSQL (PGlite) keeps its files when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('./data'),
  /**
   * Where the images staff upload (promotions, announcements, games) are kept; DATA_DIR/uploads
   * when not set. Several server processes must share it (a shared volume).
   */
  UPLOADS_DIR: optionalString,
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** The address members use; the referral links of the seed are built from it. */
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Who sends the OTP text messages: `console` (development: kept in the database, readable at
   * /api/dev/sms-outbox), `http` (a generic JSON gateway, SMS_HTTP_*) or `thaibulksms` (ThaiBulkSMS
   * API v2, THAIBULKSMS_*). Production refuses `console`.
   */
  SMS_SENDER: z.enum(['console', 'http', 'thaibulksms']).default('console'),
  /** SMS_SENDER=http: each message is POSTed here as JSON {to, message}. */
  SMS_HTTP_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** SMS_SENDER=http: sent as `Authorization: Bearer …`. */
  SMS_HTTP_TOKEN: optionalString,
  /** SMS_SENDER=thaibulksms: the API key and secret of the ThaiBulkSMS account (HTTP Basic auth). */
  THAIBULKSMS_API_KEY: optionalString,
  THAIBULKSMS_API_SECRET: optionalString,
  /** SMS_SENDER=thaibulksms: the sender name registered with ThaiBulkSMS. */
  THAIBULKSMS_SENDER: optionalString,
  /** SMS_SENDER=thaibulksms: `corporate` (OTP-grade delivery) or `standard` credit. */
  THAIBULKSMS_FORCE: z.enum(['corporate', 'standard']).default('corporate'),
  /** SMS_SENDER=thaibulksms: the API's address (changed only to test against a fake). */
  THAIBULKSMS_URL: z.url({ protocol: /^https?$/ }).default('https://api-v2.thaibulksms.com/sms'),
  /** How long one SMS gateway call may take before it is abandoned and retried. */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /**
   * Who checks the transfer slips members attach (issue 26, decision 48): `easyslip` (EasySlip API
   * v1), `slip2go` (Slip2Go), `slipok` (SlipOK) or `off` (slips are not checked). The chosen one
   * needs its key (SlipOK also its branch id): without it the server does not start. `development`
   * verifies the slips `npm run simulate -- slip` wrote (DATA_DIR/dev-slips); production refuses it.
   */
  SLIP_VERIFIER: z.enum(['easyslip', 'slip2go', 'slipok', 'development', 'off']).default('off'),
  /**
   * A verified slip whose amount is not the member's pending deposit's, or with no deposit pending:
   * `hold` it for staff (the default) or `credit` the amount received as a deposit made for it.
   */
  SLIP_AMOUNT_RULE: z.enum(['hold', 'credit']).default('hold'),
  /** A slip whose transfer is older than this many minutes is refused (too old). */
  SLIP_MAX_AGE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 30)
    .default(60 * 24),
  /** How long a slip the verifier cannot confirm yet is asked again before it is held for staff. */
  SLIP_PENDING_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Slip images (DATA_DIR/slips, by hash) are deleted this many days after the slip was attached. */
  SLIP_IMAGE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /**
   * Identity document images (DATA_DIR/documents, by hash) are deleted this many days after staff
   * approved or rejected them; the decision is kept (decision 67).
   */
  DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** One slip verification call is abandoned after this long; three calls at most, then the slip waits. */
  SLIP_VERIFIER_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(5_000),
  /** SLIP_VERIFIER=easyslip: the API's address (changed only to test against a fake) and the Bearer key. */
  EASYSLIP_API_URL: z.url({ protocol: /^https?$/ }).default('https://developer.easyslip.com/api/v1'),
  EASYSLIP_API_KEY: optionalString,
  /** SLIP_VERIFIER=slip2go: the API's address and the shop's API secret (sent as a Bearer token). */
  SLIP2GO_API_URL: z.url({ protocol: /^https?$/ }).default('https://connect.slip2go.com/api'),
  SLIP2GO_API_SECRET: optionalString,
  /** SLIP_VERIFIER=slipok: the API's address, the key (`x-authorization`) and the branch id in the path. */
  SLIPOK_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.slipok.com/api/line/apikey'),
  SLIPOK_API_KEY: optionalString,
  SLIPOK_BRANCH_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9A-Za-z_-]{1,64}$/, 'letters, digits, "_" or "-"')
      .optional(),
  ),
  OTP_BYPASS_CODE: optionalString.pipe(
    z
      .string()
      .regex(/^\d{6}$/, 'must be six digits')
      .optional(),
  ),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 3600)
    .default(7 * 24 * 3600),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Shared secret of the bank-statement webhook (HMAC-SHA256). Set a long random value in production. */
  BANK_WEBHOOK_SECRET: z.string().min(16).default(developmentWebhookSecret),
  /**
   * How many pending deposits may be made from one client address at once: each holds a unique
   * amount on a company account for 15 minutes, so one caller must not hold them all.
   */
  DEPOSIT_PENDING_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(3),
  /**
   * Four eyes (issue 11): a withdrawal above this many baht is parked by its first approval and paid
   * by a second, different staff member; so is a manual adjustment above its amount.
   */
  WITHDRAWAL_SECOND_APPROVAL_ABOVE: secondApprovalAbove(50_000),
  ADJUSTMENT_SECOND_APPROVAL_ABOVE: secondApprovalAbove(10_000),
  /** Redis for live updates across several server processes; without it, one process is assumed. */
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  /** Prefix of every Redis key and channel, so that several deployments can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'letters, digits, ":", "_" or "-", at most 64')
    .default('chaba:'),
  /**
   * Where members' browsers reach the demo game aggregator (apps/demo-provider); without it,
   * http://localhost:DEMO_PROVIDER_PORT, so that moving the aggregator moves the game frames too.
   */
  DEMO_PROVIDER_URL: optionalString.pipe(z.url().optional()),
  /** The port `npm start` runs the demo aggregator on, beside the server. 0 = do not start it. */
  DEMO_PROVIDER_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /** Shared secret of the demo aggregator's wallet calls (HMAC-SHA256). */
  DEMO_PROVIDER_SECRET: z.string().min(16).default(developmentDemoProviderSecret),
  /**
   * The key the staff's TOTP secrets are encrypted with in the database (AES-256-GCM): a long random
   * value, kept out of the database's backups. Changing it makes every second factor unusable (an
   * owner resets them). Production refuses the development default.
   */
  STAFF_TOTP_KEY: z.string().min(32).default(developmentTotpKey),
  /**
   * The company phones' forwarders (issue 25, decision 47): how far a post's timestamp may be from
   * our clock (SmsForwarder's signature covers only the timestamp, so a replay must be recent and
   * its `sign` unseen), how many posts one device may make a minute, how long a device may be silent
   * while deposits are pending before staff are alerted, and how long a message's text is kept.
   */
  BANK_DEVICE_TIMESTAMP_TOLERANCE_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  BANK_DEVICE_POSTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  BANK_DEVICE_QUIET_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  BANK_MESSAGE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Advertising postback on a member's first confirmed deposit: GET {url}?c=&e=cashdeposit&r=. */
  POSTBACK_URL: optionalString.pipe(z.url().optional()),
  /**
   * Staff alerts (issue 12; destinations and events are set in the console): the shared secret the
   * signed webhook's X-Signature is made with, and the Telegram bot's token. Never returned by the
   * API nor logged; without one, that destination's alerts fail and are retried.
   */
  ALERT_WEBHOOK_SECRET: optionalString.pipe(z.string().min(16).optional()),
  TELEGRAM_BOT_TOKEN: optionalString,
  /**
   * Lets addresses staff set (the alert webhook) reach loopback (127.0.0.0/8, ::1): only for a
   * developer's or a test's local receiver. Private, link-local and metadata ranges stay refused
   * whatever it says; production refuses `true` (decision 45).
   */
  OUTBOUND_ALLOW_LOOPBACK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Automatic payouts (issue 27, decision 51): where the payout agent listens (`POST
   * {url}/transfers`, `GET {url}/transfers/{id}`), the shared secret both ways sign with, how long
   * an accepted order may go without a report before the agent is asked, and each call's timeout.
   * Without the address no withdrawal is paid by a machine, except that a development server pays
   * through the local agent `npm run simulate -- payout-agent` announces in DATA_DIR. The agent is
   * called through the guarded outbound dispatcher: a public address, or loopback with
   * OUTBOUND_ALLOW_LOOPBACK (development), or a private one with PAYOUT_AGENT_ALLOW_PRIVATE.
   */
  PAYOUT_AGENT_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PAYOUT_AGENT_SECRET: optionalString.pipe(z.string().min(16).optional()),
  /**
   * Lets the payout agent, and nothing else, be reached at a private IPv4 address (RFC 1918: 10/8,
   * 172.16/12, 192.168/16), where an operator's bank robot usually runs. Loopback still needs
   * OUTBOUND_ALLOW_LOOPBACK; link-local (the cloud metadata at 169.254.169.254), carrier-grade NAT,
   * IPv6 unique-local and the other reserved ranges stay refused. An environment setting of the
   * operator's, never the console's (decision 45's reasoning: staff must not aim the server inward).
   */
  PAYOUT_AGENT_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  PAYOUT_CHECK_AFTER_SECONDS: z.coerce.number().int().min(5).max(86_400).default(120),
  PAYOUT_AGENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Hub88 (issue 28, decision 54): the Operator API's address, our operator id, our RSA private key
   * (PEM, signs our Games API calls) and Hub88's RSA public key (PEM, verifies its Wallet API calls).
   * A PEM may be written on one line with `\n` for its line breaks. Without all four the
   * integration is off; production refuses some of them without the others.
   */
  HUB88_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  HUB88_OPERATOR_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,8}$/, 'a positive whole number')
      .transform(Number)
      .optional(),
  ),
  HUB88_PRIVATE_KEY: optionalString,
  HUB88_PUBLIC_KEY: optionalString,
  /**
   * LINE Login (issue 31, decision 70): the LINE Login channel's id and secret (the secret signs the
   * token request and verifies id tokens; never logged nor returned). Without both, LINE Login is
   * off: no button, its routes answer 404 `line_login_off`. The two addresses are LINE's own by
   * default; a test or a developer points them at the local fake (`npm run fake:line`), which
   * production refuses (http or this machine).
   */
  LINE_LOGIN_CHANNEL_ID: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,20}$/, 'the channel id LINE shows, digits only')
      .optional(),
  ),
  LINE_LOGIN_CHANNEL_SECRET: optionalString.pipe(z.string().min(16).max(200).optional()),
  LINE_LOGIN_AUTHORIZE_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://access.line.me/oauth2/v2.1/authorize'),
  LINE_LOGIN_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.line.me'),
  /**
   * LINE Messaging API (issue 31, decision 71): the Messaging API channel's secret (verifies the
   * webhook's X-Line-Signature) and its long-lived channel access token (sends receipts and
   * marketing messages). Without both, LINE messaging is off: no webhook, no messages. Neither is
   * ever logged nor returned.
   */
  LINE_MESSAGING_CHANNEL_SECRET: optionalString,
  LINE_MESSAGING_CHANNEL_ACCESS_TOKEN: optionalString,
  /** The Messaging API's address; only tests and development change it (production refuses another). */
  LINE_MESSAGING_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.line.me'),
  /** The Telegram Bot API's address (a test points it at a local fake). */
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  /**
   * Web Push (issue 15, decision 35): the server's VAPID key pair (base64url, as
   * `npx web-push generate-vapid-keys` prints it) and the contact push services may write to
   * (`mailto:` or https). Without the keys push is off and the member site offers no opt-in. The
   * private key is never logged nor returned.
   */
  VAPID_PUBLIC_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'the base64url of a 65-byte P-256 public key')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'the base64url of a 32-byte P-256 private key')
      .optional(),
  ),
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'mailto: or an https address')
      .optional(),
  ),
  /**
   * Push service origins accepted beside the known ones (Google, Mozilla, Microsoft, Apple),
   * comma-separated: only for a test's local fake push service. Production refuses it.
   */
  PUSH_SERVICE_ORIGINS: optionalString.transform((value) =>
    (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && URL.canParse(part))
      .map((part) => new URL(part).origin),
  ),
  /** How long one push service call may take before it is abandoned and retried. */
  PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** The built member site (apps/web/build); the server serves it when present. */
  WEB_BUILD_DIR: z.string().default('apps/web/build'),
  /** The built operator console (apps/backoffice/build), served under /backoffice when present. */
  BACKOFFICE_BUILD_DIR: z.string().default('apps/backoffice/build'),
});

/** The settings, with the values that default to other settings filled in. */
export const configSchema = settingsSchema.transform((settings) => ({
  ...settings,
  // Port 0 starts no aggregator beside the server; one started alone listens on 3001 by default.
  DEMO_PROVIDER_URL: settings.DEMO_PROVIDER_URL ?? `http://localhost:${settings.DEMO_PROVIDER_PORT || 3001}`,
}));

export type Config = z.infer<typeof configSchema>;

/** The folder of the uploaded images: UPLOADS_DIR, else DATA_DIR/uploads. */
export function uploadsDirectory(config: Config): string {
  return path.resolve(config.UPLOADS_DIR ?? path.join(config.DATA_DIR, 'uploads'));
}

/** The database the settings name: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export function databaseOptions(config: Config): DatabaseOptions {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.resolve(config.DATA_DIR, 'pglite') };
}

/** Parses the environment; a bad value stops the start with a message naming each variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(environment);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return result.data;
}

/** The folder of the slip images members attach (never served): DATA_DIR/slips. */
export function slipsDirectory(config: Config): string {
  return path.resolve(config.DATA_DIR, 'slips');
}

/** Where identity document images are kept by their hash (decision 67): DATA_DIR/documents, never served publicly. */
export function documentsDirectory(config: Config): string {
  return path.resolve(config.DATA_DIR, 'documents');
}

/** The slips `npm run simulate -- slip` wrote, that SLIP_VERIFIER=development verifies: DATA_DIR/dev-slips. */
export function developmentSlipsDirectory(config: Config): string {
  return path.resolve(config.DATA_DIR, 'dev-slips');
}
