import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { CheckIcon, CopyIcon } from './icons';

/** How long the copy tooltip stays (spec §2.10). */
export const copyTooltipMs = 1000;

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Falls through to the selection-based copy, which works on plain http too.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

/** A copy button with the 1-second 'copied' / 'copy failed' tooltip. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onClick = async () => {
    const copied = await copyText(text);
    setResult(copied ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setResult(null), copyTooltipMs);
  };

  return (
    <span className="relative inline-flex">
      <button
        type="button"
        onClick={onClick}
        aria-label={label}
        className="inline-flex items-center gap-1 rounded-lg border border-gold-400/40 px-2 py-1 text-xs font-semibold text-gold-200 transition hover:bg-gold-400/10"
      >
        {result === 'copied' ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
        {t('common.copy')}
      </button>
      {result ? (
        <span
          role="status"
          className={`absolute -top-9 right-0 z-10 whitespace-nowrap rounded-md px-2 py-1 text-xs font-medium shadow-lg ${
            result === 'copied' ? 'bg-emerald-600 text-white' : 'bg-rose-600 text-white'
          }`}
        >
          {result === 'copied' ? t('common.copied') : t('common.copyFailed')}
        </span>
      ) : null}
    </span>
  );
}
