import { Fragment } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CopyButton } from '../../../ui/copy-button';

/** The member's referral link (site referral base + referral_key, spec §2.4) with its copy button. */
export function ReferralLinkBox({
  base,
  referralKey,
  showLabel = true,
}: {
  base: string;
  referralKey: string;
  /** Off where a heading already names the link. */
  showLabel?: boolean;
}) {
  const { t } = useTranslation();
  if (!referralKey) {
    return (
      <p className="rounded-xl border border-amber-400/40 bg-amber-950/40 p-3 text-sm text-amber-100">
        {t('bonus.referral.noLink')}
      </p>
    );
  }
  const link = `${base}${referralKey}`;
  return (
    <div>
      {showLabel ? <p className="mb-1.5 text-xs text-ink-400">{t('bonus.referral.link')}</p> : null}
      <div className="flex items-center gap-2 rounded-xl border border-gold-400/25 bg-ink-950/70 p-2.5">
        {/* The link breaks only after a slash of its base, never inside the key (issue 24). */}
        <code
          data-testid="referral-link"
          className="min-w-0 flex-1 text-xs [overflow-wrap:anywhere] text-gold-100"
        >
          {base.split(/(?<=\/)/).map((part, index) => (
            <Fragment key={index}>
              {part}
              <wbr />
            </Fragment>
          ))}
          <span data-testid="referral-key" className="whitespace-nowrap">
            {referralKey}
          </span>
        </code>
        <CopyButton text={link} label={t('bonus.referral.copyLink')} />
      </div>
    </div>
  );
}
