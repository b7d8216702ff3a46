import type { z } from 'zod';
import { currentLanguage } from './i18n';
import { currentSession, endSession } from './session';

/**
 * A refusal of the staff API: its status, its message (already in the console's language: every call
 * sends Accept-Language), the domain code when there is one and the messages per field of a 422.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
    readonly fieldErrors: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface CallOptions<Schema extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** JSON, or a FormData for an upload. */
  body?: unknown;
  /** The contract schema of the answer: it is parsed with it, so the screen gets its type. */
  schema: Schema;
  signal?: AbortSignal;
  /** A token other than the session's: the first login's setup calls, before the session starts. */
  token?: string;
}

export function withQuery(path: string, query: Query = {}): string {
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') parameters.set(name, String(value));
  }
  const search = parameters.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * One call of the staff API with the session's bearer token. A 401 ends the session (the token expired,
 * was revoked or the staff member logged out elsewhere): the app then shows the login.
 */
export async function callApi<Schema extends z.ZodType>(
  path: string,
  options: CallOptions<Schema>,
): Promise<z.infer<Schema>> {
  const session = options.token ? null : currentSession();
  const token = options.token ?? session?.token;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  // A FormData body (an upload) is sent as the browser encodes it (multipart, with its boundary).
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const response = await fetch(withQuery(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  const json: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    if (response.status === 401 && session) endSession('expired');
    throw errorOf(response.status, json);
  }
  return options.schema.parse(json);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorOf(status: number, json: unknown): ApiError {
  const body = (json ?? {}) as { message?: unknown; code?: unknown; errors?: unknown };
  const message = typeof body.message === 'string' ? body.message : `HTTP ${status}`;
  const code = typeof body.code === 'string' ? body.code : undefined;
  const fieldErrors =
    body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string[]>) : {};
  return new ApiError(status, message, code, fieldErrors);
}
