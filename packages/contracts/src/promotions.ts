import { z } from 'zod';
import { promotionSummary } from './profile';
import { recordId } from './validation';

/** `GET /api/promotions`: the promotions open now, in their order (the public /promotion page). */
export const promotionsResponse = z.object({ data: z.array(promotionSummary) });
export type PromotionsResponse = z.infer<typeof promotionsResponse>;

/**
 * The answer of the bonus calls (spec §7): cancelling a promotion, claiming an activity's bonus,
 * withdrawing the referral bonus. `msg` is the server's message in the member's language.
 */
export const bonusAnswer = z.object({ success: z.literal(true), msg: z.string() });
export type BonusAnswer = z.infer<typeof bonusAnswer>;

/** `POST /api/customers/get-bonus/:id`: the activity. */
export const activityParams = z.object({ id: recordId });

/**
 * The turnover check that follows a credit check (spec §4.4): `success` false with the remaining
 * turnover in `msg` when it is not met; `credit_success` is always false (the check is done).
 */
export const turnoverCheckResponse = z.object({
  credit_success: z.boolean(),
  success: z.boolean(),
  msg: z.string(),
});
export type TurnoverCheckResponse = z.infer<typeof turnoverCheckResponse>;
