import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backofficeEn } from '../packages/i18n/src/catalogs/backoffice.en';
import { backofficeTh } from '../packages/i18n/src/catalogs/backoffice.th';

const root = join(import.meta.dirname, '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The audit actions the code writes: the `area.verb` literals of each `action:` expression (a
 * ternary spans a few lines) in the use cases and the routes. Actions built from a template
 * (`${kind}.create`) are left to the tests of their area. The literals a function named `…auditAction…`
 * returns count too.
 */
function writtenActions(): string[] {
  const actions = new Set<string>();
  for (const file of [
    ...sourceFiles(join(root, 'packages/core/src')),
    ...sourceFiles(join(root, 'apps/server/src')),
  ]) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\baction:\s*\n?([^]*?)(?:,\n\s*\w+[:,]|\n\s*\}|,\s*\w+:)/g)) {
      for (const literal of match[1]!.matchAll(/'([a-z_]+(?:\.[a-z_]+)+)'/g)) actions.add(literal[1]!);
    }
    // And what a function that names an action returns (`auditAction(change)` in update-staff.ts).
    for (const match of source.matchAll(/\nfunction \w*[aA]uditAction\w*\([^]*?\n\}/g)) {
      for (const literal of match[0].matchAll(/'([a-z_]+(?:\.[a-z_]+)+)'/g)) actions.add(literal[1]!);
    }
  }
  return [...actions].sort();
}

describe('the audit page (issue 30)', () => {
  it('has a Thai and an English label for every action the code writes', () => {
    const actions = writtenActions();
    expect(actions).toContain('risk.clear');
    expect(actions).toContain('staff.role_change');
    const key = (action: string) => action.replace(/\./g, '__');
    const th = backofficeTh.audit.actions as Record<string, string>;
    const en = backofficeEn.audit.actions as Record<string, string>;
    expect(actions.filter((action) => !th[key(action)] || !en[key(action)])).toEqual([]);
  });
});
