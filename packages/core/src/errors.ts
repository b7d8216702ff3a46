/**
 * Every failure a caller can cause is a DomainError with a code. The server maps codes to HTTP
 * status and to a message in the caller's language in one place (apps/server/src/http/errors.ts).
 */
export type DomainErrorCode =
  | 'login_failed'
  | 'too_many_login_attempts'
  | 'phone_taken'
  | 'account_number_taken'
  | 'phone_mismatch'
  | 'otp_invalid'
  | 'otp_expired'
  | 'otp_attempts_exceeded'
  | 'otp_resend_too_soon'
  | 'otp_hourly_limit'
  | 'sms_address_limit'
  | 'login_otp_required'
  | 'staff_login_unknown_address'
  | 'server_busy'
  | 'challenge_required'
  | 'challenge_invalid'
  | 'registration_password_missing'
  | 'registration_token_invalid'
  | 'old_password_wrong'
  | 'reset_token_invalid'
  | 'member_not_found'
  | 'insufficient_funds'
  | 'deposit_outside_promotion'
  | 'promotion_in_progress'
  | 'turnover_not_met'
  | 'no_active_promotion'
  | 'bonus_not_eligible'
  | 'bonus_already_claimed'
  | 'referral_bonus_below_minimum'
  | 'referral_week_not_friday'
  | 'referral_week_not_over'
  | 'first_deposit_required'
  | 'insufficient_credit'
  | 'never_deposited'
  | 'request_not_pending'
  | 'bank_account_required'
  | 'payment_gateway_disabled'
  | 'deposit_below_minimum'
  | 'deposit_above_maximum'
  | 'promotion_not_found'
  | 'deposit_unavailable'
  | 'deposit_amount_busy'
  | 'too_many_pending_deposits'
  | 'statement_amount_differs'
  | 'pending_request_exists'
  | 'withdraw_below_minimum'
  | 'withdraw_above_maximum'
  | 'withdraw_exceeds_credit'
  | 'withdraw_daily_limit'
  | 'withdraw_daily_count'
  | 'withdraw_too_soon'
  | 'withdraw_minimum_above_maximum'
  | 'second_approval_never_reached'
  | 'approval_above_staff_limit'
  | 'payout_in_progress'
  | 'payout_not_open'
  | 'payout_agent_unavailable'
  | 'no_paying_account'
  | 'statement_line_not_unmatched'
  | 'staff_login_failed'
  | 'forbidden'
  | 'cross_origin_request'
  | 'invalid_signature'
  | 'stale_timestamp'
  | 'idempotency_conflict'
  | 'unauthenticated'
  | 'too_many_streams'
  | 'bank_device_busy'
  | 'sms_send_failed'
  | 'payment_gateway_unavailable'
  | 'staff_password_change_required'
  | 'staff_username_taken'
  | 'staff_second_factor_required'
  | 'staff_second_factor_confirmed'
  | 'staff_otp_invalid'
  | 'staff_address_not_allowed'
  | 'staff_last_owner'
  | 'member_locked'
  | 'second_approver_same_staff'
  | 'adjustment_not_awaiting_approval'
  | 'adjustment_not_reversible'
  | 'adjustment_already_reversed'
  | 'maintenance'
  | 'company_account_taken'
  | 'image_type'
  | 'image_too_large'
  | 'outbound_address_refused'
  | 'slug_taken'
  | 'banner_order_stale'
  | 'risk_flag_cleared'
  | 'not_found'
  | 'deposit_limit_reached'
  | 'play_time_reached'
  | 'limit_change_not_confirmable'
  | 'no_pending_limit_change'
  | 'player_protection_unavailable'
  | 'game_provider_unavailable'
  | 'player_protection_holds'
  | 'timed_out'
  | 'self_excluded'
  | 'return_required'
  | 'return_pending'
  | 'account_closed'
  | 'restriction_cannot_shorten'
  | 'not_restricted'
  | 'close_account_balance'
  | 'date_of_birth_future'
  | 'under_minimum_age'
  | 'date_of_birth_too_old'
  | 'slip_not_an_image'
  | 'slip_too_large'
  | 'slip_no_qr'
  | 'slip_not_a_slip'
  | 'slip_not_found'
  | 'slip_already_used'
  | 'slip_wrong_receiver'
  | 'slip_too_old'
  | 'slip_held'
  | 'slips_unavailable'
  | 'slip_not_held'
  | 'slip_not_verified'
  | 'slip_transfer_settled'
  | 'too_many_slips'
  | 'affiliate_plan_name_taken'
  | 'affiliate_plan_unknown'
  | 'affiliate_member_unknown'
  | 'affiliate_member_taken';

export interface DomainErrorDetails {
  /** The request field the error belongs to, for the per-field error list. */
  field?: string;
  /** Seconds until the caller may try again (rate limits). */
  retryAfterSeconds?: number;
  /** Values for the message template. */
  values?: Record<string, string | number>;
  /** Money for the message template, in satang: the server writes each in baht (one conversion, at the boundary). */
  amounts?: Record<string, bigint>;
  /** A proof-of-work challenge to solve before trying again (auth/proof-of-work.ts), sent as is. */
  challenge?: { parameters: Record<string, unknown>; signature?: string };
}

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    readonly details: DomainErrorDetails = {},
    /** `cause`: the outside failure behind it, for the operator's log (never shown to the caller). */
    options?: ErrorOptions,
  ) {
    super(code, options);
    this.name = 'DomainError';
  }
}
