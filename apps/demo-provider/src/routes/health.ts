import type { FastifyPluginAsync } from 'fastify';
import { gameCodes, games } from '../games/catalogue';
import { catalogs } from '../texts';
import type { ProviderContext } from './context';

/** Health and the game catalogue the Chaba server reads: what an operator's systems ask of us. */
export const healthAndCatalogueRoutes: FastifyPluginAsync<ProviderContext> = async (app, context) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  // The member site asks our root whether we answer before it shows a game frame (use-game-reachable.ts).
  app.get('/', async () => ({ provider: context.providerCode, status: 'ok' }));

  app.get('/api/catalogue', async (request) => ({
    provider: context.providerCode,
    games: gameCodes.map((code) => ({
      code,
      category: games[code].category,
      names: {
        th: catalogs.th[`game.${code}`],
        en: catalogs.en[`game.${code}`],
        cn: catalogs.cn[`game.${code}`],
      },
      trialUrl: `${context.publicUrl ?? `${request.protocol}://${request.host}`}/play/${code}?mode=trial`,
    })),
  }));
};
