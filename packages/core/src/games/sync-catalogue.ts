import type { Database, Transaction } from '@chaba/db/client';
import { gameStudios, games } from '@chaba/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Catalogue, GameProvider, GameProviders } from './game-provider';

/** Rows per INSERT: 17 parameters a game keeps one statement far below PostgreSQL's 65,535. */
const batchSize = 1_000;
/** The longest a catalogue fetch may take (Hub88's list of thousands of games is one answer). */
export const catalogueFetchTimeoutMs = 60_000;

export interface SyncOutcome {
  provider: string;
  studiosAdded: number;
  added: number;
  changed: number;
  withdrawn: number;
}

/**
 * The catalogue job (decision 54): each remote aggregator's catalogue fetched, then written in one
 * transaction. Providers with a built-in catalogue are seeded at start instead (seed-games.ts).
 */
export async function syncCatalogues(
  db: Database,
  options: { providers: GameProviders; now: Date; signal?: AbortSignal },
): Promise<SyncOutcome[]> {
  const outcomes: SyncOutcome[] = [];
  for (const provider of options.providers.values()) {
    if (provider.catalogueSource !== 'remote') continue;
    const timeout = AbortSignal.timeout(catalogueFetchTimeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const catalogue = await provider.fetchCatalogue({ signal });
    outcomes.push(await syncCatalogue(db, { provider, catalogue, now: options.now }));
  }
  return outcomes;
}

/**
 * Writes one aggregator's catalogue: studios and games upserted in batches, with what the aggregator
 * tells (names, category, image, studio, RTP, volatility, platforms, demo, release date; available,
 * synced_at). What operators decide is never written over: a game's `active`, `sort_order` and
 * `featured`, a studio's `active` and `sort_order`. A new game or studio is ordered after every
 * existing one. A game the aggregator no longer lists becomes unavailable (kept: its rounds and
 * favourites point at it). A row whose data did not change is not written, so a rerun changes
 * nothing; syncs of one provider take turns on an advisory lock, so two at once write once.
 */
export async function syncCatalogue(
  db: Database,
  options: { provider: Pick<GameProvider, 'code'>; catalogue: Catalogue; now: Date },
): Promise<SyncOutcome> {
  const provider = options.provider.code;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sync-catalogue:${provider}`}))`);
    const { added: studiosAdded, ids: studioIds } = await upsertStudios(tx, provider, options.catalogue);
    const [{ last }] = (await tx
      .select({ last: sql<number>`coalesce(max(${games.sortOrder}), 0)::int` })
      .from(games)) as [{ last: number }];
    const listed = uniqueByCode(options.catalogue.games);
    let added = 0;
    let changed = 0;
    for (let start = 0; start < listed.length; start += batchSize) {
      const rows = listed.slice(start, start + batchSize).map((game, index) => ({
        provider,
        code: game.code,
        nameTh: game.names.th,
        nameEn: game.names.en,
        nameCn: game.names.cn,
        category: game.category,
        imageUrl: game.imageUrl,
        sortOrder: last + start + index + 1,
        studioId: game.studioCode === null ? null : (studioIds.get(game.studioCode) ?? null),
        rtp: game.rtp,
        volatility: game.volatility,
        mobile: game.mobile,
        desktop: game.desktop,
        demo: game.demo,
        available: true,
        releasedAt: game.releasedAt,
        syncedAt: options.now,
      }));
      const written = await tx
        .insert(games)
        .values(rows)
        .onConflictDoUpdate({
          target: [games.provider, games.code],
          set: aggregatorFields,
          setWhere: sql`(${sql.join(
            aggregatorColumns.map((column) => sql.raw(`games.${column}`)),
            sql`, `,
          )}) is distinct from (${sql.join(
            aggregatorColumns.map((column) => sql.raw(incoming(column))),
            sql`, `,
          )})`,
        })
        .returning({ inserted: sql<boolean>`xmax = 0` });
      for (const row of written) {
        if (row.inserted) added += 1;
        else changed += 1;
      }
    }
    const withdrawn = await withdrawUnlisted(
      tx,
      provider,
      new Set(listed.map((game) => game.code)),
      options.now,
    );
    return { provider, studiosAdded, added, changed, withdrawn };
  });
}

/** The columns the aggregator owns (the sort order, `active` and `featured` are the operators'). */
const aggregatorColumns = [
  'name_th',
  'name_en',
  'name_cn',
  'category',
  'image_url',
  'studio_id',
  'rtp',
  'volatility',
  'mobile',
  'desktop',
  'demo',
  'available',
  'released_at',
] as const;

/**
 * The aggregator's columns staff may edit in the console (`updateGame`), by field: once staff edited
 * one (`games.staff_fields`), the sync keeps staff's value and writes the aggregator's only to the others.
 */
export const staffEditableColumns = {
  nameTh: 'name_th',
  nameEn: 'name_en',
  nameCn: 'name_cn',
  category: 'category',
  imageUrl: 'image_url',
} as const;

/** What the sync writes to `column`: the aggregator's value, unless staff edited that column. */
function incoming(column: (typeof aggregatorColumns)[number]): string {
  return (Object.values(staffEditableColumns) as string[]).includes(column)
    ? `(case when '${column}' = any(games.staff_fields) then games.${column} else excluded.${column} end)`
    : `excluded.${column}`;
}

const aggregatorFields = {
  nameTh: sql.raw(incoming('name_th')),
  nameEn: sql.raw(incoming('name_en')),
  nameCn: sql.raw(incoming('name_cn')),
  category: sql.raw(incoming('category')),
  imageUrl: sql.raw(incoming('image_url')),
  studioId: sql.raw('excluded.studio_id'),
  rtp: sql.raw('excluded.rtp'),
  volatility: sql.raw('excluded.volatility'),
  mobile: sql.raw('excluded.mobile'),
  desktop: sql.raw('excluded.desktop'),
  demo: sql.raw('excluded.demo'),
  available: sql.raw('excluded.available'),
  releasedAt: sql.raw('excluded.released_at'),
  syncedAt: sql.raw('excluded.synced_at'),
};

/** The catalogue's studios, new ones ordered last, renamed ones renamed; their ids by code. */
async function upsertStudios(
  tx: Transaction,
  provider: string,
  catalogue: Catalogue,
): Promise<{ added: number; ids: Map<string, number> }> {
  let added = 0;
  if (catalogue.studios.length > 0) {
    const [{ last }] = (await tx
      .select({ last: sql<number>`coalesce(max(${gameStudios.sortOrder}), 0)::int` })
      .from(gameStudios)
      .where(eq(gameStudios.provider, provider))) as [{ last: number }];
    const studios = [...new Map(catalogue.studios.map((studio) => [studio.code, studio])).values()];
    const written = await tx
      .insert(gameStudios)
      .values(
        studios.map((studio, index) => ({
          provider,
          code: studio.code,
          name: studio.name,
          sortOrder: last + index + 1,
        })),
      )
      .onConflictDoUpdate({
        target: [gameStudios.provider, gameStudios.code],
        set: { name: sql.raw('excluded.name') },
        setWhere: sql`game_studios.name is distinct from excluded.name`,
      })
      .returning({ inserted: sql<boolean>`xmax = 0` });
    added = written.filter((row) => row.inserted).length;
  }
  const rows = await tx
    .select({ id: gameStudios.id, code: gameStudios.code })
    .from(gameStudios)
    .where(eq(gameStudios.provider, provider));
  return { added, ids: new Map(rows.map((row) => [row.code, row.id])) };
}

/** Marks unavailable the provider's games the catalogue no longer lists; how many it marked. */
async function withdrawUnlisted(tx: Transaction, provider: string, listed: Set<string>, now: Date) {
  const present = await tx
    .select({ code: games.code })
    .from(games)
    .where(and(eq(games.provider, provider), eq(games.available, true)));
  const gone = present.map((row) => row.code).filter((code) => !listed.has(code));
  for (let start = 0; start < gone.length; start += batchSize) {
    await tx
      .update(games)
      .set({ available: false, syncedAt: now })
      .where(and(eq(games.provider, provider), inArray(games.code, gone.slice(start, start + batchSize))));
  }
  return gone.length;
}

/** An aggregator listing one code twice: the first one counts (one row per code). */
function uniqueByCode<T extends { code: string }>(list: readonly T[]): T[] {
  const seen = new Set<string>();
  return list.filter((game) => !seen.has(game.code) && Boolean(seen.add(game.code)));
}
