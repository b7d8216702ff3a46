/**
 * The redirect-path rule of spec §5: only a relative path made of letters, digits and
 * @ - % _ ~ / with an optional ?query and #hash. Anything else (another host, '//evil',
 * 'javascript:', backslashes) is refused.
 */
const safePathPattern =
  /^\/(?!\/)[A-Za-z0-9@\-%_~/]*(\?[A-Za-z0-9@\-%_~/&=.+]*)?(#[A-Za-z0-9@\-%_~/&=.+]*)?$/;

export function isSafeRedirect(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.length <= 2048 && safePathPattern.test(path);
}

export function safeRedirectOr(path: string | null | undefined, fallback: string): string {
  return isSafeRedirect(path) ? path : fallback;
}

/** The query parameter that carries the remembered path to /login. */
export const redirectParam = 'redirect';
