import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The aggregator's own database — never the Chaba server's: an external aggregator keeps its own
 * records. PGlite in a folder by default (DATA_DIR/demo-provider), or the PostgreSQL server of
 * DEMO_PROVIDER_DATABASE_URL. Its tables live in one schema (`demo_provider`), created and upgraded by
 * the numbered migrations below, applied in order once each (the `migrations` table remembers them):
 * Yeekee's rounds, shots and tickets are migration 2 (decision 0027).
 *
 * One aggregator process per database: the session cache and the outbox's retry pass assume no other
 * process writes the same rows.
 */

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface ProviderDatabase extends Queryable {
  /** The schema every table is in; SQL names tables as `${db.schema}.name`. */
  readonly schema: string;
  /** Runs `work` in one transaction (one connection), committed when it resolves. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type ProviderDatabaseOptions =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir: string };

const defaultSchema = 'demo_provider';

/** Each entry runs once, in order, in one transaction with its record in `migrations`. */
const migrations: { id: number; name: string; sql: (schema: string) => string }[] = [
  {
    id: 1,
    name: 'sessions and the settlement outbox',
    sql: (s) => `
      create table ${s}.sessions (
        -- SHA-256 of the session id: the id itself is a bearer secret and is not stored.
        id_hash text primary key,
        state jsonb not null,
        last_used_at timestamptz not null
      );
      create index sessions_last_used_at on ${s}.sessions (last_used_at);
      create table ${s}.settlement_outbox (
        transaction_id text primary key,
        action text not null check (action in ('win', 'rollback')),
        request jsonb not null,
        attempts integer not null default 0,
        next_attempt_at timestamptz not null,
        created_at timestamptz not null
      );
      create index settlement_outbox_next_attempt_at on ${s}.settlement_outbox (next_attempt_at);`,
  },
  {
    id: 2,
    name: 'yeekee rounds, shots and tickets',
    // Decision 0027. The server seed is secret until the round's close; only its hash is shown before.
    sql: (s) => `
      create table ${s}.yeekee_rounds (
        round_key text primary key,
        bangkok_date date not null,
        number integer not null,
        opens_at timestamptz not null,
        closes_at timestamptz not null,
        server_seed text not null,
        server_seed_hash text not null,
        status text not null check (status in ('open', 'closed')),
        shot_count integer not null default 0,
        shot_sum bigint not null default 0,
        seed_number integer,
        result text check (result ~ '^[0-9]{5}$'),
        closed_at timestamptz
      );
      create index yeekee_rounds_open on ${s}.yeekee_rounds (closes_at) where status = 'open';
      create index yeekee_rounds_closed on ${s}.yeekee_rounds (closes_at desc) where status = 'closed';
      create table ${s}.yeekee_shots (
        round_key text not null references ${s}.yeekee_rounds (round_key),
        sequence integer not null,
        number text not null check (number ~ '^[0-9]{5}$'),
        shooter text not null,
        session_hash text not null,
        shot_at timestamptz not null,
        primary key (round_key, sequence)
      );
      create index yeekee_shots_session on ${s}.yeekee_shots (round_key, session_hash);
      create table ${s}.yeekee_tickets (
        id text primary key,
        round_key text not null references ${s}.yeekee_rounds (round_key),
        session_hash text not null,
        purchase_id text not null,
        request_hash text not null,
        mode text not null check (mode in ('real', 'trial')),
        player_token text,
        game_code text not null,
        stake_satang bigint not null check (stake_satang > 0),
        return_satang bigint,
        status text not null check (status in ('pending', 'open', 'refused', 'cancelled', 'settled')),
        refusal text,
        trial_credited boolean not null default false,
        created_at timestamptz not null,
        settled_at timestamptz,
        unique (session_hash, purchase_id)
      );
      create index yeekee_tickets_round_status on ${s}.yeekee_tickets (round_key, status);
      create index yeekee_tickets_session on ${s}.yeekee_tickets (session_hash, created_at desc);
      create table ${s}.yeekee_ticket_lines (
        ticket_id text not null references ${s}.yeekee_tickets (id),
        line integer not null,
        round_key text not null,
        bet_type text not null,
        number text not null,
        stake_satang bigint not null,
        return_satang bigint,
        primary key (ticket_id, line)
      );
      create index yeekee_ticket_lines_number on ${s}.yeekee_ticket_lines (round_key, bet_type, number);`,
  },
];

/** Opens the database and applies the migrations it has not run yet. */
export async function openProviderDatabase(
  options: ProviderDatabaseOptions,
  schema = defaultSchema,
): Promise<ProviderDatabase> {
  const database =
    options.kind === 'postgres' ? postgresDatabase(options, schema) : await pgliteDatabase(options, schema);
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

let sharedMemory: Promise<PGlite> | undefined;

/**
 * A database in memory that is lost with the process: for tests and embedded runs that pass none.
 * Starting a PGlite takes seconds, so the process shares one and each caller gets a fresh schema of
 * its own, dropped again by `close`.
 */
export async function openMemoryDatabase(): Promise<ProviderDatabase> {
  sharedMemory ??= PGlite.create();
  const client = await sharedMemory;
  const schema = `demo_provider_${randomBytes(6).toString('hex')}`;
  const database = fromPglite(client, schema, async () => {
    await client.exec(`drop schema if exists ${schema} cascade`);
  });
  await migrate(database);
  return database;
}

function postgresDatabase(options: { url: string; poolSize?: number }, schema: string): ProviderDatabase {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 5 });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const run =
    (client: pg.Pool | pg.PoolClient) =>
    async <Row>(sql: string, params?: unknown[]) =>
      (await client.query(sql, params)).rows as Row[];
  return {
    schema,
    query: run(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({ query: run(client) });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function pgliteDatabase(options: { dataDir: string }, schema: string): Promise<ProviderDatabase> {
  mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir);
  return fromPglite(client, schema, () => client.close());
}

function fromPglite(client: PGlite, schema: string, close: () => Promise<void>): ProviderDatabase {
  return {
    schema,
    query: async (sql, params) => (await client.query(sql, params)).rows as never,
    transaction: (work) =>
      client.transaction((tx) =>
        work({ query: async (sql, params) => (await tx.query(sql, params)).rows as never }),
      ),
    close,
  };
}

async function migrate(database: ProviderDatabase): Promise<void> {
  const s = database.schema;
  if (!/^[a-z_][a-z0-9_]*$/.test(s)) throw new Error(`bad schema name ${s}`);
  await database.transaction(async (tx) => {
    // Two processes starting on one PostgreSQL database migrate one after the other.
    await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [`${s}.migrations`]);
    await tx.query(`create schema if not exists ${s}`);
    await tx.query(
      `create table if not exists ${s}.migrations (id integer primary key, name text not null, applied_at timestamptz not null)`,
    );
    const applied = new Set(
      (await tx.query<{ id: number }>(`select id from ${s}.migrations`)).map((row) => row.id),
    );
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      for (const statement of migration
        .sql(s)
        .split(';')
        .map((part) => part.trim())) {
        if (statement) await tx.query(statement);
      }
      await tx.query(`insert into ${s}.migrations (id, name, applied_at) values ($1, $2, $3)`, [
        migration.id,
        migration.name,
        new Date(),
      ]);
    }
  });
}
