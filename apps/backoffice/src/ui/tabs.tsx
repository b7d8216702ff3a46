import type { ReactNode } from 'react';

/**
 * A row of tabs that filters a desk (status, kind); scrolls sideways on a phone instead of wrapping,
 * or with `wrap` (a desk whose every tab must be seen at once) wraps onto a second line.
 */
export function Tabs<Value extends string>({
  value,
  options,
  onChange,
  label,
  wrap = false,
}: {
  value: Value;
  options: { value: Value; label: ReactNode; count?: number }[];
  onChange: (value: Value) => void;
  label: string;
  wrap?: boolean;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className={`flex gap-1 border-b border-zinc-200 ${
        wrap ? 'flex-wrap' : '-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0'
      }`}
    >
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="tab"
            aria-selected={selected}
            onClick={() => onChange(option.value)}
            className={`-mb-px inline-flex items-center gap-1.5 border-b-2 px-3 py-2 text-[13px] whitespace-nowrap ${
              selected
                ? 'border-zinc-900 font-medium text-zinc-900'
                : 'border-transparent text-zinc-500 hover:text-zinc-800'
            }`}
          >
            {option.label}
            {option.count ? (
              <span className="rounded-full bg-zinc-100 px-1.5 text-[11px] text-zinc-600 tabular">
                {option.count}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
