import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { useLocalizePath } from '../../../lib/language';
import { BoltIcon, HeadsetIcon, ShieldIcon } from '../../../ui/icons';

const categories = [
  { key: 'slot', gradient: 'from-fuchsia-700 via-rose-600 to-amber-500', art: <SlotArt /> },
  { key: 'casino', gradient: 'from-emerald-800 via-emerald-600 to-teal-500', art: <CardsArt /> },
  { key: 'fish', gradient: 'from-sky-800 via-cyan-600 to-teal-400', art: <FishArt /> },
  { key: 'lottery', gradient: 'from-violet-800 via-indigo-600 to-sky-500', art: <LotteryArt /> },
] as const;

/** The home page body under the hero: game categories (each opens the lobby on its tab) and why to play here. */
export function HomePage() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const features: { icon: ReactNode; title: string; text: string }[] = [
    { icon: <BoltIcon size={22} />, title: t('home.features.fastTitle'), text: t('home.features.fastText') },
    {
      icon: <ShieldIcon size={22} />,
      title: t('home.features.safeTitle'),
      text: t('home.features.safeText'),
    },
    {
      icon: <HeadsetIcon size={22} />,
      title: t('home.features.supportTitle'),
      text: t('home.features.supportText'),
    },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">
      <section aria-labelledby="categories-title">
        <h2 id="categories-title" className="mb-4 text-xl font-bold text-gold-100 md:text-2xl">
          {t('home.categoriesTitle')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-5">
          {categories.map((category) => (
            <li key={category.key}>
              <Link
                // The lobby opens on the tab its ?category= names (features/lobby, use-lobby.ts).
                to={`${localize('/lobby')}?category=${category.key}`}
                className={`group relative flex aspect-[4/3] flex-col justify-end overflow-hidden rounded-2xl bg-gradient-to-br ${category.gradient} p-3.5 shadow-lg ring-1 ring-white/10 transition hover:-translate-y-0.5 hover:ring-gold-300/60 md:p-5`}
              >
                <span className="absolute -top-2 -right-2 h-[78%] w-[78%] opacity-90 transition group-hover:scale-105">
                  {category.art}
                </span>
                <span className="absolute inset-0 bg-gradient-to-t from-black/55 via-transparent to-transparent" />
                <span className="relative text-lg font-bold text-white drop-shadow md:text-xl">
                  {t(`home.categories.${category.key}`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="features-title" className="mt-10 md:mt-14">
        <h2 id="features-title" className="mb-4 text-xl font-bold text-gold-100 md:text-2xl">
          {t('home.featuresTitle')}
        </h2>
        <ul className="grid gap-3 md:grid-cols-3 md:gap-5">
          {features.map((feature) => (
            <li
              key={feature.title}
              className="flex gap-3 rounded-2xl border border-white/5 bg-ink-900/80 p-4 md:p-5"
            >
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-gold-400/15 text-gold-300">
                {feature.icon}
              </span>
              <div>
                <h3 className="font-semibold text-white">{feature.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-300">{feature.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function SlotArt() {
  return (
    <svg viewBox="0 0 120 100" className="h-full w-full" aria-hidden="true">
      <rect x="14" y="14" width="92" height="66" rx="12" fill="#2a0a1c" stroke="#ffd36b" strokeWidth="4" />
      {[0, 1, 2].map((column) => (
        <g key={column} transform={`translate(${24 + column * 26} 26)`}>
          <rect width="20" height="42" rx="5" fill="#fff7e0" />
          <text x="10" y="30" textAnchor="middle" fontSize="22" fontWeight="900" fill="#d7263d">
            7
          </text>
        </g>
      ))}
      <circle cx="112" cy="30" r="6" fill="#ffd36b" />
      <path d="M112 36v22" stroke="#ffd36b" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

function CardsArt() {
  return (
    <svg viewBox="0 0 120 100" className="h-full w-full" aria-hidden="true">
      <g transform="rotate(-14 60 60)">
        <rect x="26" y="18" width="44" height="62" rx="6" fill="#fffaf0" stroke="#1b4332" strokeWidth="2" />
        <text x="36" y="38" fontSize="16" fontWeight="800" fill="#111">
          A
        </text>
        <path d="M48 52c-6-6-12 0-6 7l6 6 6-6c6-7 0-13-6-7z" fill="#111" />
      </g>
      <g transform="rotate(12 60 60)">
        <rect x="50" y="16" width="44" height="62" rx="6" fill="#fffaf0" stroke="#1b4332" strokeWidth="2" />
        <text x="60" y="36" fontSize="16" fontWeight="800" fill="#c1121f">
          K
        </text>
        <path d="M72 44c-5-6-13-1-8 6l8 9 8-9c5-7-3-12-8-6z" fill="#c1121f" />
      </g>
      <circle cx="30" cy="84" r="10" fill="#ffd36b" stroke="#7a5200" strokeWidth="3" strokeDasharray="4 3" />
    </svg>
  );
}

function FishArt() {
  return (
    <svg viewBox="0 0 120 100" className="h-full w-full" aria-hidden="true">
      <path d="M20 52c18-26 52-26 68 0-16 26-50 26-68 0z" fill="#ffb703" />
      <path d="M86 52l22-16v32z" fill="#fb8500" />
      <circle cx="38" cy="47" r="5" fill="#023047" />
      <path d="M54 36c4 10 4 22 0 32" stroke="#fb8500" strokeWidth="3" fill="none" />
      <circle cx="26" cy="24" r="5" fill="none" stroke="#caf0f8" strokeWidth="2.5" />
      <circle cx="14" cy="36" r="3" fill="none" stroke="#caf0f8" strokeWidth="2" />
    </svg>
  );
}

function LotteryArt() {
  const balls = [
    { x: 34, y: 40, color: '#ffd166', n: '8' },
    { x: 64, y: 30, color: '#ef476f', n: '2' },
    { x: 92, y: 46, color: '#06d6a0', n: '5' },
    { x: 52, y: 66, color: '#118ab2', n: '9' },
    { x: 82, y: 74, color: '#ffd166', n: '1' },
  ];
  return (
    <svg viewBox="0 0 120 100" className="h-full w-full" aria-hidden="true">
      {balls.map((ball) => (
        <g key={`${ball.x}-${ball.y}`}>
          <circle cx={ball.x} cy={ball.y} r="14" fill={ball.color} />
          <circle cx={ball.x} cy={ball.y} r="7.5" fill="#fff" />
          <text x={ball.x} y={ball.y + 4} textAnchor="middle" fontSize="10" fontWeight="800" fill="#222">
            {ball.n}
          </text>
        </g>
      ))}
    </svg>
  );
}
