import { languageFromPath } from './i18n';

/**
 * The server render's reads of the API over loopback (CHABA_INTERNAL_API_URL, else the request's own
 * origin): the site info, the maintenance notice, banners, games, promotions, articles and pages, so
 * that the first paint shows them. Every answer is checked against its contract; a read that fails
 * (time-out, an error status, another shape) is logged as a warning and the page renders without it.
 */

/** The part of a zod schema of packages/contracts a read needs, so that the web app needs no zod. */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The API answered 404: what was asked for does not exist (an article's address, say). */
class NotFoundOverLoopback extends Error {}

const defaultTimeoutMs = 3_000;

/**
 * GET `path` of the API, its answer checked against `schema`. With `inPageLanguage` the request's
 * page language (its URL prefix) goes along, so that the API answers the operator's texts in it.
 * Throws NotFoundOverLoopback on 404 and an Error on a time-out, another error status or shape.
 */
export async function getFromApi<T>(
  request: Request,
  path: string,
  schema: AnswerSchema<T>,
  {
    timeoutMs = defaultTimeoutMs,
    inPageLanguage = false,
  }: { timeoutMs?: number; inPageLanguage?: boolean } = {},
): Promise<T> {
  const pageUrl = new URL(request.url);
  const baseUrl = process.env.CHABA_INTERNAL_API_URL || pageUrl.origin;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (inPageLanguage) headers['X-Chaba-Language'] = languageFromPath(pageUrl.pathname);
  const response = await fetch(new URL(path, baseUrl), { headers, signal: AbortSignal.timeout(timeoutMs) });
  const route = path.split('?')[0];
  if (response.status === 404) throw new NotFoundOverLoopback(`GET ${route} answered 404`);
  if (!response.ok) throw new Error(`GET ${route} answered ${response.status}`);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`GET ${route} answered an unexpected shape`);
  return parsed.data;
}

/** The answer of `read`, or `not_found` when the API answered 404. */
export async function orNotFound<T>(read: Promise<T>): Promise<T | 'not_found'> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof NotFoundOverLoopback) return 'not_found';
    throw error;
  }
}

/**
 * Runs `read`; when it throws, warns `[web] <what> unavailable: <why>` and answers `otherwise()`
 * instead, so that the page still renders (and says so, or the browser asks again).
 */
export async function readOrElse<T, Otherwise>(
  what: string,
  read: () => Promise<T>,
  otherwise: () => Otherwise,
): Promise<T | Otherwise> {
  try {
    return await read();
  } catch (error) {
    console.warn(`[web] ${what} unavailable:`, error instanceof Error ? error.message : error);
    return otherwise();
  }
}

/**
 * A read that every render of this process shares: asked at most once per `freshForMs` (and once
 * at a time), so that a change in the back office shows on the next page within that time. `read`
 * answers the value and how long to keep it (a failure's fallback may be kept a shorter or longer
 * time than a success).
 */
export function sharedRead<T>(
  read: (request: Request, last: T | undefined) => Promise<{ value: T; keepMs: number }>,
): (request: Request) => Promise<T> {
  let cached: { value: T; expiresAtMs: number } | undefined;
  let inFlight: Promise<T> | undefined;
  return (request) => {
    if (cached && cached.expiresAtMs > Date.now()) return Promise.resolve(cached.value);
    inFlight ??= read(request, cached?.value)
      .then(({ value, keepMs }) => {
        cached = { value, expiresAtMs: Date.now() + keepMs };
        return value;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}
