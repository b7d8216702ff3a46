import { useMemo } from 'react';
import type { Language } from '@chaba/i18n/languages';
import { apiLanguage } from './i18n';
import { useLanguage } from './language';
import { solveProofOfWork } from './proof-of-work';

/**
 * A failed API call. `messages` are the server's texts, already in the UI language (422 lists
 * every field message; other errors carry one message). Status 0 means the network failed.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  readonly fieldErrors: Record<string, string[]>;
  readonly retryAfterSeconds: number | null;
  /** The server's error code (`maintenance`, `member_locked`…), when it gave one. */
  readonly code: string | null;

  constructor(options: {
    status: number;
    message: string;
    messages: string[];
    fieldErrors?: Record<string, string[]>;
    retryAfterSeconds?: number | null;
    code?: string | null;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.messages = options.messages;
    this.fieldErrors = options.fieldErrors ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.code = options.code ?? null;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** Sent on `window` when a call is refused because the site is under maintenance. */
export const maintenanceRefusedEvent = 'chaba:maintenance-refused';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A bearer token other than the login (the registration token); the login rides in its cookie. */
  token?: string | null;
  signal?: AbortSignal;
}

export type ApiRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function toApiError(response: Response): Promise<ApiError> {
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  const message =
    isRecord(payload) && typeof payload.message === 'string' ? payload.message : response.statusText;
  const fieldErrors: Record<string, string[]> = {};
  if (isRecord(payload) && isRecord(payload.errors)) {
    for (const [field, list] of Object.entries(payload.errors)) {
      if (Array.isArray(list))
        fieldErrors[field] = list.filter((item): item is string => typeof item === 'string');
    }
  }
  const fieldMessages = [...new Set(Object.values(fieldErrors).flat())];
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new ApiError({
    status: response.status,
    message,
    messages: fieldMessages.length > 0 ? fieldMessages : message ? [message] : [],
    fieldErrors,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    code: isRecord(payload) && typeof payload.code === 'string' ? payload.code : null,
  });
}

/**
 * Calls the member API on the same origin with JSON. The browser sends our cookies: the member's
 * login is an HttpOnly cookie (decision 0009), which the server also sets and clears. They carry
 * the `lang` cookie too, so the page's URL language is named in a header of its own, which the
 * server prefers for its messages.
 */
export async function apiRequest<T>(
  language: Language,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  return send<T>(language, path, options, 0);
}

/**
 * Under a flood the server answers a password call 428 with a proof-of-work challenge (decision 43):
 * the call is sent again with the solution in `altcha`, at most twice (a solution may expire while a
 * phone sleeps), so that the player only waits a little longer on the button.
 */
const maxProofOfWorkTries = 2;

async function send<T>(
  language: Language,
  path: string,
  options: RequestOptions,
  proofOfWorkTries: number,
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': apiLanguage[language],
    'X-Chaba-Language': language,
  };
  // A form (a file upload) sets its own multipart type and boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, message: 'network', messages: [] });
  }
  if (response.status === 428 && isRecord(options.body) && proofOfWorkTries < maxProofOfWorkTries) {
    const refusal: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    const altcha = isRecord(refusal) ? await solveProofOfWork(refusal.challenge) : null;
    if (altcha)
      return send<T>(language, path, { ...options, body: { ...options.body, altcha } }, proofOfWorkTries + 1);
  }
  if (!response.ok) {
    const error = await toApiError(response);
    // Maintenance began: the site's notice rechecks at once (lib/maintenance.tsx).
    if (error.code === 'maintenance' && typeof window !== 'undefined')
      window.dispatchEvent(new Event(maintenanceRefusedEvent));
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** `apiRequest` bound to the current UI language. */
export function useApi(): ApiRequest {
  const language = useLanguage();
  return useMemo(
    () =>
      <T>(path: string, options?: RequestOptions) =>
        apiRequest<T>(language, path, options),
    [language],
  );
}
