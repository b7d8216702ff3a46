import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commonErrorResponses, domainErrorResponse, unauthenticatedResponse } from '@chaba/contracts/errors';
import { apiTags, security } from '../../http/openapi';

/** What every staff route but the login may answer besides its own. */
export const staffErrors = {
  401: unauthenticatedResponse,
  403: domainErrorResponse.describe(
    'forbidden: the role lacks the permission; staff_password_change_required: change the one-time ' +
      'password first; staff_second_factor_required: set up the second factor first; ' +
      'staff_address_not_allowed: not from an address of STAFF_ALLOWED_ADDRESSES',
  ),
  ...commonErrorResponses,
} as const;

/** The OpenAPI tag and security scheme of every staff route. */
export const staffSchema = { tags: [apiTags.staff], security: security.staff };

/** The app as the staff route files declare routes on it. */
export type StaffApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
