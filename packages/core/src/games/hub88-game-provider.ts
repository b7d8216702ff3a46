import type { GameCategory } from '@chaba/contracts/games';
import type { Language } from '@chaba/i18n/languages';
import type { KeyObject } from 'node:crypto';
import { DomainError } from '../errors';
import {
  providerCallTimeoutMs,
  type Catalogue,
  type CatalogueGame,
  type GameProvider,
} from './game-provider';
import { createHub88GamesApi, type Hub88Game, type Hub88GamesApi } from './hub88-games-api';
import { hub88User } from './hub88-user';

export const hub88ProviderCode = 'hub88';

/**
 * Hub88 as a `GameProvider` (issue 28, decision 54; docs.hub88.io "Games API",
 * https://docs.hub88.io/developer-docs/operator-api-reference/games-api, and "Demo and Real
 * Gameplay", https://docs.hub88.io/developer-docs/operator-api-reference/operator-api-overview/demo-and-real-gameplay).
 * The catalogue is `game/list`; a launch asks `game/url` with the member's Hub88 user, the wallet
 * session token (stored by `launchGame` in `game_sessions`), THB and Thailand; trial play asks it in
 * DEMO mode (currency `XXX`, no user, no token). Hub88 then calls our Wallet API, RSA-signed.
 */
export function createHub88GameProvider(options: {
  apiUrl: string;
  operatorId: number;
  privateKey: KeyObject;
  /** The member site's address: the game's "back to lobby" and "deposit" links. */
  siteUrl: string;
  timeoutMs?: number;
  /** A test's client; Hub88's own otherwise. */
  api?: Hub88GamesApi;
}): GameProvider {
  const api = options.api ?? createHub88GamesApi(options);
  const site = options.siteUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? providerCallTimeoutMs;
  const askUrl = async (
    body: Parameters<Hub88GamesApi['gameUrl']>[0],
    signal: AbortSignal | undefined,
  ): Promise<string> => {
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const { url } = await api.gameUrl(body, {
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      return url;
    } catch (error) {
      throw new DomainError('game_provider_unavailable', {}, { cause: error });
    }
  };
  return {
    code: hub88ProviderCode,
    wallet: { protocol: 'hub88' },
    tokenStyle: 'session-token',
    catalogueSource: 'remote',
    // Game addresses are on the studios' own https hosts, told by each game/url answer; the API's
    // origin covers a development fake that serves its games itself.
    browserOrigins: [new URL(options.apiUrl).origin, 'https:'],
    async fetchCatalogue({ signal }) {
      return catalogueOf(await api.listGames({ signal }));
    },
    launchUrl: ({ memberId, gameCode, token, language, mobile, ip, signal }) =>
      askUrl(
        {
          user: hub88User(memberId),
          token,
          platform: mobile ? 'GPL_MOBILE' : 'GPL_DESKTOP',
          game_code: gameCode,
          currency: 'THB',
          lang: hub88Language(language),
          lobby_url: `${site}/lobby`,
          deposit_url: `${site}/deposit`,
          ip,
          country: 'TH',
        },
        signal,
      ),
    demoUrl: ({ gameCode, language, mobile, signal }) =>
      askUrl(
        {
          platform: mobile ? 'GPL_MOBILE' : 'GPL_DESKTOP',
          game_code: gameCode,
          currency: 'XXX',
          lang: hub88Language(language),
          lobby_url: `${site}/lobby`,
          // Trial play has no member behind it; Hub88 asks for an address, ours stands for none.
          ip: '0.0.0.0',
          country: 'TH',
        },
        signal,
      ),
    async roundDetails({ memberId, transactionId, roundId, signal }) {
      const timeout = AbortSignal.timeout(timeoutMs);
      return api.gameRound(
        { user: hub88User(memberId), transaction_uuid: transactionId, round: roundId },
        { signal: signal ? AbortSignal.any([signal, timeout]) : timeout },
      );
    },
  };
}

/** Hub88's `lang` is a two-letter ISO 639-1 code: Chinese is `zh`, not our `cn`. */
function hub88Language(language: Language): string {
  return language === 'cn' ? 'zh' : language;
}

/** The games Hub88 lists as enabled, with their studios (`product`). */
export function catalogueOf(list: readonly Hub88Game[]): Catalogue {
  const studios = new Map<string, string>();
  const games: CatalogueGame[] = [];
  for (const game of list) {
    if (!game.enabled || typeof game.game_code !== 'string' || typeof game.name !== 'string') continue;
    const studio = typeof game.product === 'string' && game.product !== '' ? game.product : null;
    if (studio !== null) studios.set(studio, studio);
    const platforms = Array.isArray(game.platforms) ? game.platforms : [];
    games.push({
      code: game.game_code,
      // Hub88 gives one name per game: the lobby shows it in every language.
      names: { th: game.name, en: game.name, cn: game.name },
      category: hub88Category(game.category),
      imageUrl: game.url_thumb ?? game.url_background ?? null,
      studioCode: studio,
      rtp: rtpOf(game.rtp),
      volatility: typeof game.volatility === 'number' ? String(game.volatility) : null,
      mobile: platforms.includes('GPL_MOBILE'),
      desktop: platforms.includes('GPL_DESKTOP'),
      // The list tells no demo support per game; DEMO mode is documented for every game/url.
      demo: true,
      releasedAt: dateOf(game.release_date),
    });
  }
  return { studios: [...studios].map(([code, name]) => ({ code, name })), games };
}

/**
 * The lobby's tab of a Hub88 category. The docs give `category` as free text without a list of
 * values, so it is matched by words; anything else is a table game (`casino`).
 */
export function hub88Category(category: string | null): GameCategory {
  const text = (category ?? '').toLowerCase();
  if (text.includes('live')) return 'live';
  if (text.includes('slot')) return 'slot';
  if (text.includes('fish') || text.includes('shoot')) return 'fish';
  if (/lotter|keno|bingo|scratch/.test(text)) return 'lottery';
  return 'casino';
}

function rtpOf(rtp: string | null): string | null {
  if (typeof rtp !== 'string') return null;
  const value = Number.parseFloat(rtp);
  return Number.isFinite(value) && value > 0 && value < 1000 ? value.toFixed(2) : null;
}

function dateOf(text: string | null): Date | null {
  if (typeof text !== 'string') return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}
