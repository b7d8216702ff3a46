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
