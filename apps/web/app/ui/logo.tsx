import { useId } from 'react';

/** The hibiscus (ชบา) mark: five petals around a golden stamen. Drawn for this site. */
export function HibiscusMark({ size = 36 }: { size?: number }) {
  const id = useId().replace(/:/g, '');
  const petals = [0, 72, 144, 216, 288];
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={`${id}-petal`} cx="50%" cy="85%" r="85%">
          <stop offset="0%" stopColor="#7a0f2b" />
          <stop offset="35%" stopColor="#d7263d" />
          <stop offset="100%" stopColor="#ff6b6b" />
        </radialGradient>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#fff1b8" />
          <stop offset="100%" stopColor="#f0a81c" />
        </linearGradient>
      </defs>
      <g transform="translate(32 33)">
        {petals.map((angle) => (
          <g key={angle} transform={`rotate(${angle})`}>
            <path
              d="M0 0 C -15 -3 -21 -19 -11 -27 C -7 -30.5 -3 -28 0 -30 C 3 -28 7 -30.5 11 -27 C 21 -19 15 -3 0 0 Z"
              fill={`url(#${id}-petal)`}
              stroke="#ffb3b3"
              strokeOpacity="0.3"
              strokeWidth="0.8"
            />
            <path
              d="M0 -3 L0 -24 M0 -6 L-6 -21 M0 -6 L6 -21"
              stroke="#5c0a20"
              strokeOpacity="0.35"
              strokeWidth="0.9"
              fill="none"
            />
          </g>
        ))}
        <circle r="5" fill="#5c0a20" />
        <path d="M0 0 L5.5 -13" stroke={`url(#${id}-gold)`} strokeWidth="2" strokeLinecap="round" />
        <circle cx="5.5" cy="-13.5" r="2" fill="#ffe08a" />
        <circle cx="8" cy="-11" r="1.3" fill="#ffd05a" />
        <circle cx="3.2" cy="-15.6" r="1.3" fill="#ffd05a" />
        <circle cx="8.2" cy="-14.6" r="1.1" fill="#ffd05a" />
      </g>
    </svg>
  );
}

/** Mark plus the CHABA wordmark in gold. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 select-none">
      <HibiscusMark size={compact ? 30 : 38} />
      <span
        className={`bg-gradient-to-b from-gold-100 via-gold-300 to-gold-600 bg-clip-text font-black tracking-[0.18em] text-transparent ${
          compact ? 'text-xl' : 'text-2xl'
        }`}
        style={{ fontFamily: 'var(--font-display)' }}
      >
        CHABA
      </span>
    </span>
  );
}
