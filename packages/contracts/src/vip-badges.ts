/*
 * VIP levels' built-in badge styles and qualification bases (decision 72), as plain constants: the
 * member site and the console import these without zod.
 */
export const vipBadges = ['bronze', 'silver', 'gold', 'platinum', 'diamond', 'ruby'] as const;
export type VipBadge = (typeof vipBadges)[number];
export const vipBases = ['deposits', 'turnover'] as const;
export type VipBasis = (typeof vipBases)[number];
