/** How much of a bonus's turnover is played, as a bar and a percentage. */
export function TurnoverBar({ done, required }: { done: number; required: number }) {
  const percent = required > 0 ? Math.min(100, Math.round((done / required) * 100)) : 100;
  return (
    <div className="flex items-center gap-2">
      <div
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-zinc-100"
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-xs text-zinc-500 tabular">{percent}%</span>
    </div>
  );
}
