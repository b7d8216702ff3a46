import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';

/**
 * Drizzle's migrator applies only the migrations whose journal time is later than the last one a
 * database applied. Migrations written side by side can be stamped out of order, and then a database
 * that ran the later-numbered one first silently skips the other: the journal's times must increase
 * with the migration's number, and every SQL file must be in it.
 */
const migrations = new URL('../packages/db/migrations/', import.meta.url);

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

describe('the migrations journal', () => {
  test('stamps each migration later than the one before it, and lists every SQL file in order', async () => {
    const journal = JSON.parse(await readFile(new URL('meta/_journal.json', migrations), 'utf8')) as Journal;
    const files = (await readdir(migrations)).filter((name) => name.endsWith('.sql')).sort();

    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      if (index > 0) expect(entry.when).toBeGreaterThan(journal.entries[index - 1]!.when);
    });
  });
});
