/**
 * The lobby with a real aggregator's catalogue (issue 28, decision 56): p50/p95/p99 of one page of
 * GET /lobby/api/games per filter (category, studio, Thai and English search, popular, new,
 * favourites, a deep cursor) and of the studios, over real HTTP on loopback, on 5,000 games of 40
 * studios (`test/support/many-games.ts`). Goal: p95 under 50 ms on PostgreSQL.
 *
 * Runs on a fresh database: with DATABASE_URL a new database `chaba_bench_<random>` on that server,
 * dropped at the end (also on Ctrl-C); PGlite in a temporary folder otherwise.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:lobby
 *
 * Settings (environment): BENCH_SAMPLES (300 requests per case, one at a time after 20 to warm up),
 * SEED_GAMES (5000). Prints a table and writes the JSON to bench/results/.
 */
import { gameFavourites } from '@chaba/db/schema';
import os from 'node:os';
import { insertManyGames } from '../test/support/many-games';
import {
  callJson,
  createMembers,
  describeMachine,
  distribution,
  readWholeNumber,
  startBenchApp,
  withBenchDatabase,
  writeResult,
  type BenchApp,
  type Distribution,
} from './support';

const settings = {
  samples: readWholeNumber('BENCH_SAMPLES', 300, 10),
  games: readWholeNumber('SEED_GAMES', 5_000, 100),
};
const warmup = 20;
/** A member with this many favourites asks for the favourites list. */
const favouritesOfMember = 60;

/** A cursor deep in the default order: the one of page `pages` of 36. */
async function deepCursor(server: BenchApp, pages: number): Promise<string> {
  let cursor = '';
  for (let page = 0; page < pages; page += 1) {
    const answer = (await callJson(
      server,
      'GET',
      `/lobby/api/games?limit=36${cursor ? `&cursor=${cursor}` : ''}`,
      {},
    )) as { next_cursor: string };
    cursor = answer.next_cursor;
  }
  return cursor;
}

/** The cases: a name and the URL of its i-th request. */
function cases(studioIds: number[], deep: string): Array<[string, (i: number) => string]> {
  const games = (query: string) => `/lobby/api/games?${query}`;
  const categories = ['slot', 'live', 'casino', 'fish', 'lottery'];
  const thai = ['มังกร', 'นาคา', 'ช้างทอง', 'ตลาดน้ำ', 'สล็อตเสือ', 'ดอกบัว'];
  const english = ['dragon', 'Naga', 'golden ele', 'MARKET', 'tiger slot', 'lotus 1'];
  return [
    ['first page (featured, order)', () => games('')],
    ['category', (i) => games(`category=${categories[i % categories.length]}`)],
    ['studio', (i) => games(`studio=${studioIds[i % studioIds.length]}`)],
    ['studio + category', (i) => games(`studio=${studioIds[i % studioIds.length]}&category=slot`)],
    ['search Thai', (i) => games(`q=${encodeURIComponent(thai[i % thai.length]!)}`)],
    ['search English', (i) => games(`q=${encodeURIComponent(english[i % english.length]!)}`)],
    ['search, no match', (i) => games(`q=zzz${i}`)],
    ['popular', () => games('list=popular')],
    ['new', () => games('list=new')],
    ['favourites', () => games('list=favourites')],
    ['deep cursor (page 100)', () => games(`cursor=${deep}`)],
    ['studios', () => '/lobby/api/studios'],
  ];
}

async function measure(server: BenchApp, token: string, url: (i: number) => string): Promise<Distribution> {
  for (let i = 0; i < warmup; i += 1) await callJson(server, 'GET', url(i + 1000), { token });
  const samples: number[] = [];
  for (let i = 0; i < settings.samples; i += 1) {
    const started = performance.now();
    // callJson throws on any status but 200.
    await callJson(server, 'GET', url(i), { token });
    samples.push(performance.now() - started);
  }
  return distribution(samples);
}

async function main(): Promise<void> {
  const loadAtStart = os.loadavg();
  await withBenchDatabase(async (database) => {
    const db = database.connection.db;
    const seedStarted = performance.now();
    const catalogue = await insertManyGames(db, { count: settings.games });
    const [member] = await createMembers(db, 1, 1);
    await db
      .insert(gameFavourites)
      .values(
        catalogue.gameIds
          .filter((_, index) => index % Math.floor(settings.games / favouritesOfMember) === 0)
          .map((gameId) => ({ memberId: member!.id, gameId })),
      );
    console.log(
      `seeded ${catalogue.gameIds.length} games in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const server = await startBenchApp(db);
    try {
      const deep = await deepCursor(server, Math.min(100, Math.floor(settings.games / 36) - 1));
      const results: Array<{ name: string } & Distribution> = [];
      for (const [name, url] of cases(catalogue.studioIds, deep)) {
        results.push({ name, ...(await measure(server, member!.token, url)) });
      }
      const header = ['case'.padEnd(30), 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'].join(' ');
      const lines = results.map((r) =>
        [r.name.padEnd(30), ...[r.p50, r.p95, r.p99, r.max].map((value) => String(value).padStart(6))].join(
          ' ',
        ),
      );
      console.log([header, ...lines].join('\n'));
      const report = {
        date: new Date().toISOString(),
        database: database.label,
        machine: describeMachine(loadAtStart),
        settings,
        results,
      };
      console.log(`written to ${await writeResult('lobby-games', database.label, report)}`);
    } finally {
      await server.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
