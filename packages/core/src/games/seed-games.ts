import type { Executor } from '@chaba/db/client';
import { games } from '@chaba/db/schema';
import type { GameProviders } from './game-provider';

/**
 * At every start: adds the games of the built-in catalogues (the demo aggregator's, in our own code)
 * when missing; never changes a row staff may have edited. Remote catalogues (Hub88) are the
 * `sync-catalogue` job's (sync-catalogue.ts), which needs the network.
 */
export async function seedGames(db: Executor, providers: GameProviders): Promise<void> {
  for (const provider of providers.values()) {
    if (provider.catalogueSource !== 'built-in') continue;
    const catalogue = await provider.fetchCatalogue({ signal: AbortSignal.timeout(5_000) });
    const rows = catalogue.games.map((game, index) => ({
      provider: provider.code,
      code: game.code,
      nameTh: game.names.th,
      nameEn: game.names.en,
      nameCn: game.names.cn,
      category: game.category,
      imageUrl: game.imageUrl,
      sortOrder: index + 1,
    }));
    if (rows.length > 0) await db.insert(games).values(rows).onConflictDoNothing();
  }
}
