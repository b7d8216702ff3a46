import { expect, test } from 'vitest';
import { saveScreenshot, setUpE2e, viewports } from './support/browser';

const e2e = setUpE2e();

test.each(viewports)(
  'the API documentation renders from our own files under the CSP ($name)',
  async (viewport) => {
    const page = await e2e.newPage(viewport);
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(e2e.url) && !request.url().startsWith('data:'))
        outside.push(request.url());
    });
    await page.goto(`${e2e.url}/api/docs`);
    await page.getByRole('heading', { name: 'Chaba API' }).waitFor();
    // The first audience's section, with its operations.
    await page.getByRole('heading', { name: 'member', exact: true }).first().waitFor();
    await page.getByText('/api/login').first().waitFor({ state: 'attached' });
    await saveScreenshot(page, `api-docs-${viewport.name}`);
    expect(outside).toEqual([]);
  },
);
