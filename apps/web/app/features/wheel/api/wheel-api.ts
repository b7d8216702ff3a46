import type {
  MemberWheelResponse,
  WheelSpinResponse,
  WheelSpinView,
  WheelVerifyRequest,
  WheelVerifyResponse,
} from '@chaba/contracts/wheel';
import type { ApiRequest, RequestOptions } from '../../../lib/api';

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

export type MemberWheel = MemberWheelResponse['data'];
export type WheelPrize = MemberWheel['prizes'][number];
export type { WheelSpinView };

/** The member's lucky wheel (issue 31, decision 73); through the session so that a 401 logs out. */
export function wheelApi(memberRequest: MemberRequest) {
  return {
    wheel: (signal?: AbortSignal) => memberRequest<MemberWheelResponse>('/api/customers/wheel', { signal }),
    /** One earned spin; the same `key` answers the same spin (a retry after a lost answer pays once). */
    spin: (key: string, clientSeed: string | undefined) =>
      memberRequest<WheelSpinResponse>('/api/customers/wheel/spin', {
        method: 'POST',
        body: clientSeed ? { key, client_seed: clientSeed } : { key },
      }),
  };
}

/** The public recomputation of a spin from its revealed seeds. */
export function verifySpin(api: ApiRequest, body: WheelVerifyRequest) {
  return api<WheelVerifyResponse>('/api/wheel/verify', { method: 'POST', body });
}

/** A spin request's key: 32 random hex characters (the route takes 8–64 of [A-Za-z0-9_-]). */
export function newSpinKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The choices a spin could draw, in the wheel's order, as the verify page's query writes them. */
export function choicesText(choices: readonly { key: string; weight: number }[]): string {
  return choices.map((choice) => `${choice.key}:${choice.weight}`).join(',');
}

/** `key:weight, key:weight` back to choices; null when it is not that shape. */
export function parseChoices(text: string): { key: string; weight: number }[] | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 24) return null;
  const choices = [];
  for (const part of parts) {
    const match = /^([a-z0-9-]{1,32}):(\d{1,7})$/.exec(part);
    if (!match) return null;
    const weight = Number(match[2]);
    if (weight < 1 || weight > 1_000_000) return null;
    choices.push({ key: match[1]!, weight });
  }
  return choices;
}

/** The verify page's address for a spin: every input prefilled, and the hash shown before it. */
export function verifyQuery(spin: WheelSpinView): string {
  const query = new URLSearchParams({
    server_seed: spin.server_seed,
    client_seed: spin.client_seed,
    nonce: String(spin.nonce),
    choices: choicesText(spin.choices),
    hash: spin.server_seed_hash,
  });
  return `?${query.toString()}`;
}
