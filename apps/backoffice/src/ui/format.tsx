import { formatBaht, formatDateTime } from '@chaba/i18n/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** An amount in baht, two decimals, right-aligned figures. */
export function Money({ baht, className = '' }: { baht: number | null | undefined; className?: string }) {
  if (baht === null || baht === undefined) return <span className="text-zinc-400">-</span>;
  return <span className={`tabular ${baht < 0 ? 'text-red-600' : ''} ${className}`}>{formatBaht(baht)}</span>;
}

/** A moment, Bangkok time, as dd/mm/yy HH:mm (the one format of the project). */
export function DateTime({ value }: { value: string | null | undefined }) {
  if (!value) return <span className="text-zinc-400">-</span>;
  return (
    <time dateTime={value} title={new Date(value).toISOString()} className="tabular whitespace-nowrap">
      {formatDateTime(value)}
    </time>
  );
}

/** A value staff copy into their bank app (an account number, a reference), with its copy button. */
export function Copyable({ value, className = '' }: { value: string; className?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <span className="font-mono text-[12px]">{value}</span>
      <button
        type="button"
        onClick={() => {
          void navigator.clipboard?.writeText(value).then(() => {
            setCopied(true);
            setTimeout(() => setCopied(false), 1500);
          });
        }}
        className="rounded p-0.5 text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700"
        aria-label={copied ? t('common.copied') : `${t('common.copy')} ${value}`}
        title={copied ? t('common.copied') : t('common.copy')}
      >
        {copied ? (
          <svg viewBox="0 0 16 16" className="size-3.5 text-emerald-600" aria-hidden="true">
            <path
              d="M3 8.5l3 3 7-7"
              stroke="currentColor"
              strokeWidth="1.8"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
        ) : (
          <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true">
            <rect
              x="5"
              y="5"
              width="8"
              height="9"
              rx="1.5"
              stroke="currentColor"
              strokeWidth="1.4"
              fill="none"
            />
            <path d="M3 11V3.5C3 2.7 3.7 2 4.5 2H10" stroke="currentColor" strokeWidth="1.4" fill="none" />
          </svg>
        )}
      </button>
    </span>
  );
}

/** A browser's User-Agent in a few words (browser and system), the whole of it on hover. */
export function Device({ userAgent }: { userAgent: string | null }) {
  if (!userAgent) return <span className="text-zinc-400">-</span>;
  const browser =
    /(Edg|OPR|SamsungBrowser|Firefox|CriOS|Chrome|Version)\/(\d+)/.exec(userAgent) ??
    /(Safari)\/(\d+)/.exec(userAgent);
  const browserName = browser
    ? ({ Edg: 'Edge', OPR: 'Opera', CriOS: 'Chrome', Version: 'Safari' }[browser[1]!] ?? browser[1])
    : null;
  const system = /(Android|iPhone|iPad|Windows|Mac OS X|Linux|CrOS)/
    .exec(userAgent)?.[1]
    ?.replace('Mac OS X', 'macOS');
  const headless = userAgent.includes('Headless') ? ' (headless)' : '';
  const short = [browserName && `${browserName} ${browser![2]}${headless}`, system]
    .filter(Boolean)
    .join(' · ');
  return (
    <span title={userAgent} className="text-xs text-zinc-600">
      {short || userAgent.slice(0, 40)}
    </span>
  );
}

/** A bank as the console writes it: its code in capitals (KBANK, SCB), as Thai staff say it. */
export function bankLabel(code: string | null | undefined): string {
  return code ? code.toUpperCase() : '';
}
