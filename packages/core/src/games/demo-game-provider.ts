import type { GameCategory } from '@chaba/contracts/games';
import type { GameProvider } from './game-provider';

export const demoProviderCode = 'chaba-demo';

/** One game of the demo aggregator's built-in catalogue. */
export interface GameSeed {
  code: string;
  names: { th: string; en: string; cn: string };
  category: GameCategory;
  imageUrl: string | null;
}

/**
 * Our own aggregator (apps/demo-provider), reached over HTTP like any other. Its catalogue is in the
 * code (fetched without the network); the names are the ones its game pages show
 * (apps/demo-provider/src/texts.ts), so the lobby and the game agree. Its game addresses are built
 * here, not asked: it speaks the one-time launch token flow and the HMAC wallet.
 */
export function createDemoGameProvider(options: {
  baseUrl: string;
  secret: string;
}): GameProvider & { catalogue: readonly GameSeed[] } {
  const base = options.baseUrl.replace(/\/+$/, '');
  const catalogue: readonly GameSeed[] = demoCatalogue;
  return {
    code: demoProviderCode,
    wallet: { protocol: 'chaba-hmac', secret: options.secret },
    tokenStyle: 'launch-token',
    catalogueSource: 'built-in',
    browserOrigins: originOf(base),
    catalogue,
    fetchCatalogue: () =>
      Promise.resolve({
        studios: [],
        games: catalogue.map((game) => ({
          ...game,
          studioCode: null,
          rtp: null,
          volatility: null,
          mobile: true,
          desktop: true,
          demo: true,
          releasedAt: null,
        })),
      }),
    launchUrl: ({ gameCode, token, language, mobile }) =>
      Promise.resolve(
        `${base}/play/${encodeURIComponent(gameCode)}?token=${encodeURIComponent(token)}&lang=${language}&mobile=${mobile}`,
      ),
    demoUrl: ({ gameCode, language, mobile }) =>
      Promise.resolve(
        `${base}/play/${encodeURIComponent(gameCode)}?mode=trial&lang=${language}&mobile=${mobile}`,
      ),
  };
}

/** A relative base (our own origin) names no other origin. */
function originOf(base: string): string[] {
  try {
    return [new URL(base).origin];
  } catch {
    return [];
  }
}

const demoCatalogue: readonly GameSeed[] = [
  {
    code: 'hibiscus-slot',
    names: { th: 'สล็อตชบา', en: 'Hibiscus Slot', cn: '扶桑花老虎机' },
    category: 'slot',
    imageUrl: '/games/hibiscus-slot.svg',
  },
  {
    code: 'baccarat',
    names: { th: 'บาคาร่า', en: 'Baccarat', cn: '百家乐' },
    category: 'casino',
    imageUrl: '/games/baccarat.svg',
  },
  {
    code: 'hilo',
    names: { th: 'ไฮโล', en: 'Hi-Lo', cn: '泰式骰宝' },
    category: 'casino',
    imageUrl: '/games/hilo.svg',
  },
  {
    code: 'naga-slot',
    names: { th: 'สล็อตพญานาคทอง', en: 'Naga Gold Slot', cn: '金娜迦老虎机' },
    category: 'slot',
    imageUrl: '/games/naga-slot.svg',
  },
  {
    code: 'market-slot',
    names: { th: 'สล็อตตลาดน้ำ', en: 'Floating Market Slot', cn: '水上市场老虎机' },
    category: 'slot',
    imageUrl: '/games/market-slot.svg',
  },
  {
    code: 'roulette',
    names: { th: 'รูเล็ตยุโรป', en: 'European Roulette', cn: '欧式轮盘' },
    category: 'casino',
    imageUrl: '/games/roulette.svg',
  },
  {
    code: 'dragon-tiger',
    names: { th: 'เสือมังกร', en: 'Dragon Tiger', cn: '龙虎' },
    category: 'casino',
    imageUrl: '/games/dragon-tiger.svg',
  },
  {
    code: 'sic-bo',
    names: { th: 'ซิกโบ', en: 'Sic Bo', cn: '骰宝' },
    category: 'casino',
    imageUrl: '/games/sic-bo.svg',
  },
  {
    code: 'fish-hunter',
    names: { th: 'ยิงปลาทะเลทอง', en: 'Golden Sea Fishing', cn: '金海捕鱼' },
    category: 'fish',
    imageUrl: '/games/fish-hunter.svg',
  },
  {
    code: 'yeekee',
    names: { th: 'หวยยี่กี', en: 'Yeekee Lottery', cn: 'Yeekee 快乐彩' },
    category: 'lottery',
    imageUrl: '/games/yeekee.svg',
  },
];
