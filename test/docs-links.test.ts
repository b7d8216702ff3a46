import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The documentation holds together (issue 23): every relative Markdown link in README.md,
 * ARCHITECTURE.md and docs/ leads to a file that exists, and every decision record says its status
 * within its first four lines and has its line in docs/decisions/README.md. Reads files only.
 */
const root = resolve(import.meta.dirname, '..');
const decisionsDir = join(root, 'docs/decisions');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** The link targets of a Markdown text, outside fenced code blocks and inline code. */
function linkTargets(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
}

function isRelative(target: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#') && !target.startsWith('/');
}

const documents = [
  join(root, 'README.md'),
  join(root, 'ARCHITECTURE.md'),
  ...markdownFiles(join(root, 'docs')),
];

describe('documentation links', () => {
  it('finds the documents and their links', () => {
    expect(documents.length).toBeGreaterThan(10);
    expect(linkTargets(readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8')).length).toBeGreaterThan(5);
  });

  it('resolves every relative link to an existing file', () => {
    const broken = documents.flatMap((document) =>
      linkTargets(readFileSync(document, 'utf8'))
        .filter(isRelative)
        .map((target) => decodeURIComponent(target.split('#')[0]!))
        .filter((path) => path !== '' && !existsSync(resolve(dirname(document), path)))
        .map((path) => `${relative(root, document)} → ${path}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('decision records', () => {
  const records = readdirSync(decisionsDir).filter((name) => /^\d{4}-.+\.md$/.test(name));
  const index = readFileSync(join(decisionsDir, 'README.md'), 'utf8');

  it('has records', () => {
    expect(records.length).toBeGreaterThan(40);
  });

  it('says each record’s status within its first four lines', () => {
    const withoutStatus = records.filter(
      (name) =>
        !readFileSync(join(decisionsDir, name), 'utf8')
          .split('\n')
          .slice(0, 4)
          .some((line) => line.startsWith('Status:')),
    );
    expect(withoutStatus).toEqual([]);
  });

  it('lists each record in docs/decisions/README.md', () => {
    const unlisted = records.filter((name) => !index.split('\n').some((line) => line.includes(`(${name})`)));
    expect(unlisted).toEqual([]);
  });
});
