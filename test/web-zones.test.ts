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

async function ruleErrors(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [imported];\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe("contracts in the member site's browser code (decision 74)", () => {
  const rule = 'chaba/no-zod-objects-in-browser';
  const component = 'apps/web/app/features/documents/components/documents-section.tsx';

  it('refuses a value from a module that builds zod objects, directly or through its imports', async () => {
    const [message] = await ruleErrors(
      rule,
      component,
      "import { documentKind as imported } from '@chaba/contracts/documents';",
    );
    expect(message).toContain('@chaba/contracts/documents builds zod objects');
    expect(
      await ruleErrors(
        rule,
        'apps/web/app/lib/x.ts',
        "const imported = await import('@chaba/contracts/profile');",
      ),
    ).toHaveLength(1);
  });

  it('lets types, zod-free modules and server files through', async () => {
    expect(
      await ruleErrors(
        rule,
        component,
        "import type { DocumentKind } from '@chaba/contracts/documents';\nimport { type PendingRequest } from '@chaba/contracts/profile';\nimport { documentKinds as imported } from '@chaba/contracts/document-kinds';\nimport { findBank } from '@chaba/contracts/banks';\nimport { limitKinds } from '@chaba/contracts/limit-fields';\nexport type { DocumentKind, PendingRequest };\nexport { findBank, limitKinds };",
      ),
    ).toEqual([]);
    expect(
      await ruleErrors(
        rule,
        'apps/web/app/lib/site.server.ts',
        "import { siteInfoResponse as imported } from '@chaba/contracts/site';",
      ),
    ).toEqual([]);
  });
});
