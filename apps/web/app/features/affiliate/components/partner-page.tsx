import { formatBaht } from '@chaba/i18n/format';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useLocalizePath } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { useSite } from '../../../lib/site';
import { Button, ButtonLink, buttonClass } from '../../../ui/button';
import { CopyButton } from '../../../ui/copy-button';
import { ChatIcon, LoginIcon, UsersIcon } from '../../../ui/icons';
import type { PartnerPage as Partner } from '../api/affiliate-api';
import { PartnerPeriods } from './partner-periods';
import { usePartnerPage } from './use-partner-page';

/**
 * /affiliate (issue 29): a member who is an affiliate sees their commission paid and pending, their
 * plan, their link and each period's figures; a member who is not one, and a guest, are told so.
 */
export function PartnerPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const { state, reload } = usePartnerPage(status === 'member');
  let body: ReactNode;
  if (status === 'guest') body = <NoticeCard kind="guest" />;
  else if (status !== 'member' || state.status === 'loading')
    body = <div className="mt-6 min-h-48 animate-pulse rounded-2xl bg-ink-900/80" />;
  else if (state.status === 'not_partner') body = <NoticeCard kind="not_partner" />;
  else if (state.status === 'error')
    body = (
      <div className="mt-6 rounded-2xl bg-ink-900/80 p-4 text-sm text-ink-200">
        <p>{t('affiliate.loadFailed')}</p>
        <Button variant="secondary" className="mt-3" onClick={reload}>
          {t('affiliate.retry')}
        </Button>
      </div>
    );
  else body = <PartnerFigures page={state.page} />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">
      <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">
        {t('affiliate.eyebrow')}
      </p>
      <h1 className="mt-1 text-2xl font-bold text-gold-100 md:text-3xl">{title}</h1>
      <p className="mt-2 max-w-3xl text-sm leading-relaxed text-ink-300 md:text-base">
        {t('affiliate.intro')}
      </p>
      {body}
    </div>
  );
}

function PartnerFigures({ page }: { page: Partner }) {
  const { t } = useTranslation();
  const rate = page.rate_bp === null ? null : String(page.rate_bp / 100);
  const planText =
    rate === null
      ? t('affiliate.planNone')
      : t(page.basis === 'turnover' ? 'affiliate.planTurnover' : 'affiliate.planNgr', { rate });
  return (
    <>
      <div className="mt-6 grid gap-3 md:grid-cols-3">
        <Figure
          label={t('affiliate.paid')}
          value={formatBaht(page.paid)}
          hint={t('affiliate.paidHint')}
          testId="partner-paid"
        />
        <Figure
          label={t('affiliate.pending')}
          value={formatBaht(page.pending)}
          hint={t('affiliate.pendingHint')}
          testId="partner-pending"
        />
        <Figure
          label={t('affiliate.plan')}
          value={planText}
          hint={page.period ? t(page.period === 'weekly' ? 'affiliate.weekly' : 'affiliate.monthly') : ''}
        />
      </div>
      <div className="mt-4 rounded-2xl border border-gold-400/20 bg-ink-900/80 p-4">
        <p className="mb-1.5 text-xs text-ink-400">{t('affiliate.link')}</p>
        <div className="flex items-center gap-2 rounded-xl border border-gold-400/25 bg-ink-950/70 p-2.5">
          <code
            data-testid="partner-link"
            className="min-w-0 flex-1 text-xs [overflow-wrap:anywhere] text-gold-100"
          >
            {page.link}
          </code>
          <CopyButton text={page.link} label={t('affiliate.copyLink')} />
        </div>
      </div>
      <PartnerPeriods periods={page.periods} />
    </>
  );
}

function Figure({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint: string;
  testId?: string;
}) {
  return (
    <div className="rounded-2xl border border-gold-400/20 bg-gradient-to-br from-ink-900 to-ink-900/60 p-4">
      <p className="text-sm text-ink-300">{label}</p>
      <p data-testid={testId} className="mt-1 text-2xl font-bold text-gold-100 tabular-nums">
        {value}
      </p>
      {hint ? <p className="mt-1 text-xs leading-relaxed text-ink-400">{hint}</p> : null}
    </div>
  );
}

/** What a guest, or a member who is not an affiliate, sees instead of figures. */
function NoticeCard({ kind }: { kind: 'guest' | 'not_partner' }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const site = useSite();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid={`partner-${kind}`}
      className="mt-6 max-w-2xl rounded-2xl border border-gold-400/25 bg-ink-900/80 p-4 md:p-6"
    >
      <span className="mb-3 flex h-11 w-11 items-center justify-center rounded-xl bg-gold-400/15 text-gold-300">
        <UsersIcon size={22} />
      </span>
      <h2 id={titleId} className="text-lg font-bold text-gold-100">
        {t(kind === 'guest' ? 'affiliate.guestTitle' : 'affiliate.notPartnerTitle')}
      </h2>
      <p className="mt-1.5 text-sm leading-relaxed text-ink-300">
        {t(kind === 'guest' ? 'affiliate.guestText' : 'affiliate.notPartnerText')}
      </p>
      <div className="mt-5 flex flex-wrap gap-2">
        {kind === 'guest' ? (
          <ButtonLink to={localize('/login')}>
            <LoginIcon size={18} />
            {t('affiliate.login')}
          </ButtonLink>
        ) : (
          <>
            {site.line ? (
              <a href={site.line} target="_blank" rel="noreferrer" className={buttonClass('primary', 'md')}>
                <ChatIcon size={18} />
                {t('affiliate.contact')}
              </a>
            ) : null}
            <ButtonLink to={localize('/referral')} variant="secondary">
              {t('affiliate.referral')}
            </ButtonLink>
          </>
        )}
      </div>
    </section>
  );
}
