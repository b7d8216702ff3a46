import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { WarningIcon } from '../../../ui/icons';

/**
 * The grid the game tiles sit in: three across on phones, four on small tablets, five from 1024 px,
 * so that a desktop's width is filled with tiles of about 200 px (the content is 1152 px at most).
 */
const gridClass = 'grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 lg:grid-cols-5 lg:gap-4';

export function GameGrid({ children }: { children: ReactNode }) {
  return <ul className={gridClass}>{children}</ul>;
}

/** Tile-shaped placeholders while the catalogue loads: two rows at any width. */
export function GamesLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <ul className={gridClass} aria-hidden="true">
        {Array.from({ length: 10 }, (_, index) => (
          <li
            key={index}
            className={`p-1 ${index >= 6 ? (index >= 8 ? 'hidden lg:block' : 'hidden sm:block') : ''}`}
          >
            <span className="block aspect-square animate-pulse rounded-xl bg-ink-800" />
            <span className="mt-2 block h-3.5 w-3/4 animate-pulse rounded bg-ink-800" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function GamesFailed({
  text,
  retryLabel,
  onRetry,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-rose-400/30 bg-rose-950/30 px-4 py-10 text-center text-sm text-rose-100"
    >
      <WarningIcon size={26} className="text-rose-300" />
      <p>{text}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
