import type { Executor } from '@chaba/db/client';
import { games, gameStudios } from '@chaba/db/schema';
import type { gameCategories } from '@chaba/contracts/game-categories';

/**
 * A large aggregator catalogue for tests, benchmarks and the lobby's Lighthouse run (decision 56):
 * `count` games (5,000 by default) of `studios` studios (40), spread over the five categories, with
 * Thai, English and Chinese names that searches can find ("สล็อตมังกร 17", "Dragon Slot 17"), RTP,
 * volatility, release dates, popularity and a few featured games. Deterministic: the same call
 * writes the same rows. Art is our generic drawing, so that no image is fetched from outside.
 */
export interface ManyGames {
  studioIds: number[];
  gameIds: number[];
}

const themes = [
  ['มังกร', 'Dragon', '龙'],
  ['นาคา', 'Naga', '娜迦'],
  ['ช้างทอง', 'Golden Elephant', '金象'],
  ['ตลาดน้ำ', 'Floating Market', '水上市场'],
  ['เสือ', 'Tiger', '虎'],
  ['ดอกบัว', 'Lotus', '莲花'],
  ['ปลาทอง', 'Goldfish', '金鱼'],
  ['สมบัติ', 'Treasure', '宝藏'],
] as const;

const kinds: Record<(typeof gameCategories)[number], readonly [string, string, string]> = {
  slot: ['สล็อต', 'Slot', '老虎机'],
  live: ['บาคาร่าสด', 'Live Baccarat', '真人百家乐'],
  casino: ['รูเล็ต', 'Roulette', '轮盘'],
  fish: ['ยิงปลา', 'Fishing', '捕鱼'],
  lottery: ['หวย', 'Lottery', '彩票'],
};

/** Slots are most of a real catalogue: 60 % slot, then live, table games, fish and lottery. */
function categoryOf(index: number): (typeof gameCategories)[number] {
  const bucket = index % 20;
  return bucket < 12
    ? 'slot'
    : bucket < 15
      ? 'live'
      : bucket < 18
        ? 'casino'
        : bucket < 19
          ? 'fish'
          : 'lottery';
}

const batchSize = 500;

export async function insertManyGames(
  db: Executor,
  {
    count = 5_000,
    studios = 40,
    provider = 'bench-hub',
  }: { count?: number; studios?: number; provider?: string } = {},
): Promise<ManyGames> {
  const studioRows = await db
    .insert(gameStudios)
    .values(
      Array.from({ length: studios }, (_, index) => ({
        provider,
        code: `studio-${index + 1}`,
        name: `Studio ${String(index + 1).padStart(2, '0')}`,
        logoUrl: '/games/generic.svg',
        sortOrder: index + 1,
      })),
    )
    .returning({ id: gameStudios.id });
  const studioIds = studioRows.map((row) => row.id);
  const gameIds: number[] = [];
  const start = Date.UTC(2024, 0, 1);
  for (let offset = 0; offset < count; offset += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, count - offset) }, (_, inBatch) => {
      const index = offset + inBatch;
      const category = categoryOf(index);
      const [themeTh, themeEn, themeCn] = themes[index % themes.length]!;
      const [kindTh, kindEn, kindCn] = kinds[category];
      const number = index + 1;
      return {
        provider,
        code: `game-${number}`,
        nameTh: `${kindTh}${themeTh} ${number}`,
        nameEn: `${themeEn} ${kindEn} ${number}`,
        nameCn: `${themeCn}${kindCn} ${number}`,
        category,
        imageUrl: '/games/generic.svg',
        sortOrder: (index * 7919) % count,
        studioId: studioIds[index % studioIds.length]!,
        rtp: (94 + (index % 40) / 10).toFixed(2),
        volatility: ['low', 'medium', 'high'][index % 3]!,
        featured: index % 250 === 0,
        releasedAt: index % 10 === 0 ? null : new Date(start + ((index * 104729) % 1000) * 86_400_000),
        popularity: (index * 31) % 997,
      };
    });
    const inserted = await db.insert(games).values(rows).returning({ id: games.id });
    gameIds.push(...inserted.map((row) => row.id));
  }
  return { studioIds, gameIds };
}
