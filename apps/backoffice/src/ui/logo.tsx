/** The console's mark: the brand's initial on the sidebar's colour. */
export function Logo() {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-7 items-center justify-center rounded-md bg-accent-600 text-[13px] font-bold text-white"
    >
      C
    </span>
  );
}
