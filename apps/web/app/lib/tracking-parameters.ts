/**
 * The address parameters of spec §3: a marketing partner's key and the ad network's click id. Apart
 * from `tracking.ts`, so that the hook that looks for them does not load the code that keeps them.
 */
export const affiliateParameters = ['aff', 'affiliate'] as const;
export const clickIdParameters = ['click_id', 'clickid'] as const;
