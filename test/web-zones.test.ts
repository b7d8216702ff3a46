import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The web app's zones are kept by lint (eslint.config.js, `chaba/web-zones`), not by habit. */
const eslint = new ESLint({ cwd: process.cwd() });

async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = imported;\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'chaba/web-zones').map((m) => m.message);
}

describe('web zones', () => {
  const feature = 'apps/web/app/features/deposit/components/deposit-flow.tsx';

  it('refuses a feature importing another feature, the shell or a route', async () => {
    expect(await zoneErrors(feature, "import { imported } from '../../withdraw/api/withdraw-api';")).toEqual([
      'feature:deposit must not import from feature:withdraw (apps/web/README.md, zones).',
    ]);
    expect(
      await zoneErrors(feature, "export { imported } from '../../../features/lobby/api/lobby-api';"),
    ).toHaveLength(1);
    expect(await zoneErrors(feature, "import { imported } from '../../../shell/popup-host';")).toHaveLength(
      1,
    );
    expect(await zoneErrors(feature, "import { imported } from '../../../routes/lobby';")).toHaveLength(1);
    expect(
      await zoneErrors(
        'apps/web/app/features/auth/use-login-flow.ts',
        "import { imported } from '../register/x';",
      ),
    ).toHaveLength(1);
  });

  it('refuses ui and lib importing a feature', async () => {
    expect(
      await zoneErrors(
        'apps/web/app/ui/button.tsx',
        "import { imported } from '../features/member/components/credit';",
      ),
    ).toHaveLength(1);
    expect(
      await zoneErrors(
        'apps/web/app/lib/api.ts',
        "const { imported } = await import('../features/lobby/api/lobby-api');",
      ),
    ).toHaveLength(1);
  });

  it('lets a feature use its own files, ui and lib, and the shell and routes compose features', async () => {
    expect(
      await zoneErrors(
        feature,
        "import { imported } from '../api/deposit-api';\nimport { Button } from '../../../ui/button';\nimport { apiFetch } from '../../../lib/api';\nexport { Button, apiFetch };",
      ),
    ).toEqual([]);
    expect(
      await zoneErrors(
        'apps/web/app/shell/popup-host.tsx',
        "import { imported } from '../features/deposit/components/deposit-flow';",
      ),
    ).toEqual([]);
    expect(
      await zoneErrors(
        'apps/web/app/routes/lobby.tsx',
        "import { imported } from '../features/lobby/components/lobby-page';",
      ),
    ).toEqual([]);
  });
});
