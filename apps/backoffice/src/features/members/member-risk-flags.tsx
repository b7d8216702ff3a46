import { memberRiskFlagsResponse, type RiskFlag } from '@chaba/contracts/backoffice-risk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api';
import { useCan } from '../../lib/me';
import { Button } from '../../ui/button';
import { DateTime } from '../../ui/format';
import { ClearRiskFlagDialog, RiskFlagDetails, RiskRuleBadge } from '../../ui/risk-flags';

/**
 * The member's risk flags on the member page (for `risk.view`): the open ones with what the rule
 * saw and, for `risk.clear`, a clear button; the cleared ones under them, with who cleared and why.
 */
export function MemberRiskFlags({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const canView = useCan('risk.view');
  const canClear = useCan('risk.clear');
  const path = `/api/backoffice/risk/members/${memberId}/flags`;
  const flags = useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => callApi(path, { schema: memberRiskFlagsResponse, signal }),
    select: (answer) => answer.data,
    enabled: canView,
  });
  const [clearing, setClearing] = useState<RiskFlag | null>(null);
  const [showCleared, setShowCleared] = useState(false);
  if (!canView || !flags.data || flags.data.length === 0) return null;
  const open = flags.data.filter((flag) => flag.cleared_at === null);
  const cleared = flags.data.filter((flag) => flag.cleared_at !== null);
  return (
    <section
      className="mt-3 rounded-lg border border-red-200 bg-red-50/40 px-4 py-3"
      aria-label={t('risk.memberFlags')}
      data-testid="member-risk-flags"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-[13px] font-semibold text-red-800">{t('risk.memberFlags')}</h2>
        {open.length === 0 ? <span className="text-xs text-zinc-500">{t('risk.memberNoFlags')}</span> : null}
        {cleared.length > 0 ? (
          <Button size="sm" variant="ghost" className="ml-auto" onClick={() => setShowCleared(!showCleared)}>
            {t('risk.cleared')} ({cleared.length})
          </Button>
        ) : null}
      </div>
      <ul className="mt-2 divide-y divide-red-100">
        {[...open, ...(showCleared ? cleared : [])].map((flag) => (
          <li key={flag.id} className="flex flex-col gap-1.5 py-2 sm:flex-row sm:items-start sm:gap-3">
            <div className="shrink-0">
              <RiskRuleBadge rule={flag.rule} />
            </div>
            <div className="min-w-0 flex-1 space-y-0.5">
              <RiskFlagDetails flag={flag} />
              <div className="text-[11px] text-zinc-500">
                <DateTime value={flag.raised_at} />
                {flag.cleared_by
                  ? ` · ${t('risk.clearedBy', { username: flag.cleared_by.username, reason: flag.clear_reason ?? '' })}`
                  : ''}
              </div>
            </div>
            {canClear && flag.cleared_at === null ? (
              <Button size="sm" className="self-start" onClick={() => setClearing(flag)}>
                {t('risk.clear')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ClearRiskFlagDialog flag={clearing} onClose={() => setClearing(null)} />
    </section>
  );
}
