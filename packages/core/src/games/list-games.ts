import type { Executor } from '@chaba/db/client';
import { games } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { asc, eq } from 'drizzle-orm';

export type GameRow = typeof games.$inferSelect;

export function gameName(game: GameRow, language: Language): string {
  return language === 'en' ? game.nameEn : language === 'cn' ? game.nameCn : game.nameTh;
}

/** The active games of the lobby, in their order. */
export async function listGames(db: Executor, options: { language: Language }) {
  const rows = await db
    .select()
    .from(games)
    .where(eq(games.active, true))
    .orderBy(asc(games.sortOrder), asc(games.id));
  return rows.map((game) => ({
    id: game.id,
    provider: game.provider,
    code: game.code,
    name: gameName(game, options.language),
    names: { th: game.nameTh, en: game.nameEn, cn: game.nameCn },
    category: game.category,
    image: game.imageUrl,
  }));
}
