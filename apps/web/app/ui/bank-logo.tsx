/** A bank's logo, served by the API at /bank/{code}.svg (lower-case code). */
export function BankLogo({ code, name, size = 40 }: { code: string; name: string; size?: number }) {
  return (
    <img
      src={`/bank/${code.trim().toLowerCase()}.svg`}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-full bg-white/5 ring-1 ring-white/10"
    />
  );
}
