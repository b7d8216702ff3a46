import { useState } from 'react';

/** Drawn for games that have no art of their own (public/games/generic.svg). */
export const genericGameArt = '/games/generic.svg';

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
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? genericGameArt : src}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
      className={`h-full w-full object-cover ${className}`}
    />
  );
}
