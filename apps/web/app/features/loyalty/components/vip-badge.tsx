import { useId } from 'react';
import type { VipBadge as VipBadgeName } from '@chaba/contracts/vip-badges';

/** Each built-in badge's light and dark tone (contracts/vip-badges.ts, decision 72). */
const tones: Record<VipBadgeName, [string, string]> = {
  bronze: ['#f0b27a', '#8c4a1a'],
  silver: ['#f3f4f6', '#8b95a3'],
  gold: ['#fde68a', '#c08a0c'],
  platinum: ['#e0f2fe', '#6b8fb3'],
  diamond: ['#a5f3fc', '#0e91b8'],
  ruby: ['#fda4af', '#b3123a'],
};

/** A level's badge: a small shield in the badge's metal with a star, drawn here (no image files). */
export function VipBadge({
  badge,
  size = 40,
  label,
}: {
  badge: VipBadgeName;
  size?: number;
  label?: string;
}) {
  const id = useId();
  const [light, dark] = tones[badge];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-badge={badge}
      className="shrink-0"
    >
      <defs>
        <linearGradient id={`${id}-metal`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      <path
        d="M20 2 35 8v11c0 9.5-6.4 16.4-15 19C11.4 35.4 5 28.5 5 19V8z"
        fill={`url(#${id}-metal)`}
        stroke={dark}
        strokeWidth="1.5"
      />
      <path d="M20 7 31 11.4V19c0 7-4.5 12.3-11 14.5C13.5 31.3 9 26 9 19v-7.6z" fill="rgba(0,0,0,0.18)" />
      <path
        d="m20 11.5 2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z"
        fill={light}
        stroke="rgba(255,255,255,0.7)"
        strokeWidth="0.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
