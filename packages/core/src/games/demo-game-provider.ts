import type { GameProvider } from './game-provider';

export const demoProviderCode = 'chaba-demo';

/**
 * Our own aggregator (apps/demo-provider), reached over HTTP like any other. The names are the ones
 * its game pages show (apps/demo-provider/src/texts.ts), so the lobby and the game agree.
 */
export function createDemoGameProvider(options: { baseUrl: string; secret: string }): GameProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    code: demoProviderCode,
    secret: options.secret,
    catalogue: [
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
    ],
    launchUrl: ({ gameCode, launchToken, language, mobile }) =>
      `${base}/play/${encodeURIComponent(gameCode)}?token=${encodeURIComponent(launchToken)}&lang=${language}&mobile=${mobile}`,
    trialUrl: ({ gameCode, language, mobile }) =>
      `${base}/play/${encodeURIComponent(gameCode)}?mode=trial&lang=${language}&mobile=${mobile}`,
  };
}
