import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';

/**
 * A browser that leaves while its page is still streaming: React Router cancels the response's
 * stream, which destroys the page's Node stream with the reason after taking its own error listener
 * away. The page's stream must still have one, or that reason is thrown as an uncaught exception,
 * which ends the server process (seen in CI when a browser test closed its page mid-stream).
 */
const serverEntry = path.resolve('apps/web/build/server/index.js');

describe('a server-rendered page whose reader leaves mid-stream', () => {
  it('stops rendering and throws nothing', async () => {
    if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    const handle = createRequestHandler(build, 'production');
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      for (const pathname of ['/', '/en', '/login']) {
        const response = await handle(new Request(`http://127.0.0.1${pathname}`));
        expect(response.status).toBe(200);
        const reader = response.body!.getReader();
        await reader.read();
        await reader.cancel(new Error('the browser left'));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
