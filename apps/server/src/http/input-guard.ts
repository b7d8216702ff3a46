import { isSafeText } from '@chaba/contracts/validation';
import { translateServer } from '@chaba/i18n/translate';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { requestLanguage } from './language';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route checks the text of its body item by item itself (the bank-statement batch refuses
     * a bad line alone); the guard then checks only its path and query string.
     */
    bodyTextCheckedPerItem?: boolean;
  }
}

/** Where the first unsafe text is: the top-level field it sits in, or undefined. */
function unsafeField(value: unknown): string | undefined {
  // An explicit stack, not recursion: a 256 KB body can nest far deeper than the call stack.
  const stack: Array<{ value: unknown; field: string }> = [{ value, field: 'general' }];
  let top = true;
  while (stack.length > 0) {
    const { value: current, field } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isSafeText(current, { multiline: true })) return field;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push({ value: item, field });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isSafeText(key)) return top ? 'general' : field;
        // '*' is the member site's catch-all page route: its path is no field of a form.
        stack.push({ value: item, field: top && key !== '*' ? key : field });
      }
    }
    top = false;
  }
  return undefined;
}

/**
 * One guard for every route, so that none can forget it: a control character (NUL above all, which
 * PostgreSQL cannot store) in a path parameter, the query string or anywhere in the body is a 422 in
 * the caller's language before the handler runs, and nothing changes (issue 9). Each contract's
 * `safeText` says the same per field, stricter for one-line fields (no tab or line break); this hook
 * also covers what no schema reads, such as unknown keys and ad-hoc route parameters.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // A call without a body is judged field by field, like `{}`: each required field is named.
    if (request.body === undefined || request.body === null) request.body = {};
    const parts: unknown[] = [request.params, request.query];
    if (!request.routeOptions.config?.bodyTextCheckedPerItem) parts.push(request.body);
    for (const part of parts) {
      const field = unsafeField(part);
      if (field !== undefined)
        throw new ZodError([
          { code: 'custom', message: 'control_characters', path: [field], input: undefined },
        ]);
    }
  });
}

/**
 * A URL that is not even valid percent-encoding (`/%C0%80`, `/%E0%A4%A`) never reaches a route:
 * Fastify refuses it itself, and this answers that refusal in the spec's shape and the caller's
 * language (Fastify's `frameworkErrors`; its default body is its own English one).
 */
export function answerBadUrl(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .status(400)
    .send({ message: translateServer(requestLanguage(request), 'errors.bad_request'), code: error.code });
}
