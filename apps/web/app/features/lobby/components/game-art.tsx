import { useState } from 'react';
import type { Language } from '@chaba/i18n/languages';
import { useLanguage } from '../../../lib/language';

/** Drawn for games that have no art of their own (public/games/generic.svg). */
export const genericGameArt = '/games/generic.svg';

/** Our own art with a title drawn in it, which public/games/th/ has in Thai too. */
const titledArt = /^\/games\/(naga-slot|market-slot|roulette|sic-bo|yeekee|dragon-tiger)\.svg$/;

/**
 * The art in the page's language: our drawings with a title have it in Thai on a Thai page (issue
 * 24: 'NAGA GOLD' and 'FLOATING MARKET' stood in the Thai lobby); other art is the same everywhere.
 */
function artInLanguage(src: string, language: Language): string {
  return language === 'th' && titledArt.test(src) ? src.replace('/games/', '/games/th/') : src;
}

/** A game's tile art; a missing or broken image falls back to the generic drawing. */
export function GameArt({
  src,
  eager = false,
  className = '',
}: {
  src: string | null;
  eager?: boolean;
  className?: string;
}) {
  const language = useLanguage();
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? genericGameArt : artInLanguage(src, language)}
      alt=""
      // Its box is square before the art arrives (the tile's aspect-square): nothing moves when it loads.
      width={256}
      height={256}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
      className={`h-full w-full object-cover ${className}`}
    />
  );
}
