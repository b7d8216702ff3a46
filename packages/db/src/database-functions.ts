import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The SQL money engine (decision 42): one reviewed source file per function or small family under
 * packages/db/functions/<area>/, each `CREATE OR REPLACE`, applied after the migrations at every
 * start. Migrations change tables; these files are where a money rule is written and changed.
 */
export const functionsFolder = fileURLToPath(new URL('../functions', import.meta.url));

/** The function files, by path relative to the folder, in a fixed (sorted) order. */
export function listFunctionFiles(folder = functionsFolder): string[] {
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.sql'))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Applies every function file in one transaction of the session `run` speaks to: all of them or none.
 * Bodies are checked when first called, not when created (`check_function_bodies` off), so that a
 * file may call a function of a file applied after it.
 */
export async function applyDatabaseFunctions(
  run: (script: string) => Promise<void>,
  folder = functionsFolder,
): Promise<void> {
  const files = listFunctionFiles(folder).map(
    (file) => `-- ${file}\n${readFileSync(path.join(folder, file), 'utf8')}`,
  );
  await run('begin; set local check_function_bodies = off;');
  try {
    await run(files.join('\n'));
    await run('commit');
  } catch (error) {
    await run('rollback');
    throw error;
  }
}

/** The longest a function file may be: read at once, like the TypeScript's 70-80-line functions. */
export const maxFunctionFileLines = 80;

/**
 * What a function file must be (decision 42): at most `maxFunctionFileLines` lines, opening with a
 * comment that says what it guarantees, and making functions only with `CREATE OR REPLACE FUNCTION`
 * (no table change: that is a migration's). Answers one line per problem found.
 */
export function checkFunctionFiles(folder = functionsFolder): string[] {
  return listFunctionFiles(folder).flatMap((file) => {
    const text = readFileSync(path.join(folder, file), 'utf8');
    const lines = text.trimEnd().split('\n');
    const problems: string[] = [];
    if (lines.length > maxFunctionFileLines) {
      problems.push(`${file}: ${lines.length} lines, more than ${maxFunctionFileLines}: split it`);
    }
    if (!lines[0]?.startsWith('-- '))
      problems.push(`${file}: does not open with a comment of what it guarantees`);
    if (!/CREATE OR REPLACE FUNCTION/i.test(text)) problems.push(`${file}: makes no function`);
    const statements = text.replace(/\$\$[\s\S]*?\$\$/g, '$$$$').replace(/--.*$/gm, '');
    for (const statement of statements
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)) {
      if (!/^CREATE OR REPLACE FUNCTION\b/i.test(statement)) {
        problems.push(
          `${file}: a statement other than CREATE OR REPLACE FUNCTION: ${statement.slice(0, 60)}`,
        );
      }
    }
    return problems;
  });
}

/** The names of the functions a file makes. */
export function functionNames(file: string, folder = functionsFolder): string[] {
  const text = readFileSync(path.join(folder, file), 'utf8');
  return [...text.matchAll(/CREATE OR REPLACE FUNCTION\s+([a-z_][a-z0-9_]*)\s*\(/gi)].map(
    (match) => match[1]!,
  );
}
