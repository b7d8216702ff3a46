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
    ],
    launchUrl: ({ gameCode, launchToken, language, mobile }) =>
      `${base}/play/${encodeURIComponent(gameCode)}?token=${encodeURIComponent(launchToken)}&lang=${language}&mobile=${mobile}`,
    trialUrl: ({ gameCode, language }) =>
      `${base}/play/${encodeURIComponent(gameCode)}?mode=trial&lang=${language}`,
  };
}
