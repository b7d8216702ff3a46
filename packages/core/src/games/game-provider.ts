import type { GameCategory } from '@chaba/contracts/games';
import type { Language } from '@chaba/i18n/languages';

/**
 * A game aggregator plugged into Chaba (issue 4, issue 28, decision 54). It owns its games and
 * their pages; we keep the money. The catalogue is fetched from it (the `sync-catalogue` job), a
 * member's game address is asked of it at each launch, and it settles every round through the
 * wallet protocol it speaks: the demo aggregator's HMAC-signed one (`/api/providers/{code}/wallet/*`)
 * or Hub88's RSA-signed Wallet API (`/api/providers/hub88/wallet/*`).
 */

/** A studio (Hub88's `product`): the lobby's studio filter. */
export interface CatalogueStudio {
  code: string;
  name: string;
}

/** One game as the aggregator describes it; null where it tells nothing. */
export interface CatalogueGame {
  code: string;
  names: { th: string; en: string; cn: string };
  category: GameCategory;
  imageUrl: string | null;
  /** The `code` of one of the catalogue's studios. */
  studioCode: string | null;
  /** Return to player in percent, as text with at most two decimals ("96.50"). */
  rtp: string | null;
  volatility: string | null;
  mobile: boolean;
  desktop: boolean;
  /** Trial play (play money) is offered. */
  demo: boolean;
  releasedAt: Date | null;
}

export interface Catalogue {
  studios: readonly CatalogueStudio[];
  games: readonly CatalogueGame[];
}

/** How the aggregator calls our wallet; the wallet routes serve a provider of their protocol only. */
export type WalletProtocol = { protocol: 'chaba-hmac'; secret: string } | { protocol: 'hub88' };

/** What a launch needs from us; the provider turns it into its own request. */
export interface LaunchInput {
  memberId: number;
  gameCode: string;
  /** The token the aggregator will show our wallet: a one-time launch token or the session token. */
  token: string;
  language: Language;
  mobile: boolean;
  /** The member's address as the server saw it. */
  ip: string;
  signal?: AbortSignal;
}

export interface GameProvider {
  readonly code: string;
  readonly wallet: WalletProtocol;
  /**
   * `launch-token`: the game address carries a one-time token that the aggregator trades for a
   * player session (the demo aggregator, `authenticate-player.ts`). `session-token`: the token in
   * the launch is the wallet session itself (Hub88): the launch stores it in `game_sessions`.
   */
  readonly tokenStyle: 'launch-token' | 'session-token';
  /**
   * `built-in`: the catalogue is in the code and fetched without the network (synced at start);
   * `remote`: asked over the network by the catalogue job only.
   */
  readonly catalogueSource: 'built-in' | 'remote';
  /** Origins the member site frames and loads images from for this provider (the CSP). */
  readonly browserOrigins: readonly string[];
  /** Everything the aggregator offers now. @throws when it cannot be fetched (the job retries). */
  fetchCatalogue(options: { signal: AbortSignal }): Promise<Catalogue>;
  /** The member's game address. @throws DomainError game_provider_unavailable */
  launchUrl(input: LaunchInput): Promise<string>;
  /** Trial play with play money, no login and no wallet. @throws DomainError game_provider_unavailable */
  demoUrl(input: {
    gameCode: string;
    language: Language;
    mobile: boolean;
    signal?: AbortSignal;
  }): Promise<string>;
  /** Staff's look at one round, where the aggregator offers it. */
  roundDetails?(input: {
    memberId: number;
    transactionId: string;
    roundId: string;
    signal?: AbortSignal;
  }): Promise<{ url: string }>;
}

export type GameProviders = ReadonlyMap<string, GameProvider>;

/** How long a call made while a member waits (a launch, a trial) may take before we give up. */
export const providerCallTimeoutMs = 8_000;
