import { unauthenticatedMessage } from '@chaba/contracts/errors';
import { satangToBahtNumber } from '@chaba/contracts/money';
import { DomainError, type DomainErrorCode } from '@chaba/core/errors';
import type { Language } from '@chaba/i18n/languages';
import { fieldLabel, translateServer, type ServerMessageKey } from '@chaba/i18n/translate';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { requestLanguage } from './language';
import { apiCacheControl } from './no-store';
import { asZodError } from './openapi';

/** HTTP status of each domain error code: the one place where domain meets HTTP. */
const statusOf: Record<DomainErrorCode, number> = {
  login_failed: 422,
  too_many_login_attempts: 429,
  phone_taken: 422,
  account_number_taken: 422,
  phone_mismatch: 422,
  otp_invalid: 422,
  otp_expired: 422,
  otp_attempts_exceeded: 422,
  otp_resend_too_soon: 429,
  otp_hourly_limit: 429,
  sms_address_limit: 429,
  login_otp_required: 403,
  staff_login_unknown_address: 429,
  server_busy: 503,
  challenge_required: 428,
  challenge_invalid: 428,
  registration_password_missing: 422,
  registration_token_invalid: 422,
  old_password_wrong: 422,
  reset_token_invalid: 422,
  member_not_found: 422,
  insufficient_funds: 422,
  deposit_outside_promotion: 422,
  promotion_in_progress: 422,
  turnover_not_met: 422,
  no_active_promotion: 422,
  bonus_not_eligible: 422,
  bonus_already_claimed: 422,
  referral_bonus_below_minimum: 422,
  referral_week_not_friday: 422,
  referral_week_not_over: 422,
  first_deposit_required: 422,
  insufficient_credit: 422,
  never_deposited: 422,
  request_not_pending: 409,
  withdrawal_claimed: 409,
  deposit_claimed: 409,
  statement_line_claimed: 409,
  bank_account_required: 422,
  payment_gateway_disabled: 422,
  deposit_below_minimum: 422,
  deposit_above_maximum: 422,
  promotion_not_found: 422,
  deposit_unavailable: 422,
  deposit_amount_busy: 422,
  too_many_pending_deposits: 429,
  statement_amount_differs: 409,
  pending_request_exists: 422,
  withdraw_below_minimum: 422,
  withdraw_above_maximum: 422,
  withdraw_exceeds_credit: 422,
  withdraw_daily_limit: 422,
  withdraw_daily_count: 422,
  withdraw_too_soon: 429,
  withdraw_minimum_above_maximum: 422,
  second_approval_never_reached: 422,
  approval_above_staff_limit: 403,
  payout_in_progress: 409,
  payout_not_open: 409,
  payout_agent_unavailable: 422,
  no_paying_account: 409,
  statement_line_not_unmatched: 409,
  staff_login_failed: 422,
  forbidden: 403,
  cross_origin_request: 403,
  invalid_signature: 401,
  stale_timestamp: 401,
  idempotency_conflict: 409,
  unauthenticated: 401,
  too_many_streams: 429,
  bank_device_busy: 429,
  sms_send_failed: 503,
  payment_gateway_unavailable: 503,
  staff_password_change_required: 403,
  staff_username_taken: 422,
  staff_second_factor_required: 403,
  staff_second_factor_confirmed: 409,
  staff_otp_invalid: 422,
  staff_address_not_allowed: 403,
  staff_last_owner: 409,
  staff_role_unknown: 422,
  staff_role_key_taken: 422,
  staff_role_built_in: 409,
  staff_role_in_use: 409,
  staff_role_changed: 409,
  staff_role_owner_only: 422,
  staff_role_escalation: 403,
  adjustment_above_staff_limit: 403,
  member_locked: 403,
  line_login_off: 404,
  line_login_failed: 422,
  line_login_cancelled: 422,
  line_login_state_invalid: 422,
  line_account_taken: 409,
  line_already_linked: 409,
  second_approver_same_staff: 409,
  adjustment_not_awaiting_approval: 409,
  adjustment_not_reversible: 409,
  adjustment_already_reversed: 409,
  maintenance: 503,
  company_account_taken: 422,
  image_type: 422,
  image_too_large: 422,
  slip_not_an_image: 422,
  slip_too_large: 413,
  slip_no_qr: 422,
  slip_not_a_slip: 422,
  slip_not_found: 422,
  slip_already_used: 409,
  slip_wrong_receiver: 422,
  slip_too_old: 422,
  slip_held: 409,
  slips_unavailable: 503,
  slip_not_held: 409,
  slip_not_verified: 409,
  slip_transfer_settled: 409,
  too_many_slips: 429,
  cashback_not_claimable: 422,
  cashback_claim_expired: 422,
  cashback_refused: 422,
  cashback_programme_period_fixed: 422,
  vip_rank_taken: 422,
  cashback_payout_not_reversible: 409,
  outbound_address_refused: 422,
  slug_taken: 422,
  affiliate_plan_name_taken: 422,
  saved_view_name_taken: 422,
  saved_view_limit: 422,
  affiliate_plan_unknown: 422,
  affiliate_member_unknown: 422,
  affiliate_member_taken: 422,
  documents_required: 422,
  document_not_pending: 409,
  too_many_documents: 429,
  banner_order_stale: 409,
  risk_flag_cleared: 409,
  not_found: 404,
  deposit_limit_reached: 422,
  play_time_reached: 403,
  limit_change_not_confirmable: 422,
  no_pending_limit_change: 422,
  player_protection_unavailable: 503,
  game_provider_unavailable: 503,
  player_protection_holds: 409,
  timed_out: 403,
  self_excluded: 403,
  return_required: 403,
  return_pending: 403,
  account_closed: 403,
  restriction_cannot_shorten: 422,
  not_restricted: 409,
  close_account_balance: 409,
  date_of_birth_future: 422,
  under_minimum_age: 422,
  date_of_birth_too_old: 422,
  bonus_refused_active: 409,
  bonus_refused_restricted: 409,
  bonus_changed: 409,
  coupon_unknown: 422,
  coupon_not_started: 422,
  coupon_expired: 422,
  coupon_used_up: 422,
  coupon_already_used: 422,
  coupon_deposit_too_small: 422,
  coupon_promotion_active: 422,
  coupon_not_eligible: 422,
  too_many_coupon_attempts: 429,
  too_many_line_logins: 429,
  coupon_code_taken: 422,
  wheel_closed: 409,
  wheel_no_spins: 409,
  wheel_sold_out: 409,
  wheel_settings_changed: 409,
  vip_level_unknown: 422,
  checkin_closed: 409,
  checkin_already_claimed: 409,
};

/** The spec's `errors` object of a validation failure: each field's messages in the language. */
export function validationErrors(error: ZodError, language: Language): Record<string, string[]> {
  // A Map, not an object: a field named `__proto__` (a caller's key) is a field like any other.
  const errors = new Map<string, string[]>();
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'general';
    const code = issue.message in validationKeys ? issue.message : 'invalid';
    const text = translateServer(language, `validation.${code}` as ServerMessageKey, {
      field: fieldLabel(language, field),
    });
    const list = errors.get(field) ?? [];
    errors.set(field, list);
    if (!list.includes(text)) list.push(text);
  }
  return Object.fromEntries(errors);
}

/**
 * The message's values, with its amounts (satang in the core) as numbers of baht; the template
 * says how it writes them (`{{remaining, baht}}` for "1,400.00").
 */
function messageValues(error: DomainError): Record<string, string | number> | undefined {
  const { values, amounts } = error.details;
  if (!amounts) return values;
  const written: Record<string, string | number> = { ...values };
  for (const [name, satang] of Object.entries(amounts)) written[name] = satangToBahtNumber(satang);
  return written;
}

/** A domain error's message in the request's language, for an answer that lists several outcomes. */
export function domainErrorMessage(request: FastifyRequest, error: DomainError): string {
  return translateServer(
    requestLanguage(request),
    `errors.${error.code}` as ServerMessageKey,
    messageValues(error),
  );
}

/** Answers every error in the spec's shapes, in the request's language; never a 500 for bad input. */
export function installErrorHandler(
  app: FastifyInstance,
  options: { renderPage?: ((request: FastifyRequest, reply: FastifyReply) => void) | undefined } = {},
): void {
  app.setErrorHandler((thrown: FastifyError | DomainError | ZodError, request, reply) => {
    const language = requestLanguage(request);
    // A route's declared request schema failed in Fastify's own validation: the same 422.
    const error = asZodError(thrown) ?? thrown;

    if (error instanceof ZodError) {
      const errors = validationErrors(error, language);
      const first = Object.values(errors)[0]?.[0];
      return reply
        .status(422)
        .send({ message: first ?? translateServer(language, 'errors.validation_failed'), errors });
    }

    if (error instanceof DomainError) {
      const status = statusOf[error.code];
      if (error.code === 'unauthenticated')
        return reply.status(401).send({ message: unauthenticatedMessage });
      const message = translateServer(
        language,
        `errors.${error.code}` as ServerMessageKey,
        messageValues(error),
      );
      if (error.details.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.details.retryAfterSeconds));
      // `success: false` too: the spec's client reads success flags on bonus and launch answers.
      const body: {
        success: false;
        message: string;
        msg: string;
        code: string;
        errors?: Record<string, string[]>;
        challenge?: NonNullable<DomainError['details']['challenge']>;
      } = {
        success: false,
        message,
        // The spec's client reads `msg` on bonus answers (response.data.msg).
        msg: message,
        code: error.code,
      };
      if (error.details.field) body.errors = { [error.details.field]: [message] };
      if (error.details.challenge) body.challenge = error.details.challenge;
      return reply.status(status).send(body);
    }

    // Fastify's own client errors: malformed JSON, unsupported content type, body too large.
    const statusCode = (error as FastifyError).statusCode;
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      return reply.status(statusCode).send({
        message: translateServer(language, 'errors.bad_request'),
        code: (error as FastifyError).code,
      });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: translateServer(language, 'errors.internal') });
  });

  // Pages are whatever the API does not claim; what is never a page answers a JSON 404 (isPagePath).
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && isPagePath(request.url);
    if (options.renderPage && isPageRequest) return options.renderPage(request, reply);
    // A 404 may be kept by caches that guess; a file that appears later must not stay missing.
    return reply
      .status(404)
      .header('cache-control', apiCacheControl)
      .send({ message: translateServer(requestLanguage(request), 'errors.not_found') });
  });
}

/**
 * Whether a path may be a page of the member site: not the APIs (`/api/…`, `/lobby/api/…`), the bank
 * logos (`/bank/…`), the uploads (`/uploads/…`), nor a file name (`/assets/x.js`, `/x.png`; React
 * Router's `.data` requests are pages). Those
 * answer the spec's JSON 404 instead of the site's HTML page (issue 24), however they are spelled.
 */
export function isPagePath(url: string): boolean {
  let path = url.split('?', 1)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    return false;
  }
  path = path.replace(/\/{2,}/g, '/');
  if (/^\/(api|lobby\/api|bank|uploads)(\/|$)/i.test(path)) return false;
  // React Router's own data requests (`/promotion.data`, `/_root.data`) are pages' answers.
  const extension = /\.([A-Za-z0-9]+)$/.exec(path.slice(path.lastIndexOf('/') + 1))?.[1];
  return extension === undefined || extension === 'data';
}

const validationKeys = {
  required: true,
  invalid: true,
  too_long: true,
  phone_format: true,
  password_length: true,
  password_complexity: true,
  password_mismatch: true,
  otp_format: true,
  bank_unknown: true,
  account_number_format: true,
  amount_format: true,
  amount_positive: true,
  control_characters: true,
  date_order: true,
  amount_order: true,
  range_too_long: true,
  date_format: true,
  date_impossible: true,
  slug_format: true,
};
