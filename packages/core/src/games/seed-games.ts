import type { Executor } from '@chaba/db/client';
import { games } from '@chaba/db/schema';
import type { GameProviders } from './game-provider';

/** Adds each provider's games to the catalogue when missing; never changes what operators edited. */
export async function seedGames(db: Executor, providers: GameProviders): Promise<void> {
  for (const provider of providers.values()) {
    const rows = provider.catalogue.map((game, index) => ({
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
