import { z } from 'zod';

/** HTTP 422: a message and the messages per field, already in the request's language. */
export const validationErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorResponse = z.infer<typeof validationErrorResponse>;

/** Every other error: a message in the request's language. 401 is always "Unauthenticated.". */
export const errorResponse = z.object({ message: z.string(), code: z.string().optional() });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const unauthenticatedMessage = 'Unauthenticated.';

/**
 * A refusal of the domain (a wrong password, a limit, a state that forbids it): the message in the
 * request's language, twice (`msg` for the spec's bonus screens), its code, and the field it
 * belongs to when there is one.
 */
export const domainErrorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  msg: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type DomainErrorResponse = z.infer<typeof domainErrorResponse>;

/** 401: always this one body (spec §7). */
export const unauthenticatedResponse = z.object({ message: z.literal(unauthenticatedMessage) });

/**
 * The error answers every route may give, for the route schemas and the OpenAPI document: 422 is a
 * validation or a domain refusal, the others a domain refusal or Fastify's own client error.
 */
export const commonErrorResponses = {
  400: errorResponse.describe('Malformed request (bad JSON, bad URL encoding)'),
  // The domain refusal first: the answer is parsed by the first schema that fits, and the validation
  // shape (a subset) would strip its `success`, `msg` and `code`.
  422: z.union([domainErrorResponse, validationErrorResponse]).describe('Invalid input or refused'),
  429: domainErrorResponse.describe('Too many requests; see Retry-After'),
} as const;

/** A domain refusal as the documentation's example, in Thai (the spec's language). */
export function domainErrorExample(code: string, message: string, field?: string): DomainErrorResponse {
  return {
    success: false,
    message,
    msg: message,
    code,
    ...(field ? { errors: { [field]: [message] } } : {}),
  };
}
