import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { coreImports, coreSource, cycles, folderGraph, isTest, sourceFiles } from '../scripts/core-folders';

/** Import cycles are refused by lint (decision 46): file-level by ESLint, folder-level by a script. */
describe('import cycles', () => {
  it('finds a cycle of folders, each once, and none in a graph that only goes down', () => {
    const graph = (edges: Record<string, string[]>) =>
      new Map(Object.entries(edges).map(([from, to]) => [from, new Map(to.map((t) => [t, []]))]));
    expect(cycles(graph({ auth: ['risk'], risk: ['members'], members: ['auth', 'site'], site: [] }))).toEqual(
      [['auth', 'members', 'risk']],
    );
    expect(cycles(graph({ auth: ['risk', 'site'], risk: ['site'], members: ['auth', 'site'] }))).toEqual([]);
  });

  it('finds no cycle among the folders of core', () => {
    const files = sourceFiles(coreSource).filter((file) => !isTest(file));
    expect(cycles(folderGraph(coreImports(files)))).toEqual([]);
  });

  it('refuses a file that reaches itself through its imports (import-x/no-cycle)', async () => {
    const eslint = new ESLint({ cwd: process.cwd() });
    const lint = async (code: string) => {
      const [result] = await eslint.lintText(`${code}\nexport const used = imported;\n`, {
        filePath: 'packages/core/src/errors.ts',
      });
      return result!.messages.filter((message) => message.ruleId === 'import-x/no-cycle');
    };
    // auth/secrets.ts imports errors.ts.
    expect(await lint("import { hashPassword as imported } from './auth/secrets';")).toHaveLength(1);
    expect(await lint("import type { AuthSettings as imported } from './auth/auth-settings';")).toEqual([]);
  });
});
