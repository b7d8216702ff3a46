/*
 * Counts the statements node-postgres sends, by their first 90 characters, and prints the most
 * frequent at exit (to stderr, lines starting with QUERIES). A profiling aid for the benchmarks on
 * PostgreSQL: preload it after tsx, e.g.
 *   DATABASE_URL=… BENCH_ROUNDS=1 node --import tsx --import ./bench/count-queries.ts bench/statement-latency.bench.ts
 */
import { createRequire } from 'node:module';

const require = createRequire(`${process.cwd()}/package.json`);
const pg = require('pg') as { Client: { prototype: { query: (...args: unknown[]) => unknown } } };
const counts = new Map<string, number>();
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
  const text = typeof config === 'string' ? config : ((config as { text?: string } | undefined)?.text ?? '');
  const key = text.replace(/\s+/g, ' ').trim().slice(0, 90);
  counts.set(key, (counts.get(key) ?? 0) + 1);
  return original.call(this, config, ...rest);
};
process.on('exit', () => {
  const rows = [...counts].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, count]) => sum + count, 0);
  process.stderr.write(`QUERIES total ${total}\n`);
  for (const [key, count] of rows.slice(0, 60))
    process.stderr.write(`QUERIES ${String(count).padStart(7)} ${key}\n`);
});
