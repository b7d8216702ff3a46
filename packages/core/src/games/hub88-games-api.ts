import type { KeyObject } from 'node:crypto';
import { signHub88Body, hub88SignatureHeader } from './hub88-signature';

/**
 * Hub88's Games API, the calls we make (docs.hub88.io, "Games API":
 * https://docs.hub88.io/developer-docs/operator-api-reference/games-api; errors: "Error codes",
 * https://docs.hub88.io/developer-docs/operator-api-reference/operator-api-overview/error-codes).
 * Every call is a POST of a JSON body signed with our private key (`X-Hub88-Signature`, RSA-SHA256
 * over the exact bytes sent). A refusal is an HTTP error status with `{"error": "…"}`; we keep the
 * status and the text, never guess the cause.
 */

/** A game as `game/list` describes it: the fields we read (the answer holds more). */
export interface Hub88Game {
  game_code: string;
  name: string;
  /** The studio (supplier product) the game belongs to. */
  product: string;
  category: string | null;
  enabled: boolean;
  platforms: string[];
  url_thumb: string | null;
  url_background: string | null;
  release_date: string | null;
  volatility: number | null;
  rtp: string | null;
  freebet_support?: boolean;
  blocked_countries?: string[] | null;
}

/** `game/url`'s body; DEMO mode: currency `XXX`, no `user` nor `token`. */
export interface Hub88GameUrlRequest {
  user?: string;
  token?: string;
  platform: 'GPL_DESKTOP' | 'GPL_MOBILE';
  game_code: string;
  currency: string;
  lang: string;
  lobby_url: string;
  deposit_url?: string;
  ip: string;
  country: string;
}

export class Hub88CallFailed extends Error {
  override name = 'Hub88CallFailed';
  constructor(
    readonly path: string,
    readonly status: number | null,
    detail: string,
    options?: ErrorOptions,
  ) {
    super(`Hub88 ${path}: ${status === null ? detail : `HTTP ${status} ${detail}`}`.slice(0, 300), options);
  }
}

export interface Hub88GamesApi {
  listGames(options: { signal: AbortSignal }): Promise<Hub88Game[]>;
  gameUrl(body: Hub88GameUrlRequest, options: { signal: AbortSignal }): Promise<{ url: string }>;
  /** Staff's view of a round: `POST /operator/generic/v2/game/round`. */
  gameRound(
    body: { user: string; transaction_uuid: string; round: string },
    options: { signal: AbortSignal },
  ): Promise<{ url: string }>;
}

export function createHub88GamesApi(options: {
  apiUrl: string;
  operatorId: number;
  privateKey: KeyObject;
}): Hub88GamesApi {
  const base = options.apiUrl.replace(/\/+$/, '');
  const post = async (path: string, fields: object, signal: AbortSignal): Promise<unknown> => {
    const body = JSON.stringify({ ...fields, operator_id: options.operatorId });
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [hub88SignatureHeader]: signHub88Body(options.privateKey, body),
        },
        body,
        signal,
        redirect: 'error',
      });
    } catch (error) {
      throw new Hub88CallFailed(path, null, (error as Error).name, { cause: error });
    }
    const text = await response.text();
    if (!response.ok) throw new Hub88CallFailed(path, response.status, errorText(text));
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new Hub88CallFailed(path, response.status, 'not JSON');
    }
  };
  const urlOf = (path: string, answer: unknown): { url: string } => {
    const url = (answer as { url?: unknown } | null)?.url;
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Hub88CallFailed(path, 200, 'no url');
    return { url };
  };
  return {
    async listGames({ signal }) {
      const path = '/operator/generic/v2/game/list';
      const answer = await post(path, {}, signal);
      if (!Array.isArray(answer)) throw new Hub88CallFailed(path, 200, 'not a list');
      return answer as Hub88Game[];
    },
    async gameUrl(request, { signal }) {
      const path = '/operator/generic/v2/game/url';
      return urlOf(path, await post(path, request, signal));
    },
    async gameRound(request, { signal }) {
      const path = '/operator/generic/v2/game/round';
      return urlOf(path, await post(path, request, signal));
    },
  };
}

function errorText(text: string): string {
  try {
    const error = (JSON.parse(text) as { error?: unknown }).error;
    return typeof error === 'string' ? error.slice(0, 200) : '';
  } catch {
    return '';
  }
}
